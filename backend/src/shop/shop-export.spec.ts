import type { ShopBooking } from '@portal/contracts';
import { parse } from 'csv-parse/sync';
import { exportBookings } from './shop-export.js';

const booking: ShopBooking = {
  orderServiceId: 7,
  orderNumber: 'SO-1',
  service: 'hzatool',
  productNumber: 'HZA-TOOL-1',
  year: 2025,
  locationUuid: '1fc42051-1ec8-4f94-914e-f8e16aa0dac8',
  locationName: 'Probe,=1+1',
  serials: ['5274600974'],
  source: 'shop',
  free: false,
  price: 119,
  blacklisted: false,
  bookedBy: '=HYPERLINK("http://evil.example")',
  bookedAt: '2025-03-01T10:00:00.000Z',
};

const csvText = async () =>
  (await exportBookings([booking], 'csv')).body.toString('utf8').replace(/^\uFEFF/, '');

describe('the CSV export', () => {
  it('keeps a text with a comma in one cell where a spreadsheet splits at commas too', async () => {
    // A spreadsheet told to separate at ',' and ';' (LibreOffice's import offers both): only a
    // quoted field keeps its comma, else '=1+1' becomes a cell of its own and runs as a formula.
    const rows: string[][] = parse(await csvText(), { delimiter: [';', ','] });
    const row = rows[1];
    expect(row).toContain('Probe,=1+1');
    expect(row?.some((cell) => cell.startsWith('='))).toBe(false);
  });

  it('quotes every text and keeps the leading quote before a formula', async () => {
    const [, line] = (await csvText()).split('\n');
    expect(line).toContain('"Probe,=1+1"');
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(line).toMatch(/^7;"SO-1";"hzatool";/);
  });
});
