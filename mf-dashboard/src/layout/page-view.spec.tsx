import { catalog } from '@portal/unit-catalog';
import { portalStore, unitMetadata } from '@portal/web-kit';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  dashboardInit,
  fakeBackend,
  ok,
  renderPage,
  testSerial as sn,
  testUnit,
} from '../components/test-utils';
import { loggingUnitsAtom } from '../unit/unit-log';
import { localLayoutAtom } from '../widgets/local-layout';
import { PageView } from './page-view';

const pages = Object.entries(catalog().dachsII.layout.pages);
const [dashboardKey, dashboard] = pages.find(([, page]) => page.name === 'dashboard')!;
const [betriebKey, betriebsdaten] = pages.find(([, page]) => page.name === 'betriebsdaten')!;

function show(page = dashboard, key = dashboardKey, user: Parameters<typeof dashboardInit>[0] = {}) {
  const init = dashboardInit(user);
  const meta = unitMetadata(init, 'de-de');
  return renderPage(
    <PageView
      pageKey={key}
      page={page}
      sn={sn}
      unit={testUnit()}
      meta={meta}
      dashboard={key === dashboardKey}
    />,
    { init },
  );
}

beforeEach(() => {
  localStorage.clear();
  portalStore.set(localLayoutAtom, () => ({ removedItemIds: [], removedGroupIds: [], guiItemSettings: {} }));
  fakeBackend({ canipRequest: ok({ success: true, errorKeys: [], message: '' }) });
});

it('hides partner-only widgets from operators', () => {
  const operator = show(betriebsdaten, betriebKey);
  expect(screen.queryByRole('region', { name: 'Module' })).toBeNull();
  operator.unmount();
  show(betriebsdaten, betriebKey, { roles: ['partner'] });
  expect(screen.getByRole('region', { name: 'Module' })).toBeInTheDocument();
});

it('lets debug users remove and resize widgets and keeps that per user in the browser', async () => {
  const user = userEvent.setup();
  show(dashboard, dashboardKey, { debug: true });
  const status = screen.getByRole('region', { name: 'Betriebszustand' });
  await user.click(within(status).getByRole('button', { name: 'Debug-Funktionen' }));
  await user.click(screen.getByRole('button', { name: 'Breiter' }));
  const stored = JSON.parse(localStorage.getItem('portal.layout.betreiber') ?? '{}') as {
    guiItemSettings: Record<string, { width: number }>;
    removedItemIds: string[];
  };
  // 3 columns on the dashboard, one wider.
  expect(stored.guiItemSettings[`${dashboardKey}_dashboard.status`]?.width).toBe(4);
  await user.click(within(status).getByRole('button', { name: 'Debug-Funktionen' }));
  await user.click(screen.getByRole('button', { name: 'Kachel entfernen' }));
  expect(screen.queryByRole('region', { name: 'Betriebszustand' })).toBeNull();
  expect(
    (JSON.parse(localStorage.getItem('portal.layout.betreiber') ?? '{}') as { removedItemIds: string[] })
      .removedItemIds,
  ).toEqual(['dashboard.status']);
  await user.click(screen.getByRole('button', { name: 'Gruppe Speicher entfernen' }));
  expect(screen.queryByRole('heading', { name: 'Speicher' })).toBeNull();
});

it('shows no debug controls to other users', () => {
  show();
  expect(screen.queryAllByRole('button', { name: 'Debug-Funktionen' })).toHaveLength(0);
  expect(screen.queryByRole('button', { name: /Gruppe .* entfernen/ })).toBeNull();
});

it('switches the unit log on from a widget', async () => {
  const user = userEvent.setup();
  show(dashboard, dashboardKey, { debug: true });
  const status = screen.getByRole('region', { name: 'Betriebszustand' });
  await user.click(within(status).getByRole('button', { name: 'Debug-Funktionen' }));
  await user.click(screen.getByRole('button', { name: 'Protokoll aufzeichnen' }));
  expect(portalStore.get(loggingUnitsAtom).has(sn)).toBe(true);
});
