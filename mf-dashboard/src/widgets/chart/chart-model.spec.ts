import { type ChartChoices, type ChartModel, chartModel, seriesTotals } from './chart-model.js';
import { axisEnd, chartOptions, limitTicks, type ChartTexts } from './chart-options.js';
import { chartTable, clipboardText, csvText, exportFileName } from './chart-table.js';
import { fixtureDay, powerAnswer } from './chart-fixtures.js';

const label = (key: string) => key;
const texts: ChartTexts = {
  axisDate: (ms) => new Date(ms).toISOString(),
  tooltipDate: (ms) => new Date(ms).toISOString(),
  number: (value, decimals) => value.toFixed(decimals),
  event: (event) => `${event.user ?? ''} ${event.key} ${event.text}`,
  offline: 'Offline',
  standstill: 'Stillstand',
  incident: (incident) => `incident ${incident.id}`,
  acknowledgement: (incident) => `acknowledged ${incident.id}`,
  incidentLabel: (incident) => incident.code ?? incident.kind,
};
/** No option chosen. */
const plain: ChartChoices = { stacked: false, kw: false, hidden: [], minMax: false };
/** Unstacked options over the fixture's day. */
const dayOptions = (model: ChartModel, type: 'line' | 'bar' = 'line') =>
  chartOptions({
    model,
    type,
    stacked: false,
    period: 'd',
    window: { from: fixtureDay, to: fixtureDay + 86_400_000 },
    texts,
    height: 300,
  });

test('rows become one series per field in boardMap order, nulls stay gaps', () => {
  const model = chartModel(powerAnswer(), plain, label);
  expect(model.times).toEqual([fixtureDay, fixtureDay + 900_000, fixtureDay + 1_800_000]);
  expect(model.series.map((one) => one.label)).toEqual(['Erzeugung', 'Verbrauch']);
  expect(model.series[0]?.points).toEqual([
    [fixtureDay, 1500],
    [fixtureDay + 900_000, 2345.6],
    [fixtureDay + 1_800_000, null],
  ]);
  expect(model.series[0]?.unit).toBe('W');
  expect(model.empty).toBe(false);
});

test('kW shows power divided by 1000 with at most 3 decimals; hidden fields are left out', () => {
  const model = chartModel(
    powerAnswer(),
    { stacked: false, kw: true, hidden: ['Netz_Mw.p_verbrauch'], minMax: false },
    label,
  );
  expect(model.series).toHaveLength(1);
  expect(model.series[0]?.unit).toBe('kW');
  expect(model.series[0]?.points.map(([, value]) => value)).toEqual([1.5, 2.346, null]);
});

test('an answer without any value is empty', () => {
  const model = chartModel(powerAnswer({ rows: { '1': [null, null] } }), plain, label);
  expect(model.empty).toBe(true);
});

test('doughnut totals sum the buckets of each series', () => {
  const model = chartModel(powerAnswer(), plain, label);
  expect(seriesTotals(model).map((total) => total.value)).toEqual([3845.6, 2000]);
});

test('events become axis markers with their text and offline spans become shaded bands', () => {
  const answer = powerAnswer({
    events: [
      {
        ts: fixtureDay + 3_600_000,
        kind: 'write',
        key: 'Hka_Bd.sollwert',
        user: 'partner1',
        text: '50 → 55',
      },
      { ts: fixtureDay + 7_200_000, kind: 'fault', key: 'E120', text: 'Abgastemperatur' },
    ],
    offline: [{ from: fixtureDay + 10_800_000, to: fixtureDay + 14_400_000 }],
  });
  const model = chartModel(answer, plain, label);
  const options = dayOptions(model);
  const xAxis = options.xAxis as {
    plotLines: { value: number }[];
    plotBands: { from: number; to: number }[];
  };
  expect(xAxis.plotLines.map((line) => line.value)).toEqual([fixtureDay + 3_600_000, fixtureDay + 7_200_000]);
  expect(xAxis.plotBands).toEqual([
    expect.objectContaining({ from: fixtureDay + 10_800_000, to: fixtureDay + 14_400_000 }),
  ]);
  const markers = options.series?.find((one) => one.id === 'events') as unknown as {
    data: { x: number; custom: { text: string } }[];
  };
  expect(markers.data.map((point) => point.custom.text)).toEqual([
    'partner1 Hka_Bd.sollwert 50 → 55',
    ' E120 Abgastemperatur',
  ]);
});

