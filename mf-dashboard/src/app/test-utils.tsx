// Component-test support for this remote: a logged-in session whose init carries the real unit
// catalog's metadata, the shell's providers, a router, and the modal and toast hosts.
import type { InitResponse } from '@portal/contracts';
import { boardAttributes, findKind, initMetadata } from '@portal/unit-catalog';
import {
  ModalHost,
  PortalIntlProvider,
  ToastHost,
  portalStore,
  registerCatalogue,
  type ConnectedUnit,
  sessionAtom,
  sessionFromInit,
} from '@portal/web-kit';
import { testInit } from '@portal/web-kit/testing';
import { act, fireEvent, render, type RenderResult, within } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { dashboardCatalogues } from './messages.js';

export { jsonResponse } from '@portal/web-kit/testing';
export { apiError, fakeBackend, ok, type BackendAnswer, type BackendRequest } from '@portal/web-kit/testing';

/** An init answer (operator by default) with the catalog's data points, enums and texts. */
export function dashboardInit(user: Parameters<typeof testInit>[0] = {}): InitResponse {
  return { ...testInit(user), ...initMetadata() };
}

export const testSerial = '5123456789';

/** A connected unit of `productGroup` as GET /rest/canip/{sn} answers, with the catalog's layout. */
export function testUnit(overrides: Partial<ConnectedUnit> = {}, productGroup = 'dachsII'): ConnectedUnit {
  const kind = findKind(productGroup);
  if (!kind) throw new Error(`the catalog has no ${productGroup}`);
  return {
    seriennummer: testSerial,
    productGroup,
    module: 'L1',
    benennung: 'Dachs Heizungskeller',
    msrTyp: 3,
    hasVertrag: true,
    connected: true,
    online: true,
    offline: false,
    firmware: '2.14.3',
    zustimmungMap: { DACHSWEB: true, FERNZUGRIFF_DACHS: true, FERNZUGRIFF_PARTNER: true },
    boards: boardAttributes(kind).map((board) => ({ ...board, canipErrors: [] })),
    boardValues: {},
    layout: kind.layout,
    charts: kind.charts,
    state: { color: 'success', name: 'Online' },
    ...overrides,
  };
}

function WhereAmI() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `page` the way the shell does, at `path` matched by `route`. */
export function renderPage(
  page: ReactElement,
  options: { init?: InitResponse; path?: string; route?: string } = {},
): RenderResult {
  portalStore.set(sessionAtom, sessionFromInit(options.init ?? dashboardInit()));
  for (const catalogue of dashboardCatalogues) registerCatalogue(catalogue);
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

/** Closes the toasts a previous test left (they live in the portal store, which outlives a render). */
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
