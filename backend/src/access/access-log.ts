import type { AccessAction, AccessLogEntry, AccessorKind, Language } from '@portal/contracts';
import { accessorKinds } from '@portal/contracts';
import type { AuditRow } from '../audit/audit.service.js';

/** The access-log action of an audit action (AuditRepository picks only these). */
export function accessAction(action: string): AccessAction {
  if (action === 'canip.connect') return 'connect';
  if (action === 'canip.write' || action.startsWith('command.')) return 'write';
  if (action === 'canip.zustimmung') return 'consent';
  if (action.startsWith('device.')) return 'deviceMenu';
  if (action === 'access.alarmSent') return 'alarmSent';
  return action === 'access.chartRead' ? 'chartRead' : 'export';
}

/** What the owner is shown of an entry's details: what changed, never more than the audit holds. */
function shownDetails(row: AuditRow): Record<string, unknown> {
  const details = row.details;
  switch (accessAction(row.action)) {
    case 'write':
      if (row.action.startsWith('command.')) return campaignWrite(details);
      return {
        key: details.key,
        oldValue: details.oldValue,
        newValue: details.newValue,
        result: details.result,
      };
    case 'deviceMenu':
      return { menuAction: row.action.slice('device.'.length) };
    case 'consent':
      return { oldValue: details.oldValue, newValue: details.newValue };
    default:
      return details;
  }
}

/** A campaign's write, one entry per command (its values together), as a dashboard write's entry reads. */
function campaignWrite(details: Record<string, unknown>): Record<string, unknown> {
  const values = (details.values ?? {}) as Record<string, unknown>;
  return {
    key: Object.keys(values).join(', '),
    oldValue: null,
    newValue: Object.values(values).join(', '),
    result: details.reason ?? 'ok',
    campaignId: details.campaignId,
  };
}

export interface Account {
  login: string;
  firma: string;
}

/** An audit row as an access-log entry; `accounts` names the actors' companies and impersonators. */
export function toAccessLogEntry(row: AuditRow, accounts: ReadonlyMap<number, Account>): AccessLogEntry {
  const kind = (accessorKinds as readonly string[]).includes(row.accessorKind ?? '')
    ? (row.accessorKind as AccessorKind)
    : 'partner';
  const company = row.actorId === null ? undefined : accounts.get(row.actorId)?.firma;
  const impersonator = row.impersonatorId === null ? null : accounts.get(row.impersonatorId);
  return {
    id: row.id,
    ts: row.ts.toISOString(),
    login: row.actor,
    kind,
    company: company ? company : null,
    impersonatedBy: row.impersonatorId === null ? null : (impersonator?.login ?? `#${row.impersonatorId}`),
    granteeId: row.granteeId,
    action: accessAction(row.action),
    details: shownDetails(row),
  };
}

const csvTexts = {
  'de-de': {
    header: ['Zeit', 'Benutzer', 'Firma', 'Zugriff als', 'Angemeldet durch', 'Aktion', 'Details'],
    kinds: {
      operator: 'Betreiber',
      partner: 'Partner',
      manufacturer: 'Hersteller',
      admin: 'Administrator',
      demo: 'Demo',
      token: 'Zugangstoken',
      webhook: 'Webhook',
    },
    actions: {
      connect: 'Verbunden',
      write: 'Wert geändert',
      deviceMenu: 'Gerätemenü',
      consent: 'Zustimmung geändert',
      export: 'Export',
      chartRead: 'Diagramm gelesen',
      alarmSent: 'Alarm gesendet',
    },
  },
  'en-gb': {
    header: ['Time', 'User', 'Company', 'Access as', 'Impersonated by', 'Action', 'Details'],
    kinds: {
      operator: 'Operator',
      partner: 'Partner',
      manufacturer: 'Manufacturer',
      admin: 'Administrator',
      demo: 'Demo',
      token: 'Access token',
      webhook: 'Webhook',
    },
    actions: {
      connect: 'Connected',
      write: 'Value changed',
      deviceMenu: 'Device menu',
      consent: 'Consent changed',
      export: 'Export',
      chartRead: 'Chart read',
      alarmSent: 'Alarm sent',
    },
  },
} satisfies Record<
  Language,
  { header: string[]; kinds: Record<AccessorKind, string>; actions: Record<AccessAction, string> }
>;

const text = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/** One line's details in words: `key: old → new` for writes, the menu action, else the details. */
function detailsText(entry: AccessLogEntry): string {
  const { details } = entry;
  if (entry.action === 'write')
    return `${text(details.key)}: ${text(details.oldValue)} → ${text(details.newValue)}`;
  if (entry.action === 'deviceMenu') return text(details.menuAction);
  return Object.keys(details).length > 0 ? JSON.stringify(details) : '';
}

/** A cell a spreadsheet would take for a formula (a login or value starting with =, +, -, @) stays text. */
const safeCell = (cell: string): string => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

/** The CSV's rows, headers first, in the caller's language. */
export function accessLogRows(entries: readonly AccessLogEntry[], language: Language): string[][] {
  const texts = csvTexts[language];
  return [
    texts.header,
    ...entries.map((entry) =>
      [
        entry.ts,
        entry.login,
        entry.company ?? '',
        texts.kinds[entry.kind],
        entry.impersonatedBy ?? '',
        texts.actions[entry.action],
        detailsText(entry),
      ].map(safeCell),
    ),
  ];
}