test('incidents become bands from opening to end in their severity colour, ack lines, and markers with tooltips', () => {
  const hour = 3_600_000;
  const answer = powerAnswer({
    incidents: [
      {
        // Opened the day before: its band starts where the window does.
        id: 7,
        kind: 'fault',
        severity: 'locking',
        code: 'E650',
        text: 'Flamme fehlt',
        state: 'resolved',
        openedAt: fixtureDay - 2 * hour,
        acknowledged: { at: fixtureDay + hour, by: 'Petra Partner', note: '' },
        resolved: { at: fixtureDay + 3 * hour, by: 'Petra Partner', note: 'Elektrode getauscht' },
      },
      {
        id: 8,
        kind: 'maintenance',
        severity: 'warning',
        code: 'A650',
        text: 'Wartung fällig',
        state: 'resolved',
        openedAt: fixtureDay + 5 * hour,
        acknowledged: null,
        resolved: { at: fixtureDay + 6 * hour, by: null, note: '' },
      },
      {
        // Still there: its band runs to now.
        id: 9,
        kind: 'offline',
        severity: 'fault',
        code: null,
        text: 'Anlage offline',
        state: 'open',
        openedAt: fixtureDay + 20 * hour,
        acknowledged: null,
        resolved: null,
      },
    ],
  });
  const model = chartModel(answer, plain, label);
  const options = chartOptions({
    model,
    type: 'line',
    stacked: false,
    period: 'd',
    window: { from: fixtureDay, to: fixtureDay + 24 * hour },
    texts,
    height: 300,
    now: fixtureDay + 22 * hour,
  });
  const xAxis = options.xAxis as {
    plotLines: { id?: string; value: number }[];
    plotBands: { id?: string; from: number; to: number; color: string; label: { text: string } }[];
  };
  const bands = xAxis.plotBands.filter((band) => band.id?.startsWith('incident-'));
  expect(bands.map(({ id, from, to, color, label: { text } }) => ({ id, from, to, color, text }))).toEqual([
    {
      id: 'incident-7',
      from: fixtureDay,
      to: fixtureDay + 3 * hour,
      color: 'rgba(220, 53, 69, 0.14)',
      text: 'E650',
    },
    {
      id: 'incident-8',
      from: fixtureDay + 5 * hour,
      to: fixtureDay + 6 * hour,
      color: 'rgba(255, 193, 7, 0.22)',
      text: 'A650',
    },
    {
      id: 'incident-9',
      from: fixtureDay + 20 * hour,
      to: fixtureDay + 22 * hour,
      color: 'rgba(220, 53, 69, 0.14)',
      text: 'offline',
    },
  ]);
  expect(xAxis.plotLines).toEqual([
    expect.objectContaining({ id: 'incident-7-acknowledged', value: fixtureDay + hour }),
  ]);
  // Markers sit on a hidden axis of their own: they never stretch a value axis.
  const markers = options.series?.find((one) => one.id === 'incidents') as unknown as {
    yAxis: string;
    data: { x: number; custom: { text: string } }[];
  };
  expect(markers.yAxis).toBe('incident-markers');
  expect(markers.data.map((point) => [point.x, point.custom.text])).toEqual([
    [fixtureDay, 'incident 7'],
    [fixtureDay + hour, 'acknowledged 7'],
    [fixtureDay + 5 * hour, 'incident 8'],
    [fixtureDay + 20 * hour, 'incident 9'],
  ]);
  expect(options.yAxis).toEqual(
    expect.arrayContaining([expect.objectContaining({ id: 'incident-markers', visible: false })]),
  );
  // Without incidents, no hidden axis and no markers.
  const plainOptions = dayOptions(chartModel(powerAnswer(), plain, label));
  expect((plainOptions.yAxis as { id?: string }[]).some((axis) => axis.id === 'incident-markers')).toBe(
    false,
  );
  expect(plainOptions.series?.some((one) => one.id === 'incidents')).toBe(false);
});

