import type { ShopBooking, ShopExportFormat } from '@portal/contracts';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';

/** The columns of an export, in order: header and value per booking. */
const columns: { header: string; value: (booking: ShopBooking) => string | number | boolean }[] = [
  { header: 'Buchung', value: (b) => b.orderServiceId },
  { header: 'Bestellnummer', value: (b) => b.orderNumber },
  { header: 'Service', value: (b) => b.service },
  { header: 'Produktnummer', value: (b) => b.productNumber },
  { header: 'Jahr', value: (b) => b.year },
  { header: 'Standort', value: (b) => b.locationName },
  { header: 'Standort-UUID', value: (b) => b.locationUuid },
  { header: 'Anlagen', value: (b) => b.serials.join(' ') },
  { header: 'Herkunft', value: (b) => b.source },
  { header: 'Kostenlos', value: (b) => b.free },
  { header: 'Preis (EUR)', value: (b) => b.price },
  { header: 'Gesperrt', value: (b) => b.blacklisted },
  { header: 'Gebucht von', value: (b) => b.bookedBy },
  { header: 'Gebucht am', value: (b) => b.bookedAt },
];

/** Spreadsheet programs run cells starting with these as formulas: such texts get a leading quote. */
const formulaStart = /^[=+\-@\t\r]/;
const safeText = (value: string | number | boolean) =>
  typeof value === 'string' && formulaStart.test(value) ? `'${value}` : value;

export interface ExportFile {
  body: Buffer;
  contentType: string;
  fileName: string;
}

export async function exportBookings(
  bookings: readonly ShopBooking[],
  format: ShopExportFormat,
): Promise<ExportFile> {
  const rows = bookings.map((booking) => columns.map((column) => safeText(column.value(booking))));
  const headers = columns.map((column) => column.header);
  if (format === 'csv') {
    // A byte-order mark and semicolons: what German spreadsheet programs open without an import dialog.
    // Every text quoted: a program that splits at commas too keeps 'Probe,=1+1' in one cell.
    const text = stringify([headers, ...rows], {
      delimiter: ';',
      bom: true,
      quoted_string: true,
      cast: { boolean: String },
    });
    return {
      body: Buffer.from(text, 'utf8'),
      contentType: 'text/csv; charset=utf-8',
      fileName: 'buchungen.csv',
    };
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Buchungen');
  sheet.addRow(headers).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  sheet.columns.forEach((column) => (column.width = 18));
  return {
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fileName: 'buchungen.xlsx',
  };
}
