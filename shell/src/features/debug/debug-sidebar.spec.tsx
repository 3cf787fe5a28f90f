import type { ChartConfig, StylesheetsResponse } from '@portal/contracts';
import {
  ModalHost,
  ToastHost,
  debugActiveAtom,
  type ConnectedUnit,
  catalogueProblems,
  currentUnitAtom,
  portalStore,
  unitValuesAtom,
} from '@portal/web-kit';
import {
  apiError,
  fakeBackend,
  fakeLiveSocket,
  ok,
  resetHosts,
  type FakeLiveSocket,
} from '@portal/web-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shellMessages } from '../../components/messages.js';
import { renderInShell, testInit } from '../../components/test-utils.js';
import { debugPanelOpenAtom } from '../../components/layout-atoms.js';
import { DebugSidebar } from './debug-sidebar.js';
import { debugMessages } from './messages.js';

const sn = '5123456789';

const unit = {
  seriennummer: sn,
  module: 'L1',
  layout: { old: true },
  charts: [],
  boards: [
    { name: 'Hka_Bd', attributes: ['bStoerung', 'bWarnung'], canipErrors: [] },
    { name: 'Hka_Mw1', attributes: ['Temp.sbVorlauf', 'sWirkleistung'], canipErrors: [] },
  ],
} as unknown as ConnectedUnit;

let live: FakeLiveSocket;
const deliver = (message: unknown) => live.deliver(message);

const canipValue = (fields: Record<string, unknown>) => ({
  action: 'CanipValue',
  data: {
    sn,
    boardName: 'Hka_Mw1',
    dataPointName: 'Temp.sbVorlauf',
    index: null,
    array: false,
    size: false,
    age: 3,
    value: 615,
    ts: Date.UTC(2024, 4, 6, 8, 0, 5),
    function: 'ReadPos',
    archive: false,
    virtual: false,
    request: false,
    ...fields,
  },
});

function open(path = `/${sn}/dashboard`) {
  portalStore.set(debugPanelOpenAtom, true);
  renderInShell(<DebugSidebar />, {
    init: testInit({ roles: ['admin'] }),
    path,
    catalogues: [shellMessages, debugMessages],
  });
  return screen.getByRole('dialog');
}

beforeEach(() => {
  portalStore.set(currentUnitAtom, { sn, unit });
  portalStore.set(unitValuesAtom, new Map([['Hka_Mw1.Temp.sbVorlauf', { value: 61.5, ts: 1 }]]));
  live = fakeLiveSocket();
});

afterEach(() => {
  live.restore();
  portalStore.set(debugPanelOpenAtom, false);
});

test('the unit tools appear only while a unit route is open', () => {
  const panel = open('/');
  expect(within(panel).getByRole('button', { name: 'Layout zurücksetzen' })).toBeInTheDocument();
  expect(within(panel).queryByRole('button', { name: 'Werte leeren' })).toBeNull();
});

test('the debug mode switch says what it does and turns on reporting closure errors (spec 8)', async () => {
  const panel = open('/');
  const toggle = within(panel).getByRole('checkbox', { name: 'Debug-Modus' });
  expect(toggle).toHaveAccessibleDescription(/Meldet Fehler im Hintergrund/);
  expect(portalStore.get(debugActiveAtom)).toBe(false);
  await userEvent.click(toggle);
  expect(portalStore.get(debugActiveAtom)).toBe(true);
  await userEvent.click(toggle);
});

