/**
 * Spec 2: logging out is a navigation to /logout with a returnUrl. It lands on /loggedout (the
 * logged-out message), which carries the page the user was on, so logging in again returns there.
 * With single sign-on the identity provider's session ends too (`sso`: the SAML logout).
 */
export function logoutUrl(from?: string, sso = false): string {
  const loggedOut = from ? `/loggedout?returnUrl=${encodeURIComponent(from)}` : '/loggedout';
  return sso
    ? `/rest/saml2/logout?redirect=${encodeURIComponent(loggedOut)}`
    : `/logout?returnUrl=${encodeURIComponent(loggedOut)}`;
}

/** A page of this portal to return to (a path, never another origin), else undefined. */
export function returnPath(value: unknown): string | undefined {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : undefined;
}
