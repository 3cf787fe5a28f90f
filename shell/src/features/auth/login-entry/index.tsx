import type { InitResponse, SkinTheme } from '@portal/contracts';
import { endpointUrl } from '@portal/contracts/frontend';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { EarlyLoginState, LoginEntry } from '../../../components/login-hand-over.js';
import { drawsEarlyForm, skinFileUrl, storedLanguage } from './early-login.js';
import { EarlyLoginPage } from './early-login-page.js';

// The logged-out page's first script (the backend puts it in place of the app's entry): it draws
// the login form with React alone, from the init answer and the skin's theme.json (both preloaded
// by the page), and then starts the app, whose login page takes the form over
// (docs/adr/0028-login-entry.md).

const getJson = async <T,>(url: string): Promise<T | undefined> => {
  const response = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  return response.ok ? ((await response.json()) as T) : undefined;
};

const init = getJson<InitResponse>(endpointUrl('init')).catch(() => undefined);
let state: EarlyLoginState = { login: '', password: '', language: storedLanguage(globalThis.localStorage) };
let end = () => undefined as void;

const entry: LoginEntry = {
  init,
  drawn: false,
  state: () => {
    const active = document.activeElement;
    const id = active?.id;
    if (id !== 'login-user' && id !== 'login-password' && id !== 'login-language') return state;
    const field = active as HTMLInputElement;
    const selection: [number, number] | undefined =
      id === 'login-language' || field.selectionStart === null
        ? undefined
        : [field.selectionStart, field.selectionEnd ?? field.selectionStart];
    return { ...state, focus: { id, ...(selection ? { selection } : {}) } };
  },
  end: () => end(),
};
window.portalLoginEntry = entry;

/** Draws the form if the app will show it; resolves once it is in the DOM (or not drawn). */
async function draw(): Promise<void> {
  const answer = await init;
  if (!drawsEarlyForm(answer, location, history.state) || !answer) return;
  const theme = await getJson<SkinTheme>(skinFileUrl(answer.app.skinEntry, 'theme.json')).catch(
    () => undefined,
  );
  const appRoot = document.getElementById('root');
  if (!theme || !appRoot) return;
  const container = document.createElement('div');
  container.id = 'login-entry';
  appRoot.before(container);
  appRoot.hidden = true;
  document.documentElement.dataset.skin = theme.name;
  document.documentElement.lang = state.language === 'en-gb' ? 'en-GB' : 'de-DE';
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <EarlyLoginPage
        app={answer.app}
        theme={theme}
        initialLanguage={state.language}
        onState={(next) => {
          state = next;
          document.documentElement.lang = next.language === 'en-gb' ? 'en-GB' : 'de-DE';
        }}
      />,
    ),
  );
  entry.drawn = true;
  end = () => {
    if (!entry.drawn) return;
    entry.drawn = false;
    root.unmount();
    container.remove();
    appRoot.hidden = false;
  };
}

/** The app's entry, named by the page (the script's data-app). */
function startApp(src: string | undefined): void {
  if (!src) return;
  const script = document.createElement('script');
  script.src = src;
  document.head.append(script);
}

const appScript = (document.currentScript as HTMLScriptElement | null)?.dataset['app'];
void draw()
  .catch(() => undefined)
  .then(() => startApp(appScript));
