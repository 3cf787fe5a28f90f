import { jest } from '@jest/globals';
import { downloadExport, fileNameOf } from './download-export.js';

/** A file answer as the API client reads it (jsdom has no Response class). */
const fileAnswer = (disposition?: string) =>
  ({
    ok: true,
    status: 200,
    headers: new Map([
      ['content-type', 'text/csv'],
      ...(disposition ? [['content-disposition', disposition] as const] : []),
    ]),
    blob: () => Promise.resolve(new Blob(['a;b\n1;2\n'], { type: 'text/csv' })),
  }) as unknown as Response;

test('takes the file name from Content-Disposition, plain or encoded', () => {
  expect(fileNameOf(fileAnswer('attachment; filename="buchungen-2026.csv"'), 'csv')).toBe(
    'buchungen-2026.csv',
  );
  expect(fileNameOf(fileAnswer("attachment; filename*=UTF-8''buchungen%20%C3%BC.xlsx"), 'xlsx')).toBe(
    'buchungen ü.xlsx',
  );
  expect(fileNameOf(fileAnswer(), 'xlsx')).toBe('bookings.xlsx');
});

test('posts the export and saves the answer under the server’s file name', async () => {
  const fetchMock = jest.fn<typeof fetch>(() =>
    Promise.resolve(fileAnswer('attachment; filename="buchungen.csv"')),
  );
  globalThis.fetch = fetchMock;
  // jsdom has no object URLs and does not download; the link's click is what a browser saves.
  const revoke = jest.fn();
  URL.createObjectURL = () => 'blob:export';
  URL.revokeObjectURL = revoke;
  const clicked: HTMLAnchorElement[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this);
  });

  await downloadExport('csv');

  const [url, init] = fetchMock.mock.calls[0] ?? [];
  expect(url).toEqual(expect.stringMatching(/\/rest\/shop\/export\/csv$/));
  expect(init?.method).toBe('POST');
  expect(init?.body).toBe('{}');
  expect(clicked.map((link) => [link.download, link.href])).toEqual([['buchungen.csv', 'blob:export']]);
  expect(revoke).toHaveBeenCalledWith('blob:export');

  // The statistics' service filter narrows the export.
  await downloadExport('xlsx', 'fernwartung');
  const [xlsxUrl, xlsxInit] = fetchMock.mock.calls[1] ?? [];
  expect(xlsxUrl).toEqual(expect.stringMatching(/\/rest\/shop\/export\/xlsx$/));
  expect(JSON.parse(xlsxInit?.body as string)).toEqual({ service: 'fernwartung' });
  click.mockRestore();
});
