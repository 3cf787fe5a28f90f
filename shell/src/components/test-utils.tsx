import type { InitResponse } from '@portal/contracts';
import {
  PortalIntlProvider,
  PortalQueryProvider,
  portalQueryClient,
  portalStore,
  registerCatalogue,
  sessionAtom,
  sessionFromInit,
  type Catalogue,
  PortalStateProvider,
  MemoryRouter,
} from '@portal/web-kit';
import { testInit } from '@portal/web-kit/testing';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';

/** Renders a component the way the shell does: the portal store, intl and a router. */
export function renderInShell(
  ui: ReactElement,
  options: { init?: InitResponse; path?: string; catalogues?: Catalogue[] } = {},
): RenderResult {
  portalStore.set(sessionAtom, sessionFromInit(options.init ?? testInit(null)));
  for (const catalogue of options.catalogues ?? []) registerCatalogue(catalogue);
  portalQueryClient.clear();
  return render(
    <PortalStateProvider>
      <PortalQueryProvider>
        <PortalIntlProvider>
          <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>
        </PortalIntlProvider>
      </PortalQueryProvider>
    </PortalStateProvider>,
  );
}

export { jsonResponse, testInit } from '@portal/web-kit/testing';
