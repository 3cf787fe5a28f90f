import { z } from 'zod';
import { isManufacturerStaff } from './roles.js';
import { accessorKinds } from './accessor-kinds.js';

// Consents as records and the owner's access log (issue 43, docs/adr/0020-consent-records-and-access-log.md).
// A unit's consent map (spec 3 zustimmungMap) stays as the spec answers it; behind it each change
// is a versioned record: who gave or took which consent, when, under which version of its text.

/**
 * The version of each consent's text the operator is shown when deciding. Change the version when
 * the text changes: every record keeps the version it was given under. `FERNZUGRIFF_BRAND` stands
 * for the brand's key (`FERNZUGRIFF_DACHS` with the default brand).
 */
export const consentTextVersions = {
  DACHSWEB: { id: 'dachsweb-1', date: '2024-01-15' },
  FERNZUGRIFF_PARTNER: { id: 'fernzugriff-partner-1', date: '2024-01-15' },
  FERNZUGRIFF_BRAND: { id: 'fernzugriff-hersteller-1', date: '2024-01-15' },
  /** The access-token dialog's scope texts and the webhook form's, which their owner agrees to. */
  TOKEN: { id: 'zugriffstoken-1', date: '2026-11-29' },
  WEBHOOK: { id: 'webhook-1', date: '2026-11-29' },
} as const;

/** A personal access token or webhook as the grantee of consents on its owner's units. */
export type ConsentGrantee = { kind: 'token' | 'webhook'; id: number };

/** The consent key of a token's or webhook's records: `token:12`, `webhook:3`. */
export const granteeConsentKey = ({ kind, id }: ConsentGrantee) => `${kind}:${id}`;

/** The text version of a consent key; the brand's remote access is any other FERNZUGRIFF_ key. */
export function consentTextVersion(key: string): string {
  if (key === 'DACHSWEB' || key === 'FERNZUGRIFF_PARTNER') return consentTextVersions[key].id;
  if (key.startsWith('token:')) return consentTextVersions.TOKEN.id;
  if (key.startsWith('webhook:')) return consentTextVersions.WEBHOOK.id;
  return consentTextVersions.FERNZUGRIFF_BRAND.id;
}

/**
 * Whether a viewer who is not the unit's operator loses the unit's live data when the consents
 * `revoked` are taken (the portal's consent rule for others): DACHSWEB takes it from everyone, a
 * remote-access consent from those it let in; the demo login needs DACHSWEB only.
 */
export function losesAccess(revoked: readonly string[], roles: readonly string[], brand: string): boolean {
  if (revoked.includes('DACHSWEB')) return true;
  if (roles.includes('demo')) return false;
  const remote = isManufacturerStaff(roles, brand)
    ? `FERNZUGRIFF_${brand.toUpperCase()}`
    : 'FERNZUGRIFF_PARTNER';
  return revoked.includes(remote);
}

/**
 * Who a consent lets in: the portal itself (DACHSWEB: data go to the web), the unit's partners,
 * the manufacturer's staff, and later one personal access token or webhook (`granteeId` its id).
 */
export const consentGranteeKinds = ['portal', 'partner', 'manufacturer', 'token', 'webhook'] as const;
export type ConsentGranteeKind = (typeof consentGranteeKinds)[number];

/** What a consent allows. */
export const consentScopes = ['read', 'remote'] as const;
export type ConsentScope = (typeof consentScopes)[number];

const isoTime = z.string();

/** One version of one consent: valid from `validFrom` until `validTo` (null: the current one). */
export const consentRecordSchema = z.object({
  key: z.string(),
  granteeKind: z.enum(consentGranteeKinds),
  granteeId: z.string().nullable(),
  /** A token's name or a webhook's address, as its owner named it; null for the others. */
  granteeLabel: z.string().nullable(),
  granted: z.boolean(),
  scope: z.array(z.enum(consentScopes)),
  /** Who decided; `login` 'migration' or 'seed' for records made from an earlier map. */
  grantedBy: z.object({ userId: z.number().int().nullable(), login: z.string() }),
  validFrom: isoTime,
  validTo: isoTime.nullable(),
  /** The consent text's version shown; null when not known (records migrated from the map). */
  textVersion: z.string().nullable(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** Every version of the unit's consents, newest first. */
export const consentHistoryResponseSchema = z.object({ records: z.array(consentRecordSchema) });
export type ConsentHistoryResponse = z.infer<typeof consentHistoryResponseSchema>;

// ---- the access log -------------------------------------------------------------------------

/** What an access did; `alarmSent`: an alarm about the unit went to a webhook. */
export const accessActions = [
  'connect',
  'write',
  'deviceMenu',
  'consent',
  'export',
  'chartRead',
  'alarmSent',
] as const;
export type AccessAction = (typeof accessActions)[number];

/** How long access-log entries are kept (then a daily job deletes them): two years. */
export const accessLogRetentionDays = 730;

/** The most entries one page of the access log holds. */
export const accessLogMaxPageSize = 200;

/** The latest time the log takes (the database's timestamps reach further, JavaScript's not as far back). */
const latestTime = Date.UTC(10_000, 0, 1);

/** An ISO date or date-time from 1970 to 9999. */
const timeParam = z
  .string()
  .max(40, { error: 'validation.invalid' })
  .refine(
    (text) => {
      const time = Date.parse(text);
      return /^\d{4}-\d{2}-\d{2}/.test(text) && time >= 0 && time < latestTime;
    },
    { error: 'validation.invalid' },
  );

/** The owner's filters: kind of accessor, one login, a time range [from, to), paging. */
export const accessLogQuerySchema = z.object({
  kind: z.enum(accessorKinds, { error: 'validation.invalid' }).optional(),
  login: z.string().trim().min(1).max(120, { error: 'validation.invalid' }).optional(),
  from: timeParam.optional(),
  to: timeParam.optional(),
  /** 'true': the operators' own accesses too (left out by default). */
  own: z.enum(['true', 'false'], { error: 'validation.invalid' }).optional(),
  page: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100_000).optional(),
  pageSize: z.coerce
    .number({ error: 'validation.invalid' })
    .int()
    .min(1)
    .max(accessLogMaxPageSize)
    .optional(),
});
export type AccessLogQuery = z.input<typeof accessLogQuerySchema>;

export const accessLogEntrySchema = z.object({
  id: z.number().int(),
  ts: isoTime,
  login: z.string(),
  kind: z.enum(accessorKinds),
  /** The partner company (or the brand) the accessor acts for, when known. */
  company: z.string().nullable(),
  /** The admin who acted as this user (impersonation), else null. */
  impersonatedBy: z.string().nullable(),
  /** A token's or webhook's id, once they can access units. */
  granteeId: z.string().nullable(),
  action: z.enum(accessActions),
  /** What exactly: the key written (`key`, `oldValue`, `newValue`), the device-menu action, … */
  details: z.record(z.string(), z.unknown()),
});
export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>;

export const accessLogResponseSchema = z.object({
  entries: z.array(accessLogEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AccessLogResponse = z.infer<typeof accessLogResponseSchema>;
