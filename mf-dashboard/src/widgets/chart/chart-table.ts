import { formatExcelDate } from '@portal/web-kit';
import type { ChartPeriod, ChartRange } from '../date-picker/chart-range.js';
import { isoWeek } from '../date-picker/chart-range.js';
import type { ChartModel } from './chart-model.js';

// The chart's data as a table: on screen, copied for Excel (tabs), and exported as CSV or workbook.

export interface ChartTable {
  header: string[];
  /** The bucket start, then one value per series (null where there is none). */
  rows: [Date, ...(number | null)[]][];
}

export function chartTable(model: ChartModel, timeLabel: string): ChartTable {
  return {
    header: [timeLabel, ...model.series.map((one) => `${one.label} (${one.unit})`)],
    rows: model.times.map((time, index) => [
      new Date(time),
      ...model.series.map((one) => one.points[index]?.[1] ?? null),
    ]),
  };
}

/** Numbers as the locale writes them, without grouping, so spreadsheets of that locale read them. */
function cellText(
  value: number | null,
  series: ChartModel['series'][number] | undefined,
  locale: string,
): string {
  if (value === null) return '';
  const decimals = series?.decimals ?? 2;
  return value.toLocaleString(locale, {
    useGrouping: false,
    minimumFractionDigits: Math.min(decimals, series?.precision ?? decimals),
    maximumFractionDigits: Math.max(decimals, series?.precision ?? decimals),
  });
}

function delimited(table: ChartTable, model: ChartModel, locale: string, separator: string): string {
  const lines = [
    table.header,
    ...table.rows.map(([time, ...values]) => [
      formatExcelDate(time),
      ...values.map((value, index) => cellText(value, model.series[index], locale)),
    ]),
  ];
  return lines.map((line) => line.join(separator)).join('\r\n');
}

/** Tab-separated text: pastes into Excel as cells. */
export const clipboardText = (table: ChartTable, model: ChartModel, locale: string) =>
  delimited(table, model, locale, '\t');

/** CSV as German Excel opens it: semicolons (the decimal separator of de is the comma). */
export const csvText = (table: ChartTable, model: ChartModel, locale: string) =>
  delimited(table, model, locale, ';');

const pad = (value: number) => String(value).padStart(2, '0');

/** The period in a file name: 2024-05-06, 2024-W19, 2024-05, 2024 or 'all'. */
export function periodSlug(range: ChartRange): string {
  const date = new Date(range.start);
  const byPeriod: Record<ChartPeriod, () => string> = {
    d: () => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
    w: () => `${new Date(range.start + 3 * 86_400_000).getFullYear()}-W${pad(isoWeek(date))}`,
    M: () => `${date.getFullYear()}-${pad(date.getMonth() + 1)}`,
    y: () => String(date.getFullYear()),
    a: () => 'all',
  };
  return byPeriod[range.period]();
}

/** `<serial>_<chart>_<period>.<extension>`, with characters file systems dislike replaced. */
export function exportFileName(sn: string, chartName: string, range: ChartRange, extension: string): string {
  const safe = (text: string) => text.replace(/[^\w.-]+/g, '-');
  return `${safe(sn)}_${safe(chartName)}_${periodSlug(range)}.${extension}`;
}

/** Hands `blob` to the browser as a download named `fileName`. */
export function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoked at once, Chromium drops the download before it starts reading the blob.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The wall-clock time of `time` (what the table and the CSV show) in a Date's UTC fields: exceljs
 * writes a Date by its UTC fields, which put Berlin's 1 November 00:00 on 31 October 23:00.
 */
const wallClockCell = (time: Date) =>
  new Date(
    Date.UTC(
      time.getFullYear(),
      time.getMonth(),
      time.getDate(),
      time.getHours(),
      time.getMinutes(),
      time.getSeconds(),
    ),
  );

/** The table as an Excel workbook; exceljs loads only now (it is large and rarely needed). */
export async function workbookBlob(table: ChartTable, model: ChartModel, sheetName: string): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '));
  sheet.addRow(table.header).font = { bold: true };
  for (const [time, ...values] of table.rows) sheet.addRow([wallClockCell(time), ...values]);
  sheet.getColumn(1).numFmt = 'yyyy-mm-dd hh:mm';
  sheet.getColumn(1).width = 18;
  model.series.forEach((one, index) => {
    const column = sheet.getColumn(index + 2);
    const optional = Math.max(0, one.precision - one.decimals);
    column.numFmt = one.precision > 0 ? `0.${'0'.repeat(one.decimals)}${'#'.repeat(optional)}` : '0';
    column.width = Math.max(12, (table.header[index + 1]?.length ?? 0) + 2);
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}
