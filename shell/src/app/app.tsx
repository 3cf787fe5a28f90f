import {
  ModalHost,
  PortalIntlProvider,
  PortalQueryProvider,
  ToastHost,
  PortalStateProvider,
} from '@portal/web-kit';
import { BrowserRouter } from 'react-router';
import { PortalRoutes } from './routes.js';

export function App() {
  return (
    <PortalStateProvider>
      <PortalQueryProvider>
        <PortalIntlProvider>
          <BrowserRouter>
            <PortalRoutes />
            <ToastHost />
            <ModalHost />
          </BrowserRouter>
        </PortalIntlProvider>
      </PortalQueryProvider>
    </PortalStateProvider>
  );
}
