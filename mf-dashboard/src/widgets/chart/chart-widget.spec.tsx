import type { EndpointAnswer } from '@portal/web-kit/testing';
import { jest } from '@jest/globals';
import { currentUnitAtom, portalStore, unitMetadata, useAtomValue } from '@portal/web-kit';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiError,
  dashboardInit,
  fakeBackend,
  NeverInView,
  ok,
  renderPage,
  resetHosts,
  testSerial,
  testUnit,
} from '../../components/test-utils.js';
import type { ReactNode } from 'react';
import { PageChartRangeContext, chartRangesAtom } from '../date-picker/chart-range-atom.js';
import { fixtureDay, powerAnswer } from './chart-fixtures.js';
import { ChartWidget } from './chart-widget.js';

const pageKey = 'netz-messung';

// Highcharts itself is not drawn here (jsdom has no layout): the observer never reports the chart
// in view, which also proves the library loads only on demand.
/** A chart-mode page as the data page provides it: its picker's period, kept in the ranges atom. */
function ChartModePage({ children }: { children: ReactNode }) {
  const ranges = useAtomValue(chartRangesAtom);
  return <PageChartRangeContext value={ranges[pageKey] ?? null}>{children}</PageChartRangeContext>;
}

/** Files the widget hands to the browser, instead of downloading them. */
function captureDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:chart'),
    revokeObjectURL: () => undefined,
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names };
}

afterEach(() => jest.restoreAllMocks());

function open(name = 'netz.leistung') {
  const init = dashboardInit();
  const meta = unitMetadata(init, 'de-de');
  portalStore.set(currentUnitAtom, { sn: testSerial, unit: testUnit({}, 'netz') });
  renderPage(
    <ChartModePage>
      <ChartWidget
        name={name}
        title="Leistung"

        sn={testSerial}
        zoneIndex={0}
        meta={meta}
        minHeight={400}
      />
    </ChartModePage>,
    { init },
  );
}

beforeEach(() => {
  resetHosts();
  portalStore.set(chartRangesAtom, { [pageKey]: { start: fixtureDay, period: 'd' } });
  Object.defineProperty(globalThis, 'IntersectionObserver', { value: NeverInView, configurable: true });
});

test('asks for the picked period once it settled, and again when the period changes', async () => {
  const backend = fakeBackend({ chartData: ok(powerAnswer()) });
  open();
  await waitFor(() => expect(backend.requests('chartData')).toHaveLength(1));
  expect(backend.requests('chartData')[0]?.body).toEqual({
    name: 'netz.leistung',
    zoneIndex: 0,
    start: fixtureDay,
    end: new Date(2024, 4, 7).getTime(),
    parameters: { period: 'd', kw: true },
  });
  // The page's date picker sets the period: the widget offers none of its own.
  expect(screen.queryByRole('radiogroup', { name: 'Zeitraum' })).toBeNull();
  // Out of view, the chart's area holds a placeholder of its size instead of a blank box.
  const canvas = await screen.findByTestId('chart-canvas');
  expect(canvas.querySelector('.portal-skeleton')).not.toBeNull();
  expect(canvas).toHaveAttribute('data-awaits-view');

  // Two quick changes (arrow clicks) load only the last period.
  act(() =>
    portalStore.set(chartRangesAtom, { [pageKey]: { start: new Date(2024, 3, 29).getTime(), period: 'w' } }),
  );
  act(() =>
    portalStore.set(chartRangesAtom, { [pageKey]: { start: new Date(2024, 4, 1).getTime(), period: 'M' } }),
  );
  await waitFor(() => expect(backend.requests('chartData')).toHaveLength(2));
  expect(backend.requests('chartData')[1]?.body).toMatchObject({
    start: new Date(2024, 4, 1).getTime(),
    end: new Date(2024, 5, 1).getTime(),
    parameters: { period: 'M' },
  });
});

