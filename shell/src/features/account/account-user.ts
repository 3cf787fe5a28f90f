import type { CurrentUser } from '@portal/contracts';

/** Spec 6: demo users may not change their password or account data. */
export function isDemo(user: CurrentUser): boolean {
  return user.inRole['demo'] === true || user.roles.includes('demo');
}

/** Spec 6: legacy operators are held on the migration page until they migrate; nothing else opens. */
export function isLegacyOperator(user: CurrentUser): boolean {
  return user.roles.includes('betreiberold');
}

/** Operators see their service partners (the backend allows the call to the betreiber role). */
export function isOperator(user: CurrentUser): boolean {
  return user.roles.includes('betreiber');
}

/** Partners and subpartners keep company data rather than a private address. */
export function isPartnerLike(user: CurrentUser): boolean {
  return user.primaryRole === 'partner' || user.primaryRole === 'subpartner';
}

/** The message of a failed call: the server's translated text, else the error's own. */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}
