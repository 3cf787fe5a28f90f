import 'bootstrap/dist/css/bootstrap.min.css';
import 'bootstrap-icons/font/bootstrap-icons.min.css';
import '@portal/web-kit/tokens.css';
import './app/shell.css';
import './app/remote-components.js';
import {
  adoptEarlyAnswer,
  applyStylesheet,
  call,
  mirrorScreenSizeInCookie,
  mirrorUnitListViewInCookie,
  portalStore,
  registerCatalogue,
  reportUncaughtClosureErrors,
  sessionAtom,
  sessionFromInit,
} from '@portal/web-kit';
import { remoteOfPath } from '@portal/contracts/frontend';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.js';
import { earlyAnswers, earlyInit } from './app/early-start.js';
import { endEarlyParts } from './components/early-parts.js';
import { applyTheme, loadSkin, registerPortalRemotes, warmUpRemote } from './app/federation.js';
import { shellMessages } from './components/messages.js';
import { skinThemeAtom } from './components/skin-theme-atom.js';
import { accountMessages } from './features/account/messages.js';
import { authMessages } from './features/auth/messages.js';
import { debugMessages } from './features/debug/messages.js';

/** How long the first render waits for the page's remote before it draws the frame without it. */
const remoteWaitMs = 1000;

/**
 * The login page takes the server's early form over when it mounts, the logged-in frame the
 * server's frame; should the app show anything else first, its own page replaces them after this long.
 */
const earlyPartsLimitMs = 3000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

for (const catalogue of [shellMessages, authMessages, accountMessages, debugMessages])
  registerCatalogue(catalogue);
reportUncaughtClosureErrors();
// The server draws the next logged-in page's frame for this screen and list view (ADR 0032).
mirrorScreenSizeInCookie();
mirrorUnitListViewInCookie();

/** Init first (app info, login state, remote list), then the skin, then the first render. */
async function start(root: HTMLElement): Promise<void> {
  // The entry has asked already; only when that failed ask again, through the client that says why.
  const init = (await earlyInit()) ?? (await call('init'));
  for (const [url, answer] of earlyAnswers()) adoptEarlyAnswer(url, answer);
  const session = sessionFromInit(init);
  portalStore.set(sessionAtom, session);
  registerPortalRemotes(init.app);
  // Loads beside the skin, so the first render already wears it.
  applyStylesheet('custom', init.app.css_custom);
  // A logged-in page's remote loads beside the skin, and the first render draws its page (one frame
  // instead of the frame, a loading state and then the page); a slow remote holds it back 1 s at most.
  const remote = session.state === 'in' ? remoteOfPath(location.pathname) : undefined;
  const [theme] = await Promise.all([
    loadSkin(init.app),
    remote && Promise.race([warmUpRemote(remote), delay(remoteWaitMs)]),
  ]);
  applyTheme(theme);
  portalStore.set(skinThemeAtom, theme);
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  setTimeout(endEarlyParts, earlyPartsLimitMs);
}

function startOnPage(): void {
  const root = document.getElementById('root');
  if (!root) return;
  start(root).catch((error: unknown) => {
    endEarlyParts();
    // Without init nothing can render; say so plainly and offer a reload.
    root.innerHTML = `<div class="portal-start-error"><h1>Portal nicht erreichbar / Portal unavailable</h1><p></p><button onclick="location.reload()">Neu laden / Reload</button></div>`;
    root.querySelector('p')!.textContent = error instanceof Error ? error.message : String(error);
  });
}

// The logged-out page runs the entry as soon as it is in (async, ADR 0030), which may be before the
// page's body is parsed.
if (document.readyState === 'loading')
  document.addEventListener('DOMContentLoaded', startOnPage, { once: true });
else startOnPage();
