import type { EndpointAnswer } from '@portal/web-kit/testing';
import { currentUnitAtom, portalStore, unitErrorsAtom, unitValuesAtom } from '@portal/web-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiError,
  dashboardInit,
  fakeBackend,
  ok,
  renderPage,
  resetHosts,
  testSerial,
  testUnit,
} from '../../../components/test-utils.js';
import { testError, unitWithErrors } from '../../../components/test-errors.js';
import { ErrorsPage } from './errors-page.js';

const exhaust = testError('E120', 'Hka_Stoerung', 120, {
  timestamp: Date.UTC(2024, 4, 6, 8, 30),
  counter: 4,
});
const burner = testError('A610', 'Hka_Warnung', 610, {
  boardName: 'Brenner_Bd',
  timestamp: Date.UTC(2024, 4, 7, 9, 15),
});
const maintenance = testError('H177', 'Hka_Stoerung', 177, {
  currentError: false,
  timestamp: Date.UTC(2024, 3, 1, 12, 0),
});
const unknownCode = testError('E999 Fremdfehler', 'Fremd', 999, {
  currentError: false,
  timestamp: Date.UTC(2024, 2, 1, 12, 0),
});

function open(roles: string[] = ['partner']) {
  renderPage(<ErrorsPage />, {
    init: dashboardInit({ roles }),
    path: `/${testSerial}/errors`,
    route: '/:sn/errors',
  });
}

const rowOf = (code: string) =>
  screen.getAllByTestId('error-entry').find((row) => within(row).queryAllByText(code).length > 0)!;
const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  resetHosts();
  portalStore.set(currentUnitAtom, null);
  portalStore.set(unitValuesAtom, new Map());
  window.innerWidth = 1280;
});

test('fetches the errors on open and lists active ones first, then the history, each newest first', async () => {
  const backend = fakeBackend({
    canipConnect: ok(testUnit()),
    canipFetchErrors: ok({ canipErrors: [maintenance, exhaust, unknownCode, burner] }),
  });
  open(['partner']);

  expect(await screen.findByRole('heading', { level: 1, name: 'Meldungen' })).toBeInTheDocument();
  expect(screen.getByTestId('page-serial')).toHaveTextContent(`Anlage 51 2345 6789`);
  await screen.findByRole('region', { name: 'Aktuelle Meldungen' });
  expect(backend.requests('canipFetchErrors')).toHaveLength(1);
  expect(backend.requests('canipFetchErrors')[0]?.body).toEqual({});

  const current = within(section('Aktuelle Meldungen')).getAllByTestId('error-entry');
  expect(current.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual(['A610', 'E120']);
  const history = within(section('Erledigte Meldungen')).getAllByTestId('error-entry');
  expect(history.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
    'H177',
    'E999 Fremdfehler',
  ]);

  // Icon by the first letter, translated text (else the code text), board, time, state.
  const fault = rowOf('E120');
  expect(within(fault).getByRole('img', { name: 'Störung' })).toHaveClass('bi-x-octagon-fill');
  expect(fault).toHaveTextContent('Abgastemperatur Motor zu hoch (> 620 °C)');
  // The board as people read it, not its code (Hka_Bd).
  expect(fault).toHaveTextContent('Betriebsdaten');
  expect(fault).not.toHaveTextContent('Hka_Bd');
  const time = new Intl.DateTimeFormat('de-DE', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(exhaust.timestamp));
  expect(fault).toHaveTextContent(time);
  expect(within(fault).getByText('aktiv')).toBeInTheDocument();
  expect(within(rowOf('A610')).getByRole('img', { name: 'Warnung' })).toHaveClass(
    'bi-exclamation-triangle-fill',
  );
  expect(rowOf('A610')).toHaveTextContent('Zusatzbrenner: Warnung');
  expect(rowOf('A610')).toHaveTextContent('Zusatzbrenner');
  expect(within(rowOf('H177')).getByRole('img', { name: 'Wartung' })).toHaveClass(
    'bi-wrench-adjustable-circle-fill',
  );
  expect(within(rowOf('H177')).getByText('erledigt')).toBeInTheDocument();
  expect(rowOf('E999 Fremdfehler').querySelectorAll('td')[3]).toHaveTextContent('E999 Fremdfehler');
});

test('a due check (A650) shows as maintenance, not as a red fault, with what to do (issue 40, 33)', async () => {
  const check = testError('A650', 'Hka_Warnung', 650, { timestamp: Date.UTC(2024, 4, 8, 7, 0) });
  fakeBackend({ canipConnect: ok(testUnit()), canipFetchErrors: ok({ canipErrors: [check] }) });
  open(['betreiber']);
  const current = await screen.findByRole('region', { name: 'Aktuelle Meldungen' });
  const row = rowOf('A650');
  expect(within(row).getByRole('img', { name: 'Wartung' })).toHaveClass('bi-wrench-adjustable-circle-fill');
  expect(within(row).getByText('aktiv')).toHaveClass('bg-info');
  expect(within(row).getByText('aktiv')).not.toHaveClass('bg-danger');
  expect(within(current).getByText('1')).toHaveClass('bg-info');
  expect(row).toHaveTextContent('250-Stunden-Prüfung fällig');
  expect(within(row).getByTestId('error-advice')).toHaveTextContent(
    'Eine Routineprüfung steht an; die Anlage läuft weiter. Vereinbaren Sie in den nächsten Wochen einen Termin mit Ihrem Installateur.',
  );
  expect(within(row).getByTestId('error-advice')).toHaveTextContent(/^Was tun:/);
});