test('shows the loading overlay while loading, then the empty text when the answer has no values', async () => {
  let answer: (value: EndpointAnswer<'chartData'>) => void = () => undefined;
  fakeBackend({ chartData: () => new Promise((resolve) => (answer = resolve)) });
  open();
  expect(await screen.findByText('Diagramm wird geladen …')).toHaveAttribute('role', 'status');
  act(() => answer(ok(powerAnswer({ rows: { [String(fixtureDay / 1000)]: [null, null] } }))));
  expect(await screen.findByText('Für diesen Zeitraum liegen keine Daten vor.')).toBeInTheDocument();
  expect(screen.queryByText('Diagramm wird geladen …')).not.toBeInTheDocument();
});

test('a failed load is only logged and shows no data', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  fakeBackend({ chartData: apiError(500, 'exception.notfound') });
  open();
  expect(await screen.findByText('Für diesen Zeitraum liegen keine Daten vor.')).toBeInTheDocument();
  expect(log).toHaveBeenCalledWith('chart netz.leistung failed to load', expect.anything());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  log.mockRestore();
});

test('without the operator consent the chart says so and links to the consent, drawing nothing', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  fakeBackend({ chartData: apiError(403, 'exception.consentrequired') });
  open();
  const notice = (await screen.findByText('Bitte stimmen Sie zuerst der Datenübertragung zu.'))
    .parentElement!;
  expect(notice).toHaveAttribute('role', 'status');
  expect(within(notice).getByRole('link', { name: 'Zustimmung erteilen' })).toHaveAttribute(
    'href',
    `/${testSerial}/settings`,
  );
  expect(screen.queryByRole('button', { name: 'Exportieren' })).not.toBeInTheDocument();
  expect(screen.queryByText('Für diesen Zeitraum liegen keine Daten vor.')).not.toBeInTheDocument();
  log.mockRestore();
});

test('the table view lists the buckets in kW and copies them for Excel', async () => {
  const user = userEvent.setup();
  const writeText = jest.fn<(text: string) => Promise<void>>(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  fakeBackend({ chartData: ok(powerAnswer()) });
  open();
  await user.click(await screen.findByRole('radio', { name: 'Tabelle' }));
  const table = screen.getByRole('table');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Zeit', 'Erzeugung (kW)', 'Verbrauch (kW)']);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(
    rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ),
  ).toEqual([
    ['1,5', '0,8'],
    ['2,3', '–'],
    ['–', '1,2'],
  ]);

  await user.click(screen.getByRole('button', { name: /Tabelle kopieren/ }));
  expect(writeText).toHaveBeenCalledTimes(1);
  expect(writeText.mock.calls[0]?.[0].split('\r\n')[2]).toBe('2024-05-06 00:15:00\t2,346\t');
  expect(await screen.findByText('Tabelle kopiert, in Excel einfügen')).toBeInTheDocument();
});

test('option selectors switch kW off and hide a series', async () => {
  const user = userEvent.setup();
  fakeBackend({ chartData: ok(powerAnswer()) });
  open();
  await user.click(await screen.findByRole('radio', { name: 'Tabelle' }));
  await user.click(screen.getByRole('button', { name: /Anzeige/ }));
  await user.click(screen.getByRole('checkbox', { name: 'In kW' }));
  await user.click(screen.getByRole('checkbox', { name: 'Verbrauch' }));
  const table = screen.getByRole('table');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Zeit', 'Erzeugung (W)']);
  expect(within(table).getAllByRole('row')[2]).toHaveTextContent('2.345,6');
});

test('exports the data as CSV named by serial, chart and period', async () => {
  const user = userEvent.setup();
  const { blobs, names } = captureDownloads();
  fakeBackend({ chartData: ok(powerAnswer()) });
  open();
  await user.click(await screen.findByRole('button', { name: /Exportieren/ }));
  await user.click(screen.getByRole('button', { name: 'CSV-Datei' }));
  expect(names).toEqual([`${testSerial}_netz.leistung_2024-05-06.csv`]);
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blobs[0]!);
  });
  expect(text.replace(/^\ufeff/, '').split('\r\n')).toEqual([
    'Zeit;Erzeugung (kW);Verbrauch (kW)',
    '2024-05-06 00:00:00;1,5;0,8',
    '2024-05-06 00:15:00;2,346;',
    '2024-05-06 00:30:00;;1,2',
  ]);
});

