import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { BrowserRouter, Link, Route, Routes, generatePath } from 'react-router';
import { remoteRoutes } from '@portal/contracts';
import { routes } from './routes';

/** Sample route parameters for the standalone page's links. */
const sampleParams = { sn: '1234567890', page: '1', uuid: 'demo', orderNumber: '4711' };

// Only `webpack serve` loads this entry (standalone development); the portal's shell loads ./routes.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <IntlProvider locale="de-DE" defaultLocale="de-DE">
        <BrowserRouter>
          <nav className="nav border-bottom px-2">
            {Object.values(remoteRoutes.mf_shop).map((path) => (
              <Link key={path} className="nav-link" to={generatePath(path, sampleParams)}>
                {path}
              </Link>
            ))}
          </nav>
          <Routes>
            {Object.entries(routes).map(([id, Page]) => (
              <Route key={id} path={remoteRoutes.mf_shop[id as keyof typeof routes]} element={<Page />} />
            ))}
          </Routes>
        </BrowserRouter>
      </IntlProvider>
    </StrictMode>,
  );
}
