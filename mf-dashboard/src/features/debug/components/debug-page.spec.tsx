import { currentUnitAtom, portalStore, unitValuesAtom } from '@portal/web-kit';
import { fakeLiveSocket, type FakeLiveSocket } from '@portal/web-kit/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  dashboardInit,
  fakeBackend,
  ok,
  renderPage,
  resetHosts,
  testSerial,
  testUnit,
} from '../../../components/test-utils.js';
import { collectKeys, collectedKeysAtom } from '../../../unit/collector.js';
import { loggingUnitsAtom, maxLogEntries, unitLogsAtom } from '../../../unit/unit-log.js';
import { seenKeysAtom } from '../atoms/seen-keys.js';
import { DebugPage } from './debug-page.js';

const other = '5199999999';

let live: FakeLiveSocket;
const deliver = (...messages: unknown[]) => live.deliver(...messages);

const value = (sn: string, dataPointName: string, raw: unknown, index: number | null = null) => ({
  action: 'CanipValue',
  data: {
    sn,
    boardName: 'Hka_Mw1',
    dataPointName,
    index,
    array: index !== null,
    size: false,
    age: 0,
    value: raw,
    ts: Date.now(),
    function: 'ReadPos',
    archive: false,
    virtual: false,
    request: false,
  },
});
const trending = {
  action: 'Trending',
  data: {
    sn: testSerial,
    key: 'Hka_Mw1.Temp.sbVorlauf',
    points: [
      { ts: Date.UTC(2024, 4, 6, 8, 0), value: 600 },
      { ts: Date.UTC(2024, 4, 6, 8, 10), value: 655 },
      { ts: Date.UTC(2024, 4, 6, 8, 20), value: 620 },
    ],
  },
};
const archive = { action: 'CanipArchive', data: { sn: testSerial, count: 12, from: 1, to: 2 } };
const store = {
  action: 'HkaStore',
  sn: testSerial,
  data: { updateType: 'update', unit: { online: false } },
};
const info = { action: 'Info', data: { key: 'live.unitOnline', level: 'info' } };

async function open() {
  fakeBackend({
    canipConnect: ok(testUnit()),
    canipRequest: ok({ success: true, errorKeys: [], message: '' }),
  });
  const view = renderPage(<DebugPage />, {
    init: dashboardInit({ roles: ['admin'], debug: true }),
    path: `/${testSerial}/debug`,
    route: '/:sn/debug',
  });
  await screen.findByRole('tab', { name: 'Log' });
  return view;
}

const logSwitch = () => screen.getByRole('checkbox', { name: 'Live-Meldungen dieser Anlage aufzeichnen' });
const rows = () => screen.queryAllByTestId('log-entry');
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

beforeEach(() => {
  resetHosts();
  portalStore.set(currentUnitAtom, null);
  portalStore.set(unitValuesAtom, new Map());
  portalStore.set(loggingUnitsAtom, new Set());
  portalStore.set(unitLogsAtom, new Map());
  portalStore.set(collectedKeysAtom, new Map());
  portalStore.set(seenKeysAtom, new Set());
  live = fakeLiveSocket();
});

afterEach(() => {
  live.restore();
});

test('logging is off until switched on, then records this unit’s values newest first', async () => {
  const user = userEvent.setup();
  await open();
  expect(screen.getByRole('tab', { name: 'Log' })).toHaveAttribute('aria-selected', 'true');
  expect(logSwitch()).not.toBeChecked();
  expect(screen.getByText(/Das Logging ist aus/)).toBeInTheDocument();
  deliver(value(testSerial, 'Temp.sbVorlauf', 611));
  expect(rows()).toHaveLength(0);

  await user.click(logSwitch());
  expect(screen.getByText(/Noch keine Meldungen/)).toBeInTheDocument();
  deliver(
    value(testSerial, 'Temp.sbVorlauf', 612),
    value(other, 'Temp.sbVorlauf', 999),
    value(testSerial, 'Temp.sbZS_Fuehler3', 450, 2),
  );
  expect(rows()).toHaveLength(2);
  expect(cells(rows()[0]!).slice(1)).toEqual([
    'UPDATE_CANIPVALUE',
    'Hka_Mw1',
    'Temp.sbZS_Fuehler3[2]',
    '450',
  ]);
  expect(cells(rows()[1]!).slice(1)).toEqual(['UPDATE_CANIPVALUE', 'Hka_Mw1', 'Temp.sbVorlauf', '612']);
  expect(screen.getByTestId('log-count')).toHaveTextContent('2 Einträge');

  await user.click(logSwitch());
  deliver(value(testSerial, 'Temp.sbVorlauf', 613));
  expect(rows()).toHaveLength(2);
});