test('an active fault stays red, and its advice says when to call the installer', async () => {
  fakeBackend({ canipConnect: ok(testUnit()), canipFetchErrors: ok({ canipErrors: [exhaust, burner] }) });
  open(['betreiber']);
  const current = await screen.findByRole('region', { name: 'Aktuelle Meldungen' });
  expect(within(rowOf('E120')).getByText('aktiv')).toHaveClass('bg-danger');
  expect(within(rowOf('A610')).getByText('aktiv')).toHaveClass('bg-warning');
  expect(within(current).getByText('2')).toHaveClass('bg-danger');
  expect(within(rowOf('E120')).getByTestId('error-advice')).toHaveTextContent(
    'Bitte nicht selbst entriegeln, sondern Ihren Installateur rufen.',
  );
});

test('operators see only active errors, without history or details, even when the answer has more', async () => {
  fakeBackend({
    canipConnect: ok(testUnit()),
    canipFetchErrors: ok({ canipErrors: [maintenance, exhaust, unknownCode] }),
  });
  open(['betreiber']);

  const current = await screen.findByRole('region', { name: 'Aktuelle Meldungen' });
  expect(within(current).getAllByTestId('error-entry')).toHaveLength(1);
  expect(screen.queryByRole('region', { name: 'Erledigte Meldungen' })).toBeNull();
  expect(screen.queryByText('H177')).toBeNull();
  expect(screen.queryByRole('button', { name: /Details/ })).toBeNull();
});

test('non-operators open an entry to see its counter and the recent values of its board', async () => {
  const user = userEvent.setup();
  fakeBackend({ canipConnect: ok(testUnit()), canipFetchErrors: ok({ canipErrors: [exhaust] }) });
  open(['partner']);
  const toggle = await screen.findByRole('button', { name: 'Details zu E120 anzeigen' });
  // Values of the connected unit (the loader starts each unit with an empty map).
  const now = Date.now();
  portalStore.set(
    unitValuesAtom,
    new Map([
      ['Hka_Bd.bStoerung', { value: 20, ts: now - 5_000 }],
      ['Hka_Mw1.Temp.sbVorlauf', { value: 61.5, ts: now }],
    ]),
  );
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByTestId('error-details')).toBeNull();
  await user.click(toggle);

  const details = screen.getByTestId('error-details');
  expect(within(details).getByTestId('error-counter')).toHaveTextContent('4');
  expect(details).toHaveTextContent('Hka_Stoerung');
  expect(
    within(details).getByRole('heading', { name: 'Aktuelle Werte der Baugruppe Betriebsdaten' }),
  ).toBeVisible();
  const rows = within(details).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toHaveTextContent('20');
  expect(rows[0]).toHaveTextContent('vor 5 Sekunden');
  expect(details).not.toHaveTextContent('Vorlauftemperatur');

  await user.click(screen.getByRole('button', { name: 'Details zu E120 ausblenden' }));
  expect(screen.queryByTestId('error-details')).toBeNull();
});

test('a board without values says so in the details', async () => {
  const user = userEvent.setup();
  fakeBackend({ canipConnect: ok(testUnit()), canipFetchErrors: ok({ canipErrors: [burner] }) });
  open(['dachs']);
  await user.click(await screen.findByRole('button', { name: 'Details zu A610 anzeigen' }));
  expect(screen.getByText('Für diese Baugruppe liegen noch keine Werte vor.')).toBeInTheDocument();
});

test('no errors: the empty state', async () => {
  fakeBackend({ canipConnect: ok(testUnit()), canipFetchErrors: ok({ canipErrors: [] }) });
  open(['partner']);
  expect(await screen.findByRole('heading', { name: 'Keine Meldungen' })).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
});

test('an operator whose unit has only resolved errors gets the empty state', async () => {
  fakeBackend({ canipConnect: ok(testUnit()), canipFetchErrors: ok({ canipErrors: [maintenance] }) });
  open(['betreiber']);
  expect(await screen.findByRole('heading', { name: 'Keine Meldungen' })).toBeInTheDocument();
});

