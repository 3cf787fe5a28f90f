import type { ChartModel } from './chart-model.js';
import { chartTable, csvText, workbookBlob } from './chart-table.js';

// Exports across the change from summer to winter time (25 October 2026) in Berlin (the jest
// config's time zone): workbook and CSV name the same wall-clock times (issue 40, 31).

/** Daily energy from 24 October to 1 November, each bucket at local midnight. */
function octoberModel(): ChartModel {
  const days = [24, 25, 26, 31, 32].map((day) => new Date(2026, 9, day).getTime());
  return {
    series: [
      {
        field: 'Dachs.arbeit',
        label: 'Arbeit',
        unit: 'kWh',
        color: '#000',
        decimals: 2,
        precision: 2,
        points: days.map((time, index) => [time, index + 0.5]),
      },
    ],
    times: days,
    events: [],
    offline: [],
    incidents: [],
    empty: false,
  };
}

function blobBytes(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob);
  });
}

test('the runner is in Berlin, where 1 November starts at 23:00 UTC', () => {
  expect(new Date(2026, 10, 1).toISOString()).toBe('2026-10-31T23:00:00.000Z');
});

test('the workbook writes the Berlin wall clock on both sides of the daylight-saving change', async () => {
  const model = octoberModel();
  const table = chartTable(model, 'Zeit');
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await blobBytes(await workbookBlob(table, model, 'Arbeit')));
  const sheet = workbook.worksheets[0]!;
  // exceljs reads a date cell back by its UTC fields: they are what Excel shows.
  const shown = [2, 3, 4, 5, 6].map((row) => (sheet.getRow(row).getCell(1).value as Date).toISOString());
  expect(shown).toEqual([
    '2026-10-24T00:00:00.000Z',
    '2026-10-25T00:00:00.000Z',
    '2026-10-26T00:00:00.000Z',
    '2026-10-31T00:00:00.000Z',
    '2026-11-01T00:00:00.000Z',
  ]);
  expect(sheet.getRow(6).getCell(2).value).toBe(4.5);
  // The CSV names the same times.
  const csvTimes = csvText(table, model, 'de-DE')
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(';')[0]);
  expect(csvTimes).toEqual(shown.map((iso) => `${iso.slice(0, 10)} 00:00:00`));
});