test('archive, trending, store and info messages get their types; other messages are ignored', async () => {
  const user = userEvent.setup();
  await open();
  await user.click(logSwitch());
  deliver(archive, trending, store, info, { action: 'Connected', data: { login: 'x', version: '1' } });
  expect(rows().map((row) => row.dataset['type'])).toEqual(['INFO', 'HKA_STORE', 'TRENDING', 'ARCHIVE']);
  const trend = rows()[2]!;
  expect(cells(trend)[2]).toBe('Hka_Mw1');
  expect(cells(trend)[3]).toBe('Temp.sbVorlauf');
  expect(trend).toHaveTextContent('3 Punkte');
  expect(rows()[3]).toHaveTextContent('12 Werte nachgeliefert');
});

test('a value row opens nothing; other rows open the trending dialog with their data', async () => {
  const user = userEvent.setup();
  await open();
  await user.click(logSwitch());
  deliver(value(testSerial, 'Temp.sbVorlauf', 612), trending, store);

  await user.click(rows()[2]!);
  expect(screen.queryByRole('dialog')).toBeNull();

  await user.click(within(rows()[1]!).getByRole('button', { name: 'Details zu TRENDING anzeigen' }));
  const dialog = await screen.findByRole('dialog', { name: /Trendingdaten/ });
  expect(within(dialog).getByRole('img', { name: 'Verlauf von Hka_Mw1.Temp.sbVorlauf' })).toBeInTheDocument();
  expect(dialog.querySelector('[data-stat="min"] dd')).toHaveTextContent('600');
  expect(dialog.querySelector('[data-stat="max"] dd')).toHaveTextContent('655');
  expect(dialog.querySelector('[data-stat="last"] dd')).toHaveTextContent('620');
  const pointRows = within(dialog).getAllByRole('row').slice(1);
  expect(pointRows).toHaveLength(3);
  expect(pointRows[0]).toHaveTextContent('620');
  // The footer's button (the header's cross is named the same).
  await user.click(within(dialog).getAllByRole('button', { name: 'Schließen' }).at(-1)!);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  await user.click(rows()[0]!);
  const storeDialog = await screen.findByRole('dialog');
  expect(storeDialog).toHaveTextContent('HKA_STORE');
  expect(storeDialog).toHaveTextContent('"updateType": "update"');
});

test('a trending message without points says so', async () => {
  const user = userEvent.setup();
  await open();
  await user.click(logSwitch());
  deliver({ ...trending, data: { ...trending.data, points: [] } });
  await user.click(rows()[0]!);
  expect(await screen.findByText('Im Zeitraum liegen keine Werte vor.')).toBeInTheDocument();
});

test('clear empties the log; logging stays on', async () => {
  const user = userEvent.setup();
  await open();
  await user.click(logSwitch());
  deliver(value(testSerial, 'Temp.sbVorlauf', 612), info);
  await user.click(screen.getByRole('button', { name: 'Leeren' }));
  expect(rows()).toHaveLength(0);
  expect(logSwitch()).toBeChecked();
  expect(screen.getByRole('button', { name: 'Leeren' })).toBeDisabled();
});

test('the log keeps recording while the page is closed', async () => {
  const user = userEvent.setup();
  const view = await open();
  await user.click(logSwitch());
  view.unmount();
  deliver(value(testSerial, 'Temp.sbVorlauf', 640));
  await open();
  expect(logSwitch()).toBeChecked();
  expect(rows()).toHaveLength(1);
  expect(rows()[0]).toHaveTextContent('640');
});

test(`the log keeps the newest ${maxLogEntries} entries`, async () => {
  const user = userEvent.setup();
  await open();
  await user.click(logSwitch());
  deliver(...Array.from({ length: maxLogEntries + 5 }, (_, i) => value(testSerial, 'Temp.sbVorlauf', i)));
  expect(rows()).toHaveLength(maxLogEntries);
  expect(cells(rows()[0]!)[4]).toBe(String(maxLogEntries + 4));
  expect(cells(rows()[maxLogEntries - 1]!)[4]).toBe('5');
  expect(screen.getByText(`Es werden die neuesten ${maxLogEntries} Einträge behalten.`)).toBeInTheDocument();
});

