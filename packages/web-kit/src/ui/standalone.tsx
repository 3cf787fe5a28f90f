import { type RemoteName, remoteRoutes } from '@portal/contracts/frontend';
import { type ComponentType, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalStateProvider } from '../state/portal-jotai.js';
import { BrowserRouter, Link, Route, Routes, generatePath } from 'react-router';
import { PortalQueryProvider } from '../api/queries.js';
import { PortalIntlProvider } from '../i18n/intl-root.js';

/** Sample route parameters for the standalone page's links. */
const sampleParams = { sn: '1234567890', page: '1', uuid: 'demo', orderNumber: '4711' };

/**
 * Renders a remote's routes on their own page with a link bar (`webpack serve` of the remote);
 * inside the portal the shell mounts ./routes instead.
 */
export function renderStandalone(remote: RemoteName, routes: Record<string, ComponentType>): void {
  const root = document.getElementById('root');
  if (!root) return;
  const paths: Record<string, string> = remoteRoutes[remote];
  createRoot(root).render(
    <StrictMode>
      <PortalStateProvider>
        <PortalQueryProvider>
          <PortalIntlProvider>
            <BrowserRouter>
              <nav className="nav border-bottom px-2">
                {Object.values(paths).map((path) => (
                  <Link key={path} className="nav-link" to={generatePath(path, sampleParams)}>
                    {path}
                  </Link>
                ))}
              </nav>
              <Routes>
                {Object.entries(routes).map(([id, Page]) => (
                  <Route key={id} path={paths[id]} element={<Page />} />
                ))}
              </Routes>
            </BrowserRouter>
          </PortalIntlProvider>
        </PortalQueryProvider>
      </PortalStateProvider>
    </StrictMode>,
  );
}
