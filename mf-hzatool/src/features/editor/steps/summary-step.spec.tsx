import type { HzaProgress } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type EndpointAnswer,
  apiError,
  fakeBackend,
  ok,
  renderPage,
  resetHosts,
} from '../../../components/test-utils.js';
import { EditorPage } from '../components/editor-page.js';
import {
  editorPath,
  initAnswer,
  initRoute,
  plantId,
  progressOf,
  reliefSummary,
  sessionstoreRoute,
  summaryRoute,
} from '../editor-fixtures.js';

const fileId = '0b6a4a2e-6d1f-4c1e-9f7a-2a1d3c4b5e6f';

function open(
  progress: HzaProgress,
  summary: EndpointAnswer<'hzatoolZusammenfassung'> = ok({ summary: reliefSummary, progress }),
) {
  const server = fakeBackend({
    [initRoute]: ok(initAnswer({ progress: { ...progress, step: 'summary' } })),
    [summaryRoute]: summary,
    [sessionstoreRoute]: ok({ progress }),
    hzatoolGeneratePdf: ok({
      file: {
        id: fileId,
        name: 'Antrag-2024.pdf',
        kind: 'antrag',
        year: 2024,
        createdAt: '2025-02-01T10:00:00Z',
      },
    }),
  });
  renderPage(<EditorPage />, { path: editorPath, route: '/hzatool/:uuid' });
  return server;
}

beforeEach(() => resetHosts());

test('shows the energies, the utilisation rate and the amounts in euros', async () => {
  const server = open(progressOf({ status: 'ready' }));
  expect(await screen.findByTestId('mfh-total')).toHaveTextContent(/^418,40\s€$/);
  expect(server.requests(summaryRoute)[0]?.body).toEqual({ anlageId: plantId, year: 2024 });
  const amounts = screen.getByRole('table');
  const full = within(amounts).getByRole('row', { name: /Vollentlastung/ });
  expect(full).toHaveTextContent('§ 53a Abs. 6 EnergieStG');
  expect(full).toHaveTextContent(/60\.000 kWh \(Hs\)/);
  expect(full).toHaveTextContent(/5,50\s€ je 1\.000/);
  // Before the aid offset, which follows: the rows add up to the total.
  expect(full).toHaveTextContent(/1\.234,56\s€/);
  expect(
    within(amounts).getByRole('row', { name: /Anrechnung der Investitionsförderung/ }),
  ).toHaveTextContent(/-904,56\s€/);
  expect(within(amounts).getByRole('row', { name: /Teilentlastung/ })).toHaveTextContent(/88,40\s€/);
  expect(screen.getByText(/124,9\s%/)).toBeInTheDocument();
  expect(screen.getByText(/mindestens 70 % erreicht/)).toBeInTheDocument();
  // The 2023 deadline has passed: the cut-off date is marked.
  expect(screen.getByText(/^31\. Dezember 2024 – abgelaufen$/)).toBeInTheDocument();
  expect(screen.getByText(/In früheren Jahren verrechnete Förderung:/).nextElementSibling).toHaveTextContent(
    /^250,00\s€$/,
  );
  expect(screen.getByText(/100,00\s€/)).toBeInTheDocument();
  expect(
    screen.getByText('Ohne Stunden je Monat wird nach Monaten anteilig aufgeteilt.'),
  ).toBeInTheDocument();
  expect(screen.getByText('Alle Angaben sind vollständig.')).toBeInTheDocument();
  expect(screen.getByText(/Der Zoll veröffentlicht kein XML-Format/)).toBeInTheDocument();
});

test('missing fields link to their step; documents wait until the application is ready', async () => {
  const user = userEvent.setup();
  open(
    progressOf({ status: 'dataMissing', missing: ['applicant.iban', 'consumption.modules.0.counterEnd'] }),
  );
  expect(await screen.findByText('Es fehlen noch 2 Angaben:')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Ausfüllhilfe (PDF)' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Datenexport (XML)' })).toBeDisabled();
  expect(
    screen.getByRole('button', { name: 'Verbrauch: Betriebsstunden am Jahresende (Modul 1)' }),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Antragsteller: IBAN' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Antragsteller' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'IBAN' })).toBeInTheDocument();
});

