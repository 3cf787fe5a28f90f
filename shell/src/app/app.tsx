import { ModalHost, PortalIntlProvider, PortalQueryProvider, ToastHost, portalStore } from '@portal/web-kit';
import { Provider } from 'jotai';
import { BrowserRouter } from 'react-router';
import { PortalRoutes } from './routes.js';

export function App() {
  return (
    <Provider store={portalStore}>
      <PortalQueryProvider>
        <PortalIntlProvider>
          <BrowserRouter>
            <PortalRoutes />
            <ToastHost />
            <ModalHost />
          </BrowserRouter>
        </PortalIntlProvider>
      </PortalQueryProvider>
    </Provider>
  );
}