test('bars stack when chosen; a doughnut is one pie of totals', () => {
  const model = chartModel(powerAnswer(), { stacked: true, kw: false, hidden: [], minMax: false }, label);
  const input = { model, period: 'M' as const, window: { from: 0, to: 1 }, texts, height: 300 };
  const bars = chartOptions({ ...input, type: 'bar', stacked: true });
  expect(bars.plotOptions?.column?.stacking).toBe('normal');
  expect(bars.series?.map((one) => (one as { type: string }).type)).toEqual(['column', 'column']);
  expect(
    chartOptions({ ...input, type: 'bar', stacked: false }).plotOptions?.column?.stacking,
  ).toBeUndefined();
  const pie = chartOptions({ ...input, type: 'doughnut', stacked: false });
  expect((pie.series?.[0] as { type: string }).type).toBe('pie');
  // The sum of the slices stands in the ring's hole.
  const slices = (pie.series?.[0] as { data: { y: number }[] }).data.map((slice) => slice.y);
  const total = slices.reduce((sum, y) => sum + y, 0);
  expect(pie.title?.text).toContain(`>${texts.number(total, model.series[0]!.decimals)}</span> W`);
});

test('a doughnut of operating hours gets the hours the unit stood still as its second slice (issue 40)', () => {
  const from = new Date(2026, 0, 1).getTime();
  const hours: ChartModel = {
    series: [
      {
        field: 'Hka_Bd.ulBetriebssekunden',
        label: 'Betriebsstunden',
        color: '#5cb85c',
        unit: 'h',
        decimals: 0,
        precision: 0,
        points: [
          [from, 300],
          [from + 31 * 86_400_000, 200],
        ],
      },
    ],
    times: [from, from + 31 * 86_400_000],
    events: [],
    offline: [],
    incidents: [],
    empty: false,
  };
  const pie = chartOptions({
    model: hours,
    type: 'doughnut',
    stacked: false,
    period: 'y',
    window: { from, to: new Date(2027, 0, 1).getTime() },
    // 59 days of the year have passed: 1416 hours, 500 of them running.
    now: from + 59 * 86_400_000,
    texts,
    height: 300,
  });
  const slices = (pie.series?.[0] as { data: { name: string; y: number }[] }).data;
  expect(slices.map((slice) => [slice.name, slice.y])).toEqual([
    ['Betriebsstunden', 500],
    ['Stillstand', 916],
  ]);
  // The hole says the hours run.
  expect(pie.title?.text).toContain('>500</span> h');
});

test("a bar chart's axis ends at its period's last bucket, not in the next period", () => {
  const weekEnd = new Date(2026, 10, 30).getTime();
  expect(axisEnd('bar', 'w', weekEnd)).toBe(new Date(2026, 10, 29).getTime());
  expect(axisEnd('bar', 'M', new Date(2026, 11, 1).getTime())).toBe(new Date(2026, 10, 30).getTime());
  expect(axisEnd('bar', 'y', new Date(2027, 0, 1).getTime())).toBe(new Date(2026, 11, 1).getTime());
  expect(axisEnd('bar', 'd', weekEnd)).toBe(weekEnd);
  expect(axisEnd('line', 'w', weekEnd)).toBe(weekEnd);
});

test('time axis labels are never cut to an ellipsis (issue 40: cut labels on phones)', () => {
  const options = dayOptions(chartModel(powerAnswer(), plain, label));
  const labels = (options.xAxis as { labels: { style: Record<string, string> } }).labels;
  expect(labels.style).toMatchObject({ textOverflow: 'none', whiteSpace: 'nowrap' });
});

