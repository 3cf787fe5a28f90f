// Component-test support for this remote: a logged-in session whose init carries the real unit
// catalog's metadata, the shell's providers, a router, and the modal and toast hosts.
import type { InitResponse } from '@portal/contracts';
import { boardAttributes, chartConfig, findKind, initMetadata } from '@portal/unit-catalog';
import type { ConnectedUnit } from '@portal/web-kit';
import { renderPortalPage, testInit } from '@portal/web-kit/testing';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { dashboardCatalogues } from '../app/messages.js';

export {
  apiError,
  fakeBackend,
  jsonResponse,
  ok,
  resetHosts,
  type BackendAnswer,
  type BackendRequest,
} from '@portal/web-kit/testing';

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
    id: 1,
    seriennummer: testSerial,
    productGroup,
    module: 'L1',
    benennung: 'Dachs Heizungskeller',
    msrTyp: 3,
    hasVertrag: true,
    inbetriebnahmeDatum: '2019-03-22',
    connected: true,
    online: true,
    offline: false,
    firmware: '2.14.3',
    zustimmungMap: { DACHSWEB: true, FERNZUGRIFF_DACHS: true, FERNZUGRIFF_PARTNER: true },
    boards: boardAttributes(kind).map((board) => ({ ...board, canipErrors: [] })),
    boardValues: {},
    layout: kind.layout,
    charts: kind.charts.map((chart) => chartConfig(kind, chart)),
    state: { color: 'success', name: 'Online' },
    metaInfo: { firmware: '2.14.3', stateSince: '2024-05-06T06:00:00.000Z', lastValueAt: null },
    logEntries: [],
    loggingActive: false,
    boardTrending: {},
    chartValues: {},
    ...overrides,
  };
}

/** Renders `page` the way the shell does, at `path` matched by `route`. */
export function renderPage(
  page: ReactElement,
  options: { init?: InitResponse; path?: string; route?: string } = {},
): RenderResult {
  return renderPortalPage(page, {
    ...options,
    init: options.init ?? dashboardInit(),
    catalogues: dashboardCatalogues,
  });
}

/** An IntersectionObserver under which nothing ever comes into view: lazy charts stay placeholders. */
export class NeverInView {
  observe() {}
  disconnect() {}
}
