// All years of a plant as CSV or XLSX, one row per year with the key figures (the shop's export
// approach: semicolons and a byte-order mark for German spreadsheet programs; real numbers in XLSX).

import type { HzaExportFormat } from '@portal/contracts';
import { germanDate, hasYearEnded } from '@portal/energy-tax';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { type HzaDocumentInput, reliefTypes } from './document-input.js';
import { fuelNames, serial } from './format.js';

type Kind = 'text' | 'integer' | 'decimal' | 'euro';
type Cell = string | number | null;

const kindTexts = {
  relief: 'Entlastung',
  noRelief: 'keine Entlastung',
  notCovered: 'nicht abgedeckt',
  invalid: 'unvollständig',
};
const unitTexts = { kWhHs: 'kWh Hs', l: 'l', kg: 'kg' };
const stateTexts = { running: 'Jahr läuft noch, Zahlen vorläufig', ended: 'Jahr abgeschlossen' };

/** A year not yet over on the German calendar day of the export: its figures are not final. */
const running = (input: HzaDocumentInput) => !hasYearEnded(input.year, germanDate(input.generatedAt));
const euro = (cents: number | undefined | null) =>
  cents === undefined || cents === null ? null : cents / 100;

/** The columns, in order: header, how the value is written, and the value per year. */
const columns: { header: string; kind: Kind; value: (input: HzaDocumentInput) => Cell }[] = [
  { header: 'Jahr', kind: 'integer', value: (i) => i.year },
  { header: 'Stand', kind: 'text', value: (i) => (running(i) ? stateTexts.running : stateTexts.ended) },
  { header: 'Anlage', kind: 'text', value: (i) => i.plant.name },
  { header: 'Standort', kind: 'text', value: (i) => i.plant.address },
  { header: 'Seriennummern', kind: 'text', value: (i) => i.plant.serials.map(serial).join(', ') },
  { header: 'Ergebnis', kind: 'text', value: (i) => kindTexts[i.summary.kind] },
  { header: 'Brennstoff', kind: 'text', value: (i) => (i.summary.fuel ? fuelNames[i.summary.fuel] : null) },
  {
    header: 'Einheit',
    kind: 'text',
    value: (i) => (i.summary.taxUnit ? unitTexts[i.summary.taxUnit] : null),
  },
  { header: 'Menge gesamt', kind: 'integer', value: (i) => i.summary.quantity?.total ?? null },
  {
    header: 'Menge vollständige Entlastung',
    kind: 'integer',
    value: (i) => i.summary.quantity?.full ?? null,
  },
  {
    header: 'Menge teilweise Entlastung',
    kind: 'integer',
    value: (i) => i.summary.quantity?.partial ?? null,
  },
  { header: 'Brennstoff Hs (kWh)', kind: 'integer', value: (i) => i.summary.fuelHsKWh },
  { header: 'Brennstoff Hi (kWh)', kind: 'integer', value: (i) => i.summary.fuelHiKWh },
  { header: 'Strom (kWh)', kind: 'integer', value: (i) => i.summary.electricityKWh },
  { header: 'Nutzwärme (kWh)', kind: 'integer', value: (i) => i.summary.usefulHeatKWh },
  { header: 'Hilfsenergie (kWh)', kind: 'integer', value: (i) => i.summary.auxiliaryKWh },
  { header: 'Nutzungsgrad (%)', kind: 'decimal', value: (i) => i.summary.utilisationPercent },
  {
    header: 'Teilweise Entlastung §53a Abs. 4 (EUR)',
    kind: 'euro',
    value: (i) => euro(i.summary.partial?.cents),
  },
  {
    header: 'Vollständige Entlastung brutto (EUR)',
    kind: 'euro',
    value: (i) => euro(i.summary.full?.grossCents),
  },
  { header: 'Verrechnete Beihilfe (EUR)', kind: 'euro', value: (i) => euro(i.summary.full?.aidOffsetCents) },
  {
    header: 'Vollständige Entlastung §53a Abs. 6 (EUR)',
    kind: 'euro',
    value: (i) => euro(i.summary.full?.cents),
  },
  { header: 'Entlastung gesamt (EUR)', kind: 'euro', value: (i) => euro(i.summary.totalCents) },
  { header: 'Antragsart', kind: 'text', value: (i) => reliefLabel(i) },
  { header: 'Antragsfrist', kind: 'text', value: (i) => i.summary.deadline },
];

function reliefLabel({ summary }: HzaDocumentInput): string | null {
  const types = reliefTypes(summary);
  const labels = [types.partial && 'Abs. 4', types.full && 'Abs. 6'].filter(Boolean);
  return labels.length ? labels.join(' + ') : null;
}

/** Spreadsheet programs run cells starting with these as formulas: such texts get a leading quote. */
const formulaStart = /^[=+\-@\t\r]/;
const safeText = (value: string) => (formulaStart.test(value) ? `'${value}` : value);

/** German spreadsheet programs read "627,00", not "627.00"; no thousands separators in a CSV. */
const csvNumber = (kind: Kind, value: number) =>
  kind === 'euro' ? value.toFixed(2).replace('.', ',') : String(value).replace('.', ',');

// Decimals show the digits they carry (69.99 stays 69.99, not 70.0), at least one.
const numberFormats: Partial<Record<Kind, string>> = {
  euro: '#,##0.00',
  decimal: '0.0#####',
  integer: '0',
};

export async function renderPlantExport(
  format: HzaExportFormat,
  years: readonly HzaDocumentInput[],
): Promise<Buffer> {
  const sorted = [...years].sort((a, b) => a.year - b.year);
  const headers = columns.map((column) => column.header);
  if (format === 'csv') {
    const rows = sorted.map((input) =>
      columns.map(({ kind, value }) => {
        const cell = value(input);
        if (cell === null) return '';
        return typeof cell === 'number' ? csvNumber(kind, cell) : safeText(cell);
      }),
    );
    return Buffer.from(stringify([headers, ...rows], { delimiter: ';', bom: true }), 'utf8');
  }
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Unit-Portal';
  const sheet = workbook.addWorksheet('Steuerentlastung');
  sheet.addRow(headers).font = { bold: true };
  for (const input of sorted) {
    const row = sheet.addRow(
      columns.map(({ value }) => {
        const cell = value(input);
        return typeof cell === 'string' ? safeText(cell) : cell;
      }),
    );
    // A running year's row in italics, so its figures are not read as final.
    if (running(input)) row.font = { italic: true };
  }
  columns.forEach((column, index) => {
    const sheetColumn = sheet.getColumn(index + 1);
    sheetColumn.width = Math.min(Math.max(column.header.length + 2, 10), 40);
    const numFmt = numberFormats[column.kind];
    if (numFmt && column.header !== 'Jahr') sheetColumn.numFmt = numFmt;
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
