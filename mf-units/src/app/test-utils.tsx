// Component-test support for this remote: a logged-in session, the shell's providers, a fetch that
// answers like the portal's backend, and the modal and toast hosts the dialogs render into. (The
// init fixture and fetch answers come from web-kit's testing module, shared with the shell.)
import type { InitResponse } from '@portal/contracts';
import {
  ModalHost,
  PortalIntlProvider,
  ToastHost,
  portalStore,
  registerCatalogue,
  sessionAtom,
  sessionFromInit,
} from '@portal/web-kit';
import { act, fireEvent, render, type RenderResult, within } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { unitsMessages } from './messages.js';
import { jsonResponse, testInit } from '@portal/web-kit/testing';

export { jsonResponse, testInit };

/** Shows the current path and query, so tests can see where a page navigated to. */
function WhereAmI() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders a page the way the shell does: the portal store with the session, intl with this
 * remote's texts, a router at `path` (other paths render nothing), and the modal and toast hosts.
 */
export function renderPage(
  page: ReactElement,
  options: { init?: InitResponse; path?: string; route?: string } = {},
): RenderResult {
  portalStore.set(sessionAtom, sessionFromInit(options.init ?? testInit()));
  registerCatalogue(unitsMessages);
  return render(
    <Provider store={portalStore}>
      <PortalIntlProvider>
        <MemoryRouter initialEntries={[options.path ?? '/']}>
          <Routes>
            <Route path={options.route ?? '/'} element={page} />
            <Route path="*" element={null} />
          </Routes>
          <WhereAmI />
          <ModalHost />
          <ToastHost />
        </MemoryRouter>
      </PortalIntlProvider>
    </Provider>,
  );
}

export { apiError, fakeBackend, ok, type BackendAnswer, type BackendRequest } from '@portal/web-kit/testing';

/** Closes the toasts a previous test left (they live in the portal store, which outlives each render). */
export function resetHosts(): void {
  const { container, unmount } = render(
    <Provider store={portalStore}>
      <PortalIntlProvider>
        <ToastHost />
      </PortalIntlProvider>
    </Provider>,
  );
  act(() => {
    for (const button of within(container.ownerDocument.body).queryAllByRole('button', { name: 'Close' })) {
      fireEvent.click(button);
    }
  });
  unmount();
}