test('zoom opens the chart in a sidebar and draws it again once the sidebar has its size', async () => {
  const user = userEvent.setup();
  fakeBackend({ chartData: ok(powerAnswer()) });
  open();
  await user.click(await screen.findByRole('button', { name: 'Vergrößern: Leistung' }));
  const sidebar = await screen.findByRole('dialog');
  expect(within(sidebar).getByText('Leistung')).toBeInTheDocument();
  const first = await within(sidebar).findByTestId('chart-canvas');
  expect(first).toHaveStyle({ minHeight: '500px' });
  await waitFor(() => expect(within(sidebar).getByTestId('chart-canvas')).not.toBe(first), { timeout: 2000 });
});

/** Lets Highcharts draw in jsdom: every chart is in view at once. */
function drawInView() {
  // jsdom has no CSS.supports, which Highcharts asks about; CSS.escape stays for later tests.
  const escape = globalThis.CSS?.escape?.bind(globalThis.CSS);
  Object.defineProperty(globalThis, 'CSS', { value: { escape, supports: () => false }, configurable: true });
  Object.defineProperty(globalThis, 'IntersectionObserver', {
    value: class {
      constructor(private readonly report: IntersectionObserverCallback) {}
      observe() {
        this.report(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        );
      }
      disconnect() {}
    },
    configurable: true,
  });
}

test('draws with Highcharts once the chart is in view', async () => {
  drawInView();
  fakeBackend({ chartData: ok(powerAnswer()) });
  open();
  const canvas = await screen.findByRole('img', { name: 'Leistung' }, { timeout: 5000 });
  await waitFor(() => expect(canvas.querySelector('.highcharts-container')).not.toBeNull());
  expect(screen.getByTestId('chart-canvas').querySelector('.portal-skeleton')).toBeNull();
  expect(screen.getByTestId('chart-canvas')).not.toHaveAttribute('data-awaits-view');
  expect([...canvas.querySelectorAll('.highcharts-legend-item')].map((item) => item.textContent)).toEqual([
    'Erzeugung',
    'Verbrauch',
  ]);
});

test('marks the unit’s incidents as bands in their severity colour, saying what each was', async () => {
  drawInView();
  const hour = 3_600_000;
  fakeBackend({
    chartData: ok(
      powerAnswer({
        incidents: [
          {
            id: 7,
            kind: 'fault',
            severity: 'fault',
            code: 'E121',
            text: 'Kapseltemperatur zu hoch',
            state: 'resolved',
            openedAt: fixtureDay + 2 * hour,
            acknowledged: { at: fixtureDay + 3 * hour, by: 'Petra Partner', note: 'Techniker <kommt>' },
            resolved: { at: fixtureDay + 5 * hour, by: null, note: '' },
          },
          {
            id: 8,
            kind: 'maintenance',
            severity: 'warning',
            code: 'A650',
            text: 'Wartung fällig',
            state: 'open',
            openedAt: fixtureDay + 8 * hour,
            acknowledged: null,
            resolved: null,
          },
        ],
      }),
    ),
  });
  open();
  const canvas = await screen.findByRole('img', { name: 'Leistung' }, { timeout: 5000 });
  await waitFor(() => expect(canvas.querySelector('.mfd-chart-incident')).not.toBeNull());
  const { default: Highcharts } = await import('highcharts');
  const chart = Highcharts.charts.filter(Boolean).at(-1)!;
  const bands = (chart.xAxis[0]!.options.plotBands ?? []).filter((band) =>
    String(band.id).startsWith('incident-'),
  );
  expect(bands.map(({ from, to, color }) => ({ from, to, color }))).toEqual([
    { from: fixtureDay + 2 * hour, to: fixtureDay + 5 * hour, color: 'rgba(220, 53, 69, 0.14)' },
    // Still there: to the window's end, as the fixture's day is over.
    { from: fixtureDay + 8 * hour, to: fixtureDay + 24 * hour, color: 'rgba(255, 193, 7, 0.22)' },
  ]);
  expect(
    [...canvas.querySelectorAll('.highcharts-plot-band.mfd-chart-incident')].map((band) =>
      band.getAttribute('fill'),
    ),
  ).toEqual(['rgba(220, 53, 69, 0.14)', 'rgba(255, 193, 7, 0.22)']);
  const markers = chart.get('incidents') as unknown as {
    userOptions: { data: { custom: { text: string } }[] };
  };
  const [fault, acknowledged] = markers.userOptions.data.map((point) => point.custom.text);
  expect(fault).toContain('<b>Störung · E121</b><br/>Kapseltemperatur zu hoch');
  // People's words are text, never markup.
  expect(fault).toContain('Quittiert');
  expect(fault).toContain('von Petra Partner');
  expect(fault).toContain('„Techniker &#60;kommt&#62;“');
  expect(fault).toContain('Von selbst behoben');
  expect(fault).toContain('Dauer 3 Std. 0 Min.');
  expect(acknowledged).toMatch(/^Quittiert .* von Petra Partner/);
});

