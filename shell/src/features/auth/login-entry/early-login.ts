import type { InitResponse, Language } from '@portal/contracts';

// The login entry's decisions, kept pure for tests: whether the early form may be drawn, and its
// few helpers (no react-intl, no router here: they come with the app).

/** Pages outside the login guard: the app draws no login form there. */
const publicPaths = [/^\/login\/[^/]+/, /^\/loggedout\/?$/, /^\/extdoc\//];

const languageKey = 'portal.language';

/**
 * Draw the early form only where the app will show the same login form at once: logged out, no
 * single sign-on hand-over, no custom stylesheet (it would change the look at the take-over), not a
 * public page, and not the return after an expired session (its note comes with the app).
 */
export function drawsEarlyForm(
  init: InitResponse | undefined,
  address: { pathname: string; search: string },
  historyState: unknown,
): boolean {
  if (!init || init.loggedIn || init.app.css_custom) return false;
  if (init.app.usesaml2 && !new URLSearchParams(address.search).has('password')) return false;
  if (publicPaths.some((path) => path.test(address.pathname))) return false;
  const routerState = (historyState as { usr?: { expired?: unknown } } | null)?.usr;
  return !routerState?.expired;
}

/** A message with its `{name}` placeholders filled in. */
export function formatText(template: string, values: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A file beside a skin's manifest (`/skins/remeha/mf-manifest.json` → `/skins/remeha/theme.json`). */
export function skinFileUrl(skinEntry: string, file: string): string {
  return `${skinEntry.slice(0, skinEntry.lastIndexOf('/') + 1)}${file}`;
}

/** The language chosen on the login page before (as web-kit's languageAtom keeps it), else German. */
export function storedLanguage(storage: Pick<Storage, 'getItem'> | undefined): Language {
  try {
    const value = storage?.getItem(languageKey);
    return value === 'en-gb' || value === 'de-de' ? value : 'de-de';
  } catch {
    return 'de-de';
  }
}

/** Keeps the chosen language where web-kit's languageAtom reads it. */
export function storeLanguage(storage: Pick<Storage, 'setItem'> | undefined, language: Language): void {
  try {
    storage?.setItem(languageKey, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}
