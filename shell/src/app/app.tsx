import {
  ModalHost,
  PortalIntlProvider,
  PortalQueryProvider,
  ToastHost,
  PortalStateProvider,
  BrowserRouter,
} from '@portal/web-kit';
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