test("outside a chart-mode page the chart shows its own period up to now (the energy chart's month)", async () => {
  portalStore.set(chartRangesAtom, {});
  const backend = fakeBackend({ chartData: ok(powerAnswer()) });
  open('netz.energie');
  await waitFor(() => expect(backend.requests('chartData')).toHaveLength(1));
  const today = new Date();
  expect(backend.requests('chartData')[0]?.body).toMatchObject({
    name: 'netz.energie',
    start: new Date(today.getFullYear(), today.getMonth(), 1).getTime(),
    end: new Date(today.getFullYear(), today.getMonth() + 1, 1).getTime(),
    parameters: { period: 'M' },
  });
});

test('outside a chart-mode page the period and the view are radio groups, keyboard included (issue 40, 21)', async () => {
  portalStore.set(chartRangesAtom, {});
  const user = userEvent.setup();
  const backend = fakeBackend({ chartData: ok(powerAnswer()) });
  open('netz.energie');
  const periods = await screen.findByRole('radiogroup', { name: 'Zeitraum' });
  expect(
    within(periods)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('value')),
  ).toEqual(['d', 'w', 'M', 'y', 'a']);
  const month = within(periods).getByRole('radio', { name: 'Monat' });
  expect(month).toBeChecked();
  await waitFor(() => expect(backend.requests('chartData')).toHaveLength(1));
  // Arrow keys move between the choices, as in any radio group.
  act(() => month.focus());
  await user.keyboard('{ArrowRight}');
  expect(within(periods).getByRole('radio', { name: 'Jahr' })).toBeChecked();
  await waitFor(() => expect(backend.requests('chartData')).toHaveLength(2));
  const today = new Date();
  expect(backend.requests('chartData')[1]?.body).toMatchObject({
    start: new Date(today.getFullYear(), 0, 1).getTime(),
    parameters: { period: 'y' },
  });

  const view = screen.getByRole('radiogroup', { name: 'Darstellung' });
  expect(within(view).getByRole('radio', { name: 'Diagramm' })).toBeChecked();
  await user.click(within(view).getByRole('radio', { name: 'Tabelle' }));
  expect(within(view).getByRole('radio', { name: 'Tabelle' })).toBeChecked();
  expect(screen.getByRole('table')).toBeInTheDocument();
});

test('exports an Excel workbook with the same table', async () => {
  const user = userEvent.setup();
  const { blobs, names } = captureDownloads();
  fakeBackend({ chartData: ok(powerAnswer()) });
  open();
  await user.click(await screen.findByRole('button', { name: /Exportieren/ }));
  await user.click(screen.getByRole('button', { name: 'Excel-Arbeitsmappe' }));
  await waitFor(() => expect(names).toEqual([`${testSerial}_netz.leistung_2024-05-06.xlsx`]), {
    timeout: 5000,
  });
  const bytes = await new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blobs[0]!);
  });
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(1).values).toEqual([undefined, 'Zeit', 'Erzeugung (kW)', 'Verbrauch (kW)']);
  expect(sheet.getRow(3).getCell(2).value).toBe(2.346);
  expect(sheet.getRow(3).getCell(3).value).toBeNull();
});
