import type { AppInfo, SkinTheme } from '@portal/contracts';
import { earlyLoginId } from '@portal/contracts/frontend';
import { renderToStaticMarkup } from 'react-dom/server';
import { cookieLanguage, drawsEarlyForm } from './early-login.js';
import { EarlyLoginPage } from './early-login-page.js';

// Built for Node (shell/webpack.login.js): the backend draws the logged-out page's login form with
// it, so the form shows with the page's first paint, before any script (docs/adr/0030-server-drawn-login-form.md).

export interface LoginPageRequest {
  app: AppInfo;
  theme: SkinTheme;
  pathname: string;
  search: string;
  /** The request's Cookie header (the language chosen before). */
  cookie: string | undefined;
}

export interface RenderedLoginPage {
  /** The form's container, to stand before the app's root (which the page hides until the take-over). */
  html: string;
  /** The page's language (BCP 47). */
  lang: string;
}

/** The early login form for a page without a session; undefined where the app shows something else. */
export function renderLoginPage(request: LoginPageRequest): RenderedLoginPage | undefined {
  if (!drawsEarlyForm(request.app, request)) return undefined;
  const language = cookieLanguage(request.cookie);
  return {
    html: renderToStaticMarkup(
      <div id={earlyLoginId} data-language={language}>
        <EarlyLoginPage app={request.app} theme={request.theme} language={language} />
      </div>,
    ),
    lang: language === 'en-gb' ? 'en-GB' : 'de-DE',
  };
}
