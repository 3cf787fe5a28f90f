import {
  type ConsentGranteeKind,
  type ConsentScope,
  type ErrorKey,
  isManufacturerStaff,
} from '@portal/contracts';

// Consent rules (spec 3 consent map, spec 4 consent dialog, spec 6): the operator decides whether
// the unit's data go to the web at all (DACHSWEB) and who else may look remotely.

export const webConsent = 'DACHSWEB';
export const partnerConsent = 'FERNZUGRIFF_PARTNER';
export const brandConsent = (brand: string) => `FERNZUGRIFF_${brand.toUpperCase()}`;

export function consentKeys(brand: string): string[] {
  return [webConsent, brandConsent(brand), partnerConsent];
}

/** Modules empty or L1 are lead controllers; others are covered by the lead's consent. */
export function isLeadModule(module: string): boolean {
  return module === '' || module === 'L1';
}

export interface ConsentContext {
  brand: string;
  roles: readonly string[];
  isOperator: boolean;
  zustimmungMap: Record<string, boolean>;
  /** The lead controller's consents when the unit is a further controller at a location. */
  leadZustimmungMap?: Record<string, boolean>;
}

/**
 * A unit's consent context for a viewer: a further controller at a location (module neither empty
 * nor L1) goes by its lead controller's consents.
 */
export function consentContextOf(
  unit: { module: string; locationUuid: string | null; zustimmungMap: Record<string, boolean> },
  facts: { isOperator: boolean; leadZustimmungMap: Record<string, boolean> | null },
  viewer: { brand: string; roles: readonly string[] },
): ConsentContext {
  const lead = !isLeadModule(unit.module) && unit.locationUuid ? facts.leadZustimmungMap : null;
  return {
    brand: viewer.brand,
    roles: viewer.roles,
    isOperator: facts.isOperator,
    zustimmungMap: unit.zustimmungMap,
    ...(lead ? { leadZustimmungMap: lead } : {}),
  };
}

/**
 * Why the viewer may not see this unit's live data, or null. The operator may connect before
 * consenting (the dashboard then asks), but gets no values until DACHSWEB is given.
 */
export function consentProblem(context: ConsentContext, purpose: 'connect' | 'data'): ErrorKey | null {
  const { zustimmungMap: map, leadZustimmungMap: lead } = context;
  if (lead && lead[webConsent] !== true) return 'exception.noconsentlead';
  if (context.isOperator) {
    return purpose === 'data' && map[webConsent] !== true && !lead ? 'exception.consentrequired' : null;
  }
  const effective = lead ?? map;
  if (effective[webConsent] !== true) return 'exception.nooperatorconsent';
  if (context.roles.includes('demo')) return null;
  const remote = isManufacturerStaff(context.roles, context.brand)
    ? brandConsent(context.brand)
    : partnerConsent;
  return effective[remote] === true ? null : 'exception.nooperatorconsent';
}

/** The map an operator saves: DACHSWEB off takes both remote-access consents with it. */
export function savedConsents(
  brand: string,
  current: Record<string, boolean>,
  submitted: Record<string, boolean>,
): Record<string, boolean> {
  const next: Record<string, boolean> = {};
  for (const key of consentKeys(brand)) next[key] = submitted[key] ?? current[key] ?? false;
  if (!next[webConsent]) {
    next[brandConsent(brand)] = false;
    next[partnerConsent] = false;
  }
  return next;
}

/** Whom a consent key lets in and for what (the grantee of its records, ADR 0020). */
export function consentGrantee(key: string): {
  granteeKind: ConsentGranteeKind;
  granteeId: string | null;
  scope: ConsentScope[];
} {
  if (key === webConsent) return { granteeKind: 'portal', granteeId: null, scope: ['read'] };
  if (key === partnerConsent) return { granteeKind: 'partner', granteeId: null, scope: ['read', 'remote'] };
  const grantee = /^(token|webhook):(\d+)$/.exec(key);
  if (grantee)
    return { granteeKind: grantee[1] as 'token' | 'webhook', granteeId: grantee[2]!, scope: ['read'] };
  return {
    granteeKind: 'manufacturer',
    granteeId: key.replace(/^FERNZUGRIFF_/, '').toLowerCase(),
    scope: ['read', 'remote'],
  };
}

/** The keys a new map takes away: given before, not given now. */
export function revokedConsents(before: Record<string, boolean>, after: Record<string, boolean>): string[] {
  return Object.keys(before).filter((key) => before[key] === true && after[key] !== true);
}
