import { ModalHost, PortalIntlProvider, ToastHost, portalStore } from '@portal/web-kit';
import { Provider } from 'jotai';
import { BrowserRouter } from 'react-router';
import { PortalRoutes } from './routes.js';

export function App() {
  return (
    <Provider store={portalStore}>
      <PortalIntlProvider>
        <BrowserRouter>
          <PortalRoutes />
          <ToastHost />
          <ModalHost />
        </BrowserRouter>
      </PortalIntlProvider>
    </Provider>
  );
}
