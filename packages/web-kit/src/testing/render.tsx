// Renders a page the way the shell does (tests only): the portal store with the session, intl with
// the given catalogues, a router at `path`, and the modal and toast hosts dialogs render into.
import type { InitResponse } from '@portal/contracts';
import { act, fireEvent, render, type RenderResult, within } from '@testing-library/react';
import { PortalStateProvider } from '../state/portal-jotai.js';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { PortalQueryProvider, portalQueryClient } from '../api/queries.js';
import { type Catalogue, registerCatalogue } from '../i18n/catalogue.js';
import { PortalIntlProvider } from '../i18n/intl-root.js';
import { uiText } from '../i18n/ui-texts.js';
import { sessionAtom, sessionFromInit } from '../state/session.js';
import { portalStore } from '../state/store.js';
import { ModalHost, closeAllModals } from '../ui/modal-host.js';
import { ToastHost } from '../ui/toasts.js';

/** Shows the current path and query, so tests can see where a page navigated to. */
function WhereAmI() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderPageOptions {
  init: InitResponse;
  catalogues: readonly Catalogue[];
  path?: string;
  route?: string;
  /** Runs with the session in, before the page renders (a route's prefetch). */
  before?: () => void;
}

export function renderPortalPage(page: ReactElement, options: RenderPageOptions): RenderResult {
  portalStore.set(sessionAtom, sessionFromInit(options.init));
  for (const catalogue of options.catalogues) registerCatalogue(catalogue);
  // Each test starts without the answers an earlier test's fake backend gave.
  portalQueryClient.clear();
  options.before?.();
  return render(
    <PortalStateProvider>
      <PortalQueryProvider>
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
      </PortalQueryProvider>
    </PortalStateProvider>,
  );
}

/**
 * Closes the dialogs and toasts a previous test left (they live in the portal store, which outlives
 * a render).
 */
export function resetHosts(): void {
  act(() => closeAllModals());
  const { container, unmount } = render(
    <PortalStateProvider>
      <PortalIntlProvider>
        <ToastHost />
      </PortalIntlProvider>
    </PortalStateProvider>,
  );
  act(() => {
    for (const button of within(container.ownerDocument.body).queryAllByRole('button', {
      name: uiText('close'),
    })) {
      fireEvent.click(button);
    }
  });
  unmount();
}
