import type { ApiErrorBody, Language } from '@portal/contracts';

// A request the browser made as a page load (a link, a redirect, the IdP's form post) that fails
// gets a page saying why instead of the JSON body API clients read.

const texts: Record<Language, { title: string; start: string; sso: string; password: string }> = {
  'de-de': {
    title: 'Das hat nicht geklappt',
    start: 'Zur Startseite',
    sso: 'Erneut über den Identitätsanbieter anmelden',
    password: 'Mit Benutzername und Passwort anmelden',
  },
  'en-gb': {
    title: 'That did not work',
    start: 'To the start page',
    sso: 'Sign in through the identity provider again',
    password: 'Sign in with user name and password',
  },
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The error as a small page in the caller's language; single sign-on errors offer both ways in. */
export function errorPage(error: ApiErrorBody, language: Language): string {
  const text = texts[language];
  const links = error.key.startsWith('exception.sso.')
    ? [
        ['/rest/saml2/login', text.sso],
        ['/login?password', text.password],
      ]
    : [['/', text.start]];
  return (
    `<!doctype html><html lang="${language.slice(0, 2)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${text.title}</title></head>` +
    `<body><main><h1>${text.title}</h1><p role="alert" data-key="${escapeHtml(error.key)}">${escapeHtml(error.message)}</p>` +
    `<ul>${links.map(([href, label]) => `<li><a href="${href}">${label}</a></li>`).join('')}</ul></main></body></html>`
  );
}