test('the fetched list replaces the errors of the current unit, so the header menu agrees', async () => {
  fakeBackend({
    canipConnect: ok(unitWithErrors([testError('E133', 'Hka_Stoerung', 133)])),
    canipFetchErrors: ok({ canipErrors: [exhaust, burner] }),
  });
  open(['partner']);
  await screen.findByText('E120');
  await waitFor(() =>
    expect(portalStore.get(unitErrorsAtom).map((error) => error.codeText)).toEqual(['E120', 'A610']),
  );
});

test('a failed fetch shows the modal "Fehler" with the translated answer and the errors known from connect', async () => {
  const user = userEvent.setup();
  fakeBackend({
    canipConnect: ok(unitWithErrors([exhaust])),
    canipFetchErrors: apiError(504, 'exception.unittimeout'),
  });
  open(['partner']);

  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Fehler')).toBeInTheDocument();
  expect(dialog).toHaveTextContent('Die Anlage hat nicht rechtzeitig geantwortet.');
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  expect(screen.getByText(/Meldungen konnten nicht abgefragt werden/)).toBeInTheDocument();
  expect(within(section('Aktuelle Meldungen')).getAllByTestId('error-entry')).toHaveLength(1);
});

test('a unit that cannot be loaded shows the translated error instead of a list', async () => {
  const backend = fakeBackend({ canipConnect: apiError(403, 'exception.nooperatorconsent') });
  open(['partner']);
  expect(await screen.findByText('Der Betreiber hat dem Fernzugriff nicht zugestimmt.')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Aktuelle Meldungen' })).toBeNull();
  expect(backend.requests('canipFetchErrors')).toHaveLength(0);
});

test('refresh asks the unit again', async () => {
  const user = userEvent.setup();
  const backend = fakeBackend({
    canipConnect: ok(testUnit()),
    canipFetchErrors: ok({ canipErrors: [exhaust] }),
  });
  open(['partner']);
  await screen.findByText('E120');
  await user.click(screen.getByRole('button', { name: 'Aktualisieren' }));
  await waitFor(() => expect(backend.requests('canipFetchErrors')).toHaveLength(2));
  expect(await screen.findByText('E120')).toBeInTheDocument();
});

test('each failed fetch shows the modal once; a refresh that succeeds shows the list and no modal', async () => {
  const user = userEvent.setup();
  let unitAnswers = false;
  const backend = fakeBackend({
    canipConnect: ok(testUnit()),
    canipFetchErrors: () =>
      unitAnswers ? ok({ canipErrors: [exhaust] }) : apiError(504, 'exception.unittimeout'),
  });
  open(['partner']);
  const closeModal = async () => {
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  };
  await closeModal();

  await user.click(screen.getByRole('button', { name: 'Aktualisieren' }));
  await waitFor(() => expect(backend.requests('canipFetchErrors')).toHaveLength(2));
  await closeModal();
  expect(await screen.findByText(/Meldungen konnten nicht abgefragt werden/)).toBeInTheDocument();

  unitAnswers = true;
  await user.click(screen.getByRole('button', { name: 'Aktualisieren' }));
  expect(await screen.findByText('E120')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(backend.requests('canipFetchErrors')).toHaveLength(3);
});

test('phones get stacked cards instead of a table', async () => {
  window.innerWidth = 375;
  fakeBackend({
    canipConnect: ok(testUnit()),
    canipFetchErrors: ok({ canipErrors: [exhaust, maintenance] }),
  });
  open(['partner']);
  await screen.findAllByTestId('error-entry');
  expect(screen.queryByRole('table')).toBeNull();
  const entries = screen.getAllByRole('listitem');
  expect(entries).toHaveLength(2);
  expect(entries[0]).toHaveTextContent('E120');
  expect(entries[0]).toHaveTextContent('Abgastemperatur Motor zu hoch');
  expect(within(entries[0]!).getByRole('button', { name: 'Details zu E120 anzeigen' })).toBeInTheDocument();
});

test('placeholders stand for the unit and then the error list while they load, as busy statuses', async () => {
  let connected: (answer: EndpointAnswer<'canipConnect'>) => void = () => undefined;
  let fetched: (answer: EndpointAnswer<'canipFetchErrors'>) => void = () => undefined;
  fakeBackend({
    canipConnect: () => new Promise((resolve) => (connected = resolve)),
    canipFetchErrors: () => new Promise((resolve) => (fetched = resolve)),
  });
  open(['partner']);
  const unitLoading = await screen.findByRole('status', { name: 'Anlage 51 2345 6789 wird verbunden …' });
  expect(unitLoading).toHaveAttribute('aria-busy', 'true');
  connected(ok(testUnit()));
  const listLoading = await screen.findByRole('status', { name: 'Meldungen werden abgefragt …' });
  expect(listLoading).toHaveAttribute('aria-busy', 'true');
  expect(screen.queryByRole('status', { name: /wird verbunden/ })).toBeNull();
  fetched(ok({ canipErrors: [] }));
  expect(await screen.findByRole('heading', { name: 'Keine Meldungen' })).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Meldungen werden abgefragt …' })).toBeNull();
});