test('a ready application makes its documents, opened from the stored file', async () => {
  const user = userEvent.setup();
  const server = open(progressOf({ status: 'ready' }));
  await user.click(await screen.findByRole('button', { name: 'Ausfüllhilfe (PDF)' }));
  const link = await screen.findByRole('link', { name: 'Antrag-2024.pdf' });
  expect(link).toHaveAttribute('href', `/rest/hzatool/file/${fileId}?show=true`);
  expect(server.requests('hzatoolGeneratePdf')[0]?.body).toEqual({ anlageId: plantId, year: 2024 });
  expect(screen.getByRole('link', { name: 'CSV' })).toHaveAttribute(
    'href',
    `/rest/hzatool/export/${plantId}?format=csv`,
  );
  expect(screen.getByRole('link', { name: 'Excel' })).toHaveAttribute(
    'href',
    `/rest/hzatool/export/${plantId}?format=xlsx`,
  );
});

test('a failed summary says so', async () => {
  open(progressOf(), apiError(500, 'exception.error'));
  expect(
    await screen.findByText('Verbrauchsdaten oder Zusammenfassung konnten nicht geladen werden.'),
  ).toBeInTheDocument();
});

test('the summary is asked for again once the step change is saved', async () => {
  const user = userEvent.setup();
  const server = fakeBackend({
    [initRoute]: ok(initAnswer({ progress: progressOf({ step: 'consumption' }) })),
    [summaryRoute]: ok({ summary: reliefSummary, progress: progressOf({ status: 'ready' }) }),
    [sessionstoreRoute]: ok({ progress: progressOf({ step: 'summary' }) }),
    hzatoolVerbrauch: ok({
      taxUnit: 'kWhHs',
      quantity: null,
      fuelHsKWh: null,
      fuelHiKWh: null,
      modules: [],
      issues: [],
    }),
  });
  renderPage(<EditorPage />, { path: editorPath, route: '/hzatool/:uuid' });
  await user.click(await screen.findByRole('button', { name: 'Weiter' }));
  await screen.findByTestId('mfh-total');
  // The save of the step came first, so the summary is that of the stored application.
  const order = server.fetch.mock.calls
    .map(([input]) => input as string) // the client calls fetch with the URL as text
    .filter((url) => /sessionstore|zusammenfassung/.test(url));
  expect(order.slice(0, 2)).toEqual(['/rest/hzatool/sessionstore', '/rest/hzatool/zusammenfassung']);
});

test('a complete application of a year still running makes no documents, and says why', async () => {
  open(progressOf({ status: 'yearOpen' }));
  expect(
    await screen.findByText('Die Dokumente lassen sich erstellen, sobald das Jahr 2024 vorbei ist.'),
  ).toBeInTheDocument();
  for (const name of ['Ausfüllhilfe (PDF)', 'Zusammenfassung (PDF)', 'Datenexport (XML)'])
    expect(screen.getByRole('button', { name })).toBeDisabled();
});

test('69.99 % is shown as 69.99 % and below 70 %, never as 70 % reached', async () => {
  const below = {
    ...reliefSummary,
    kind: 'noRelief' as const,
    messageKey: 'energyTax.utilisationBelowThreshold',
    utilisationPercent: 69.99,
    utilisationReached: false,
    partial: null,
    full: null,
    totalCents: 0,
    notices: [],
  };
  const progress = progressOf({ status: 'ready' });
  open(progress, ok({ summary: below, progress }));
  expect(await screen.findByText(/69,99\s%/)).toBeInTheDocument();
  expect(screen.getByText(/\(unter 70 %\)/)).toBeInTheDocument();
  expect(screen.queryByText(/70,0\s%/)).toBeNull();
  expect(screen.queryByText(/erreicht/)).toBeNull();
  expect(screen.getByRole('progressbar', { name: 'Nutzungsgrad' })).toHaveClass('bg-warning');
});