test('admins edit the layout and custom CSS per skin; saving sends it and takes the new version (spec 7)', async () => {
  const user = userEvent.setup();
  const stylesAnswer: StylesheetsResponse = {
    skin: 'dachs',
    entries: [
      {
        sheet: 'custom',
        scope: 'all',
        css: '.all {}',
        updatedBy: 'admin',
        updatedAt: '2026-11-20T10:00:00.000Z',
      },
    ],
    files: ['custom.css'],
    customUrl: '/rest/info/css/custom?v=aaaaaaaaaaaa',
  };
  const init = testInit({ roles: ['admin'] });
  const backend = fakeBackend({
    adminStyles: ok(stylesAnswer),
    adminStylesSave: ok(stylesAnswer),
    init: ok({
      ...init,
      app: { ...init.app, css_custom: '/rest/info/css/custom?v=bbbbbbbbbbbb' },
    }),
  });
  portalStore.set(debugPanelOpenAtom, true);
  renderInShell(
    <>
      <DebugSidebar />
      <ModalHost />
      <ToastHost />
    </>,
    { init, path: '/', catalogues: [shellMessages, debugMessages] },
  );
  await user.click(
    within(screen.getByRole('dialog')).getByRole('button', { name: 'Layout- und Custom-CSS' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Layout- und Custom-CSS' });
  const css = await within(dialog).findByRole('textbox', { name: 'CSS' });
  expect(css).toHaveValue('.all {}');
  expect(
    within(dialog).getByText(/Dateien der Installation \(STYLES_DIR\) kommen außerdem: custom.css/),
  ).toBeVisible();
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Gilt für' }), 'Skin dachs (dieser)');
  expect(css).toHaveValue('');
  fireEvent.change(css, { target: { value: ':root { --portal-accent: #0a0 !important; }' } });
  await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByText('Das Stylesheet ist gespeichert und gilt ab sofort.')).toBeVisible();
  expect(backend.requests('adminStylesSave').map((sent) => sent.body)).toEqual([
    { sheet: 'custom', scope: 'dachs', css: ':root { --portal-accent: #0a0 !important; }' },
  ]);
  // The page links the sheet init now names.
  expect(backend.requests('init')).toHaveLength(1);
  resetHosts();
});

test('debug users who are no admins do not get the stylesheet editor', () => {
  portalStore.set(debugPanelOpenAtom, true);
  renderInShell(<DebugSidebar />, {
    init: testInit({ roles: ['partner'], debug: true }),
    path: '/',
    catalogues: [shellMessages, debugMessages],
  });
  expect(
    within(screen.getByRole('dialog')).queryByRole('button', { name: 'Layout- und Custom-CSS' }),
  ).toBeNull();
});

test('a unit route whose unit is not loaded yet says so', () => {
  portalStore.set(currentUnitAtom, null);
  const panel = open();
  expect(within(panel).getByText('Die Anlage ist noch nicht geladen.')).toBeInTheDocument();
});

test('clear values empties the unit’s values', async () => {
  const user = userEvent.setup();
  const panel = open();
  expect(within(panel).getByRole('heading', { name: 'Anlage 51 2345 6789' })).toBeInTheDocument();
  await user.click(within(panel).getByRole('button', { name: 'Werte leeren' }));
  expect(portalStore.get(unitValuesAtom).size).toBe(0);
  expect(within(panel).getByRole('status')).toHaveTextContent('Die Werte der Anlage wurden geleert');
});

const freshChart: ChartConfig = {
  name: 'c1',
  label: 'chart.c1',
  type: 'line',
  source: 'day',
  columns: [],
  options: { period: 'd' },
  chartJsData: { labels: [], datasets: [] },
  chartJsOptions: {},
};

test('reload layout puts the new layout and charts into the current unit', async () => {
  const user = userEvent.setup();
  const backend = fakeBackend({
    canipReloadLayout: ok({ layout: { fresh: true }, charts: [freshChart] }),
  });
  const panel = open();
  await user.click(within(panel).getByRole('button', { name: 'Layout neu laden' }));
  expect(await within(panel).findByText('Layout und Charts wurden neu geladen.')).toBeInTheDocument();
  expect(backend.requests('canipReloadLayout')).toHaveLength(1);
  const current = portalStore.get(currentUnitAtom)!;
  expect(current.unit.layout).toEqual({ fresh: true });
  expect(current.unit.charts).toEqual([freshChart]);
  expect(current.unit.boards).toBe(unit.boards);
});

test('a failed layout reload shows the answer', async () => {
  const user = userEvent.setup();
  fakeBackend({ canipReloadLayout: apiError(403, 'exception.accessdeniedunit') });
  const panel = open();
  await user.click(within(panel).getByRole('button', { name: 'Layout neu laden' }));
  expect(await within(panel).findByRole('alert')).toHaveTextContent(/Zugriff/);
  expect(portalStore.get(currentUnitAtom)?.unit.layout).toEqual({ old: true });
});

test('fetch raw asks for the chosen key and shows the next CanipValue for it with its age', async () => {
  const user = userEvent.setup();
  const backend = fakeBackend({ canipRequest: ok({ success: true, errorKeys: [], message: '' }) });
  const panel = open();
  const fetchButton = within(panel).getByRole('button', { name: 'Abfragen' });
  expect(fetchButton).toBeDisabled();

  await user.selectOptions(within(panel).getByLabelText('Baugruppe'), 'Hka_Mw1');
  const dataPoint = within(panel).getByLabelText('Datenpunkt');
  expect(
    within(dataPoint)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Datenpunkt wählen …', 'Temp.sbVorlauf', 'sWirkleistung']);
  await user.selectOptions(dataPoint, 'Temp.sbVorlauf');
  await user.click(fetchButton);

  await waitFor(() => expect(backend.requests('canipRequest')).toHaveLength(1));
  expect(backend.requests('canipRequest')[0]?.body).toEqual({
    seriennummer: sn,
    keys: ['Hka_Mw1.Temp.sbVorlauf'],
  });
  expect(screen.getByTestId('raw-result')).toHaveTextContent('Warte auf den Wert von Hka_Mw1.Temp.sbVorlauf');

  // Other keys and other units are not the answer.
  deliver(canipValue({ dataPointName: 'sWirkleistung', value: 1 }));
  deliver(canipValue({ sn: '5199999999', value: 2 }));
  expect(screen.queryByTestId('raw-value')).toBeNull();

  deliver(canipValue({ value: 615, age: 3 }));
  expect(screen.getByTestId('raw-value')).toHaveTextContent('615');
  expect(screen.getByTestId('raw-age')).toHaveTextContent('3 s');

  // Only the next message is shown.
  deliver(canipValue({ value: 700, age: 0 }));
  expect(screen.getByTestId('raw-value')).toHaveTextContent('615');
});

test('a key the unit does not know is reported', async () => {
  const user = userEvent.setup();
  fakeBackend({ canipRequest: ok({ success: false, errorKeys: ['Hka_Bd.bWarnung'], message: 'x' }) });
  const panel = open();
  await user.selectOptions(within(panel).getByLabelText('Datenpunkt'), 'bWarnung');
  await user.click(within(panel).getByRole('button', { name: 'Abfragen' }));
  expect(
    await screen.findByText('Die Anlage kennt den Schlüssel Hka_Bd.bWarnung nicht.'),
  ).toBeInTheDocument();
});

test('a failed request shows the answer', async () => {
  const user = userEvent.setup();
  fakeBackend({ canipRequest: apiError(503, 'exception.unitoffline') });
  const panel = open();
  await user.selectOptions(within(panel).getByLabelText('Datenpunkt'), 'bStoerung');
  await user.click(within(panel).getByRole('button', { name: 'Abfragen' }));
  expect(
    await within(screen.getByTestId('raw-result')).findByText('Die Anlage ist zurzeit nicht erreichbar.'),
  ).toBeInTheDocument();
});

test('the debug texts exist in German and English', () => {
  expect(catalogueProblems(debugMessages)).toEqual([]);
});
