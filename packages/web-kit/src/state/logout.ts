/**
 * Spec 2: logging out is a navigation to /logout with a returnUrl. It lands on /loggedout (the
 * logged-out message), which carries the page the user was on, so logging in again returns there.
 */
export function logoutUrl(from?: string): string {
  const loggedOut = from ? `/loggedout?returnUrl=${encodeURIComponent(from)}` : '/loggedout';
  return `/logout?returnUrl=${encodeURIComponent(loggedOut)}`;
}

/** A page of this portal to return to (a path, never another origin), else undefined. */
export function returnPath(value: unknown): string | undefined {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : undefined;
}
