import type { InitResponse, SkinTheme } from '@portal/contracts';
import { earlyFrameId, remotePageOf } from '@portal/contracts/frontend';
import {
  MemoryRouter,
  PortalIntlProvider,
  PortalQueryProvider,
  PortalStateProvider,
  Route,
  Routes,
  ServerScreenSize,
  localeOf,
  portalQueryClient,
  portalStore,
  registerCatalogue,
  screenSizeOfCookie,
  sessionAtom,
  sessionFromInit,
  unitListViewAtom,
  unitListViewOfCookie,
} from '@portal/web-kit';
import { renderToStaticMarkup } from 'react-dom/server';
import { shellMessages } from '../../components/messages.js';
import { skinThemeAtom } from '../../components/skin-theme-atom.js';
import { PortalLayout } from '../layout/layout.js';
import { Loading } from '../loading.js';

// Built for Node (shell/webpack.server.js): the backend draws a logged-in page's frame (header, menu,
// footer) with the app's own layout, so it shows with the page's first paint while the app's
// scripts load; the app's frame takes it over (docs/adr/0032-server-drawn-frame.md).

registerCatalogue(shellMessages);

export interface FrameRequest {
  /** init's answer for the request's session. */
  init: InitResponse;
  theme: SkinTheme;
  pathname: string;
  search: string;
  /** The request's Cookie header (the screen's size class, the start page's view). */
  cookie: string | undefined;
}

export interface RenderedFrame {
  /** The frame's container, to stand before the app's root (which the page hides until the take-over). */
  html: string;
  /** The page's language (BCP 47). */
  lang: string;
}

/**
 * The frame of a logged-in page whose content is a remote's, with the app's loading state where
 * the page goes; undefined where the app shows something else first or looks different: no session,
 * a legacy operator (held on /migrate), a custom stylesheet, a screen size not known yet, a unit's
 * page (its menu grows by the unit's own entries once the app has the unit).
 */
export function renderFrame(request: FrameRequest): RenderedFrame | undefined {
  const session = sessionFromInit(request.init);
  const screen = screenSizeOfCookie(request.cookie);
  if (session.state !== 'in' || !screen || request.init.app.css_custom) return undefined;
  if (session.user.roles.includes('betreiberold')) return undefined;
  // A unit's page has entries of that unit's own in its menu, known once the app has the unit.
  const page = remotePageOf(request.pathname);
  if (!page || page.params['sn'] !== undefined) return undefined;
  // The portal's store and query client are the module's own; one request at a time renders
  // (synchronously), and nothing it asked for is kept for the next.
  portalStore.set(sessionAtom, session);
  portalStore.set(skinThemeAtom, request.theme);
  portalStore.set(unitListViewAtom, unitListViewOfCookie(request.cookie));
  try {
    const html = renderToStaticMarkup(
      <div id={earlyFrameId}>
        <ServerScreenSize.Provider value={screen}>
          <PortalStateProvider>
            <PortalQueryProvider>
              <PortalIntlProvider>
                <MemoryRouter initialEntries={[`${request.pathname}${request.search}`]}>
                  <Routes>
                    <Route element={<PortalLayout />}>
                      <Route path="*" element={<Loading />} />
                    </Route>
                  </Routes>
                </MemoryRouter>
              </PortalIntlProvider>
            </PortalQueryProvider>
          </PortalStateProvider>
        </ServerScreenSize.Provider>
      </div>,
    );
    return { html, lang: localeOf(session.user.language) };
  } finally {
    portalQueryClient.clear();
  }
}