test('the collector lists the collected keys with label, value and age, and asks for them again', async () => {
  const user = userEvent.setup();
  await open();
  const release = collectKeys(['Hka_Mw1.Temp.sbVorlauf', 'Hka_Mw1.bMotorStatus']);
  const keep = collectKeys(['Hka_Mw1.Temp.sbVorlauf']);
  portalStore.set(
    unitValuesAtom,
    new Map([
      ['Hka_Mw1.Temp.sbVorlauf', { value: 62, ts: Date.now() - 90_000 }],
      ['Hka_Mw1.bMotorStatus', { value: 32, ts: Date.now() - 3_000 }],
    ]),
  );
  await user.click(screen.getByRole('tab', { name: 'Collector' }));

  const entries = await screen.findAllByTestId('collected-key');
  expect(entries.map((row) => row.dataset['key'])).toEqual([
    'Hka_Mw1.Temp.sbVorlauf',
    'Hka_Mw1.bMotorStatus',
  ]);
  expect(cells(entries[0]!)).toEqual([
    'Hka_Mw1.Temp.sbVorlauf',
    'Vorlauftemperatur',
    '2',
    '62,0\u00a0°C',
    'vor 1 Minute',
  ]);
  expect(cells(entries[1]!).slice(1, 4)).toEqual(['Motorstatus', '1', 'Läuft: Generator am Netz']);

  const backend = fakeBackend({
    canipRequest: ok({ success: true, errorKeys: [], message: '' }),
  });
  await user.click(screen.getByRole('button', { name: 'Werte abfragen' }));
  await waitFor(() => expect(backend.requests('canipRequest')).toHaveLength(1));
  expect(backend.requests('canipRequest')[0]?.body).toMatchObject({
    keys: ['Hka_Mw1.Temp.sbVorlauf', 'Hka_Mw1.bMotorStatus'],
  });

  // A page that closes releases its keys; the collector still lists them.
  act(() => release());
  expect(screen.getAllByTestId('collected-key')[1]).toHaveTextContent('nicht mehr gesammelt');
  expect(screen.getAllByTestId('collected-key')[0]).toHaveTextContent('1');
  act(() => keep());
});

test('the collector explains where keys come from when none were collected', async () => {
  const user = userEvent.setup();
  await open();
  await user.click(screen.getByRole('tab', { name: 'Collector' }));
  expect(await screen.findByText(/Noch keine Schlüssel gesammelt/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Werte abfragen' })).toBeDisabled();
});

test('keys the dashboard collected before the debug page opened stay listed until another unit opens', async () => {
  const user = userEvent.setup();
  // The dashboard was open: the unit is loaded, its widgets collected keys and released them on leaving.
  portalStore.set(currentUnitAtom, { sn: testSerial, unit: testUnit() });
  collectKeys(['Hka_Mw1.sWirkleistung'])();
  await open();
  await user.click(screen.getByRole('tab', { name: 'Collector' }));
  const [entry] = await screen.findAllByTestId('collected-key');
  expect(entry).toHaveAttribute('data-key', 'Hka_Mw1.sWirkleistung');
  expect(entry).toHaveTextContent('Wirkleistung');
  expect(entry).toHaveTextContent('nicht mehr gesammelt');

  expect(portalStore.get(seenKeysAtom)).toEqual(new Set(['Hka_Mw1.sWirkleistung']));
  act(() => portalStore.set(currentUnitAtom, { sn: other, unit: testUnit({ seriennummer: other }) }));
  expect(portalStore.get(seenKeysAtom).size).toBe(0);
});

test('spec 6: without the debug flag the address leads to the dashboard, and nothing is loaded', () => {
  const backend = fakeBackend({});
  renderPage(<DebugPage />, {
    init: dashboardInit({ roles: ['betreiber'], debug: false }),
    path: `/${testSerial}/debug`,
    route: '/:sn/debug',
  });
  expect(screen.getByTestId('location')).toHaveTextContent(`/${testSerial}/dashboard`);
  expect(screen.queryByRole('tab', { name: 'Log' })).toBeNull();
  expect(backend.fetch).not.toHaveBeenCalled();
});
