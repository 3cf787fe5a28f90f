import { germanDate } from '@portal/energy-tax';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, fakeBackend, ok, renderPage, resetHosts } from '../../../components/test-utils.js';
import {
  editorPath,
  initAnswer,
  initRoute,
  plantId,
  progressOf,
  sessionstoreRoute,
} from '../editor-fixtures.js';
import { EditorPage } from './editor-page.js';

const render = (path = editorPath) => renderPage(<EditorPage />, { path, route: '/hzatool/:uuid' });

beforeEach(() => resetHosts());

test('loads the plant and year, and continues at the stored step', async () => {
  const server = fakeBackend({ [initRoute]: ok(initAnswer({ progress: progressOf({ step: 'plant' }) })) });
  render();
  expect(await screen.findByRole('heading', { level: 2, name: 'Anlage' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Energiesteuer-Antrag 2024' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Anlage' })).toHaveAttribute('aria-current', 'step');
  expect(screen.getByRole('progressbar', { name: 'Schritt 3 von 6: Anlage' })).toBeInTheDocument();
  const [request] = server.requests(initRoute);
  expect(request?.query.get('anlageId')).toBe(plantId);
  expect(request?.query.get('year')).toBe('2024');
  // The module comes from the portal's unit data.
  expect(screen.getByRole('group', { name: 'Modul 52 0000 0001' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Hersteller' })).toHaveValue('SenerTec');
  expect(screen.getByRole('spinbutton', { name: 'Elektrische Nennleistung' })).toHaveValue(5.5);
});

test('saves what is typed after a pause, and at once on a step change', async () => {
  const user = userEvent.setup();
  const server = fakeBackend({
    [initRoute]: ok(initAnswer()),
    [sessionstoreRoute]: ok({ progress: progressOf() }),
  });
  render();
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Stefan Hofmann');
  await waitFor(() => expect(server.requests(sessionstoreRoute)).toHaveLength(1), { timeout: 3000 });
  const [first] = server.requests(sessionstoreRoute);
  expect(first?.body).toMatchObject({
    anlageId: plantId,
    year: 2024,
    step: 'applicant',
    application: { applicant: { name: 'Stefan Hofmann' } },
  });
  expect(await screen.findByText('Gespeichert')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Weiter' }));
  await waitFor(() => expect(server.requests(sessionstoreRoute)).toHaveLength(2));
  expect(server.requests(sessionstoreRoute)[1]?.body).toMatchObject({ step: 'office' });
});

test('a failed save is shown', async () => {
  const user = userEvent.setup();
  fakeBackend({ [initRoute]: ok(initAnswer()), [sessionstoreRoute]: apiError(400, 'exception.validation') });
  render();
  await user.type(await screen.findByRole('textbox', { name: 'Ort' }), 'Schweinfurt');
  expect(await screen.findByText('Nicht gespeichert', undefined, { timeout: 3000 })).toBeInTheDocument();
});

test('read-only applications are shown without saving', async () => {
  const server = fakeBackend({
    [initRoute]: ok(initAnswer({ editable: false, application: { applicant: { name: 'Stefan Hofmann' } } })),
  });
  render();
  expect(await screen.findByText('Sie können diesen Antrag ansehen, aber nicht ändern.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Stefan Hofmann');
  expect(server.requests(sessionstoreRoute)).toHaveLength(0);
});

test('without a booking it says so and links to the services', async () => {
  fakeBackend({ [initRoute]: apiError(403, 'exception.noservicebooked') });
  render();
  expect(
    await screen.findByRole('heading', { name: 'Für diesen Standort ist kein Online-Dienst gebucht.' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zu den Diensten' })).toHaveAttribute('href', '/services');
});

test('demo users are refused with the role message', async () => {
  fakeBackend({ [initRoute]: apiError(403, 'exception.rolemissing') });
  render();
  expect(
    await screen.findByRole('heading', { name: 'Ihnen fehlt die Berechtigung (Rolle) für diese Aktion.' }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Zu den Diensten' })).toBeNull();
});

test('with edit=true the year may be changed', async () => {
  const user = userEvent.setup();
  const server = fakeBackend({
    [initRoute]: ({ query }) => ok(initAnswer({ year: Number(query.get('year')) })),
  });
  render(`${editorPath}&edit=true`);
  await screen.findByRole('textbox', { name: 'Name' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Jahr' }), '2022');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('year=2022&edit=true'));
  await waitFor(() => expect(server.requests(initRoute).at(-1)?.query.get('year')).toBe('2022'));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Energiesteuer-Antrag 2022' }),
  ).toBeInTheDocument();
});

test('without edit=true there is no year selector', async () => {
  fakeBackend({ [initRoute]: ok(initAnswer()) });
  render();
  await screen.findByRole('textbox', { name: 'Name' });
  expect(screen.queryByRole('combobox', { name: 'Jahr' })).toBeNull();
});

describe('what the calendar says about the year', () => {
  const thisYear = Number(germanDate(new Date()).slice(0, 4));
  const openYear = (year: number) => {
    fakeBackend({ [initRoute]: ok(initAnswer({ year })) });
    render(`/hzatool/${plantId}?year=${year}`);
  };

  test('a year still running can be prepared, not completed', async () => {
    openYear(thisYear);
    expect(await screen.findByTestId('mfh-year-open')).toHaveTextContent(
      `Das Jahr ${thisYear} läuft noch. Sie können den Antrag schon vorbereiten; abschließen und drucken lässt er sich ab dem 1. Januar ${thisYear + 1}`,
    );
    expect(screen.queryByTestId('mfh-deadline-passed')).toBeNull();
  });

  test('after 31 December of the following year the cut-off deadline has passed', async () => {
    openYear(thisYear - 2);
    const warning = await screen.findByTestId('mfh-deadline-passed');
    expect(warning).toHaveTextContent('Antragsfrist abgelaufen');
    expect(warning).toHaveTextContent(
      `Die Antragsfrist für ${thisYear - 2} endete am 31. Dezember ${thisYear - 1}. Sie ist eine Ausschlussfrist`,
    );
    expect(screen.queryByTestId('mfh-year-open')).toBeNull();
  });

  test('last year, within the deadline, needs no notice', async () => {
    openYear(thisYear - 1);
    expect(await screen.findByRole('heading', { level: 2, name: 'Antragsteller' })).toBeInTheDocument();
    expect(screen.queryByTestId('mfh-year-open')).toBeNull();
    expect(screen.queryByTestId('mfh-deadline-passed')).toBeNull();
  });
});
