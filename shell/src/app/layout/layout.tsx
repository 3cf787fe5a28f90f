import {
  appInfoAtom,
  currentUserAtom,
  liveSocket,
  useScreenSize,
  useAtomValue,
  Outlet,
  useLocation,
} from '@portal/web-kit';
import { useEffect, useLayoutEffect } from 'react';
import { endEarlyParts } from '../../components/early-parts.js';
import { AccountDialogs } from '../../features/account/account-dialogs.js';
import { DebugSidebar } from '../../features/debug/debug-sidebar.js';
import { BottomNav } from './bottom-nav.js';
import { Footer } from './footer.js';
import { Header } from './header.js';
import { pageAddress, pageTitle } from './page-title.js';
import { Sidebar } from './sidebar.js';
import { useRouteUnit } from './use-route-unit.js';
import { useStylesheets } from './use-stylesheets.js';
import { useUnitSerial } from '../../components/use-unit-serial.js';

/** The logged-in frame: header, side menu (bottom navigation on phones), page, footer, dialogs. */
export function PortalLayout() {
  const user = useAtomValue(currentUserAtom);
  const app = useAtomValue(appInfoAtom);
  const location = useLocation();
  const sn = useUnitSerial();
  const small = useScreenSize() === 'small';
  // Legacy operators are held on the migration page without side menu (spec 6).
  const withMenu = !user?.roles.includes('betreiberold');
  useStylesheets(sn);
  useRouteUnit(sn);
  // The frame the server drew (ADR 0032) gives way to this one before the browser paints it.
  useLayoutEffect(endEarlyParts, []);

  useEffect(() => {
    if (app) document.title = pageTitle(app, sn, user?.roles.includes('demo') ?? false, pageAddress());
  }, [app, sn, user, location.pathname]);

  useEffect(() => {
    liveSocket.connect();
    return () => liveSocket.disconnect();
  }, []);

  return (
    <div className={`portal-frame${withMenu && small ? ' portal-with-bottom-nav' : ''}`}>
      <Header withMenu={withMenu} session />
      <div className="portal-body">
        {withMenu && !small ? (
          <div className="portal-sidebar-column">
            <Sidebar />
          </div>
        ) : null}
        {/* The page is the main landmark; the footer beside it is the page's content info. */}
        <div className="portal-main">
          {/* Keyed by path: each page fades in (page transitions). */}
          <main key={location.pathname} className="portal-page">
            <Outlet />
          </main>
          <Footer />
        </div>
      </div>
      {withMenu && small ? <BottomNav /> : null}
      <AccountDialogs />
      <DebugSidebar />
    </div>
  );
}

/** The frame of the public pages (login, logged out, external documents). */
export function PublicLayout() {
  const app = useAtomValue(appInfoAtom);
  const { pathname } = useLocation();
  useStylesheets(undefined);
  useEffect(() => {
    if (app) document.title = pageTitle(app, undefined, true, pageAddress());
  }, [app, pathname]);
  return (
    <div className="portal-frame portal-public">
      <Header withMenu={false} session={false} />
      <div className="portal-main portal-public-main">
        <main className="portal-page">
          <Outlet />
        </main>
        <Footer />
      </div>
    </div>
  );
}
