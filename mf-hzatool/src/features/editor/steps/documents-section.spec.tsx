import type { HzaFile } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBackend, ok, renderPage, resetHosts } from '../../../components/test-utils.js';
import { EditorPage } from '../components/editor-page.js';
import {
  editorPath,
  initAnswer,
  initRoute,
  progressOf,
  reliefSummary,
  sessionstoreRoute,
  summaryRoute,
} from '../editor-fixtures.js';

// Issue 40, 37: a document made again replaces the year's earlier one of its kind; documents can be
// deleted.

const file = (id: string, kind: HzaFile['kind'], name: string): HzaFile => ({
  id,
  kind,
  name,
  year: 2024,
  createdAt: '2025-02-01T10:00:00Z',
});
const oldPdf = file('0b6a4a2e-6d1f-4c1e-9f7a-2a1d3c4b5e01', 'antrag', 'antrag-2024.pdf');
const newPdf = file('0b6a4a2e-6d1f-4c1e-9f7a-2a1d3c4b5e02', 'antrag', 'antrag-2024.pdf');
const xml = file('0b6a4a2e-6d1f-4c1e-9f7a-2a1d3c4b5e03', 'xml', 'antrag-2024.xml');

function open() {
  const progress = progressOf({ status: 'documents', step: 'summary' });
  const server = fakeBackend({
    [initRoute]: ok(initAnswer({ progress, files: [oldPdf, xml] })),
    [summaryRoute]: ok({ summary: reliefSummary, progress }),
    [sessionstoreRoute]: ok({ progress }),
    hzatoolGeneratePdf: ok({ file: newPdf }),
    hzatoolDeleteFile: ok({ deleted: true }),
  });
  renderPage(<EditorPage />, { path: editorPath, route: '/hzatool/:uuid' });
  return server;
}

beforeEach(() => resetHosts());

test('making a document again lists it in place of the earlier one', async () => {
  const user = userEvent.setup();
  open();
  expect(await screen.findByRole('link', { name: 'antrag-2024.pdf' })).toHaveAttribute(
    'href',
    `/rest/hzatool/file/${oldPdf.id}?show=true`,
  );
  expect(screen.getByText(/ersetzt es das bisherige Dokument dieser Art für 2024/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Ausfüllhilfe (PDF)' }));
  await waitFor(() =>
    expect(screen.getByRole('link', { name: 'antrag-2024.pdf' })).toHaveAttribute(
      'href',
      `/rest/hzatool/file/${newPdf.id}?show=true`,
    ),
  );
  expect(screen.getAllByRole('link', { name: /^antrag-2024\./ })).toHaveLength(2);
});

test('a document is deleted after asking; cancelling keeps it', async () => {
  const user = userEvent.setup();
  const server = open();
  const remove = await screen.findByRole('button', { name: 'Dokument antrag-2024.xml löschen' });
  await user.click(remove);
  let dialog = await screen.findByRole('dialog', { name: 'Dokument antrag-2024.xml löschen?' });
  await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(server.requests('hzatoolDeleteFile')).toHaveLength(0);

  await user.click(remove);
  dialog = await screen.findByRole('dialog', { name: 'Dokument antrag-2024.xml löschen?' });
  await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
  await waitFor(() => expect(screen.queryByRole('link', { name: 'antrag-2024.xml' })).toBeNull());
  expect(server.requests('hzatoolDeleteFile')[0]?.body).toEqual({});
  expect(screen.getByRole('link', { name: 'antrag-2024.pdf' })).toBeInTheDocument();
});
