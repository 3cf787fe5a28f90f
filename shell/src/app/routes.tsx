import { type RemoteName, remoteNames, remoteOfPath, remoteRoutes } from '@portal/contracts/frontend';
import { returnPath, warmUpRemoteModule, Navigate, Route, Routes, useLocation } from '@portal/web-kit';
import { useEffect } from 'react';
import type { LoginState } from '../components/login-state.js';
import { HashLoginPage } from '../features/auth/hash-login-page.js';
import { LoggedOutPage } from '../features/auth/logged-out-page.js';
import { LoginPage } from '../features/auth/login-page.js';
import { PortalLayout, PublicLayout } from './layout/layout.js';
import { ExtDocPage } from '../features/help/extdoc-page.js';
import { NotFoundPage } from '../features/pages/not-found-page.js';
import { RequireLogin } from './guards.js';
import { LazyRoute, RemoteRoute } from './remote-route.js';
import { prefetchRoute, warmUpRemote } from './federation.js';
import { alarmBell } from './remotes.js';

// Pages few open load when opened: their forms' checks (zod) stay out of the first screen.
const userSettingsPage = async () =>
  (await import('../features/account/user-settings-page.js')).UserSettingsPage;
const testPage = async () => (await import('../features/pages/test-page.js')).TestPage;

/** Unit pages opened without a serial go to the start page (spec 2). */
const unitPagesWithoutSerial = ['/dashboard', '/errors', '/balance', '/settings', '/debug', '/dp/:page'];

const remoteRouteList = remoteNames.flatMap((remote: RemoteName) =>
  Object.entries(remoteRoutes[remote]).map(([routeId, path]) => ({ remote, routeId, path })),
);

/**
 * The login page; while the person types, the remote of the page after login loads, and the alarm
 * bell that the frame of every logged-in page shows (it would otherwise load beside that page's data).
 * A login that went through asks for that page's data as it leaves.
 */
function LoginRoute() {
  const from = (useLocation().state as LoginState | null)?.from;
  const next = remoteOfPath(returnPath(from) ?? '/');
  useEffect(() => {
    if (next) void warmUpRemote(next);
    void warmUpRemoteModule(alarmBell);
  }, [next]);
  return <LoginPage onSignedIn={prefetchRoute} />;
}

/** Every route of spec 2: public ones, the shell's own, and those of the remotes (loaded lazily). */
export function PortalRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path="/login" element={<LoginRoute />} />
        <Route path="/login/:hash" element={<HashLoginPage />} />
        <Route path="/loggedout" element={<LoggedOutPage />} />
        <Route path="/extdoc/:name" element={<ExtDocPage />} />
      </Route>
      <Route
        element={
          <RequireLogin>
            <PortalLayout />
          </RequireLogin>
        }
      >
        {remoteRouteList.map(({ remote, routeId, path }) => (
          <Route
            key={`${remote}.${routeId}`}
            path={path}
            element={<RemoteRoute remote={remote} routeId={routeId} />}
          />
        ))}
        <Route path="/usersettings" element={<LazyRoute load={userSettingsPage} />} />
        <Route path="/test" element={<LazyRoute load={testPage} />} />
        {unitPagesWithoutSerial.map((path) => (
          <Route key={path} path={path} element={<Navigate to="/" replace />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
