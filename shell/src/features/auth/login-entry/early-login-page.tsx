import type { AppInfo, Language, SkinTheme } from '@portal/contracts';
import { helpDocuments } from '@portal/contracts/frontend';
import { headerName } from '../../../components/header-name.js';
import { shellMessages } from '../../../components/messages.js';
import { authMessages } from '../messages.js';
import { formatText } from './early-login.js';

type Texts = (typeof authMessages)['de-de'] & (typeof shellMessages)['de-de'];

const textsOf = (language: Language): Texts => ({ ...shellMessages[language], ...authMessages[language] });

type EarlyApp = Pick<AppInfo, 'name' | 'portalName' | 'titleSuffix' | 'version'>;

export interface EarlyLoginProps {
  app: EarlyApp;
  theme: Pick<SkinTheme, 'name' | 'label' | 'logoSvg'>;
  language: Language;
}

/**
 * The logged-out page as the app draws it (PublicLayout with the login page), drawn by the server:
 * the same markup and classes, with plain elements instead of react-bootstrap's. It must look
 * exactly like the app's, which replaces it without a visible change (e2e/tests/login-entry.spec.ts
 * compares both). It is plain HTML until then: the fields take typing, nothing can be sent.
 */
export function EarlyLoginPage({ app, theme, language }: EarlyLoginProps) {
  const texts = textsOf(language);
  return (
    <div className="portal-frame portal-public">
      <header className="portal-header">
        <a className="portal-brand" href="/">
          <span className="portal-brand-name">{headerName(app)}</span>
          {app.titleSuffix ? <span className="ms-2 badge bg-light text-dark">{app.titleSuffix}</span> : null}
        </a>
        <div className="ms-auto d-flex align-items-center gap-2 gap-md-3" />
      </header>
      <div className="portal-main portal-public-main">
        <main className="portal-page">
          <div className="portal-login-card card">
            <div className="p-4 card-body">
              <h1 className="h4 mb-1">{texts['login.title']}</h1>
              <p className="text-secondary mb-4">{texts['login.intro']}</p>
              <EarlyForm texts={texts} />
              <hr className="my-4" />
              <EarlyLanguageChoice language={language} texts={texts} />
            </div>
          </div>
        </main>
        <EarlyFooter app={app} theme={theme} texts={texts} />
      </div>
    </div>
  );
}

/**
 * The fields and buttons. The login button is disabled, as the app's is while the fields are
 * empty: it is the form's default button, so Enter sends nothing before the app has taken over.
 */
function EarlyForm({ texts }: { texts: Texts }) {
  return (
    <form noValidate className="">
      <div className="mb-3">
        <label className="form-label" htmlFor="login-user">
          {texts['login.user']}
        </label>
        <input
          autoComplete="username"
          autoCapitalize="none"
          id="login-user"
          className="form-control"
          name="user"
          autoFocus
        />
        <div className="invalid-feedback" />
      </div>
      <div className="mb-2">
        <label className="form-label" htmlFor="login-password">
          {texts['login.password']}
        </label>
        <input
          autoComplete="current-password"
          id="login-password"
          className="form-control"
          type="password"
          name="password"
        />
      </div>
      <button type="button" className="px-0 mb-3 btn btn-link">
        {texts['login.forgot']}
      </button>
      <div className="d-flex gap-2 justify-content-end">
        <button type="button" className="btn btn-outline-secondary">
          {texts['login.cancel']}
        </button>
        <button type="submit" disabled className="btn btn-primary">
          {texts['login.submit']}
        </button>
      </div>
    </form>
  );
}

/** The language of the texts; a choice here is the app's to carry out (it reads the field). */
function EarlyLanguageChoice({ language, texts }: { language: Language; texts: Texts }) {
  return (
    <div className="d-flex align-items-center gap-2">
      <label className="mb-0 small text-secondary form-label" htmlFor="login-language">
        <i className="bi bi-translate me-1" aria-hidden="true" />
        {texts['login.language']}
      </label>
      <select className="w-auto form-select form-select-sm" id="login-language" defaultValue={language}>
        <option value="de-de">Deutsch</option>
        <option value="en-gb">English</option>
      </select>
    </div>
  );
}

/** The skin's logo, the version and the help documents (which open once the app has taken over). */
function EarlyFooter({ app, theme, texts }: Pick<EarlyLoginProps, 'app' | 'theme'> & { texts: Texts }) {
  return (
    <footer className="portal-footer">
      <div className="portal-footer-brand">
        <span
          className="portal-footer-logo"
          role="img"
          aria-label={theme.label}
          data-skin-logo={theme.name}
          dangerouslySetInnerHTML={{ __html: theme.logoSvg }}
        />
        <span className="portal-footer-meta">
          {formatText(texts['footer.version'], { version: app.version })}
        </span>
      </div>
      <nav className="portal-footer-links">
        {helpDocuments.map((name) => (
          <button key={name} type="button" className="btn btn-link btn-sm">
            {texts[`footer.${name}`]}
          </button>
        ))}
      </nav>
    </footer>
  );
}