test('axis ticks are thinned to the period limit', () => {
  const positions = Array.from({ length: 25 }, (_, index) => index);
  expect(limitTicks(positions, 8).length).toBeLessThanOrEqual(8);
  expect(limitTicks(positions, 40)).toEqual(positions);
});

test('table, clipboard and CSV carry every bucket with locale decimals', () => {
  const model = chartModel(powerAnswer(), { stacked: false, kw: true, hidden: [], minMax: false }, label);
  const table = chartTable(model, 'Zeit');
  expect(table.header).toEqual(['Zeit', 'Erzeugung (kW)', 'Verbrauch (kW)']);
  expect(csvText(table, model, 'de-DE').split('\r\n')).toEqual([
    'Zeit;Erzeugung (kW);Verbrauch (kW)',
    '2024-05-06 00:00:00;1,5;0,8',
    '2024-05-06 00:15:00;2,346;',
    '2024-05-06 00:30:00;;1,2',
  ]);
  expect(clipboardText(table, model, 'en-GB').split('\r\n')[1]).toBe('2024-05-06 00:00:00\t1.5\t0.8');
});

test('export file names hold serial, chart and period', () => {
  expect(exportFileName('5123456789', 'netz.leistung', { start: fixtureDay, period: 'd' }, 'csv')).toBe(
    '5123456789_netz.leistung_2024-05-06.csv',
  );
  expect(exportFileName('5123456789', 'a b', { start: fixtureDay, period: 'w' }, 'xlsx')).toBe(
    '5123456789_a-b_2024-W19.xlsx',
  );
  expect(exportFileName('1', 'c', { start: new Date(2024, 4, 1).getTime(), period: 'M' }, 'csv')).toBe(
    '1_c_2024-05.csv',
  );
});

test('value axis labels take as many decimals as the tick step', () => {
  const model = chartModel(powerAnswer(), plain, label);
  const input = { model, period: 'd' as const, window: { from: 0, to: 1 }, texts, height: 300 };
  const axis = (
    chartOptions({ ...input, type: 'line', stacked: false }).yAxis as {
      labels: { formatter: (this: unknown) => string };
    }[]
  )[0]!;
  const axisLabel = (value: number, tickPositions: number[]) =>
    axis.labels.formatter.call({ value, axis: { tickPositions } });
  expect(axisLabel(0.5, [0, 0.25, 0.5, 0.75])).toBe(texts.number(0.5, 2));
  expect(axisLabel(0.4, [0, 0.2, 0.4])).toBe(texts.number(0.4, 1));
  expect(axisLabel(2000, [0, 1000, 2000])).toBe(texts.number(2000, 0));
});

test('ranges become a band behind each mean line, in the shown unit, linked to its series', () => {
  const seconds = fixtureDay / 1000;
  const answer = powerAnswer({
    ranges: {
      [String(seconds)]: [[1000, 2000], null],
      [String(seconds + 900)]: [[1234.5, 3456.7], null],
      [String(seconds + 1800)]: [null, null],
    },
  });
  const model = chartModel(answer, { stacked: false, kw: true, hidden: [], minMax: true }, label);
  expect(model.series[0]?.range).toEqual([
    [fixtureDay, 1, 2],
    [fixtureDay + 900_000, 1.235, 3.457],
    [fixtureDay + 1_800_000, null, null],
  ]);
  // A field without any extremes gets no band.
  expect(model.series[1]?.range).toBeUndefined();
  const options = dayOptions(model);
  const band = options.series?.find((one) => one.id === 'Netz_Mw.p_erzeugung-range');
  expect(band).toMatchObject({
    type: 'arearange',
    linkedTo: 'Netz_Mw.p_erzeugung',
    data: model.series[0]?.range,
  });
  // Bars have no band.
  const bars = dayOptions(model, 'bar');
  expect(bars.series?.some((one) => String(one.id).endsWith('-range'))).toBe(false);
});
