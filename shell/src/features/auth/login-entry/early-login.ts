import type { AppInfo, Language } from '@portal/contracts';
import { cookieValue, languageCookie } from '@portal/contracts/frontend';

// The server's decisions for the early login form, kept pure for tests: whether it is drawn, and in
// which language (no react-intl, no router here: they come with the app).

/** Pages outside the login guard: the app draws no login form there. */
const publicPaths = [/^\/login\/[^/]+/, /^\/loggedout\/?$/, /^\/extdoc\//];

/**
 * Draw the early form only where the app will show the same login form at once (the backend asks
 * only for a page without a session): no single sign-on hand-over, no custom stylesheet (it would
 * change the look at the take-over), not a public page.
 */
export function drawsEarlyForm(app: AppInfo, address: { pathname: string; search: string }): boolean {
  if (app.css_custom) return false;
  if (app.usesaml2 && !new URLSearchParams(address.search).has('password')) return false;
  return !publicPaths.some((path) => path.test(address.pathname));
}

/** A message with its `{name}` placeholders filled in. */
export function formatText(template: string, values: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The language chosen on the login page before (web-kit's languageAtom keeps it in a cookie too), else German. */
export function cookieLanguage(cookieHeader: string | undefined): Language {
  const value = cookieValue(cookieHeader, languageCookie);
  return value === 'en-gb' ? value : 'de-de';
}
