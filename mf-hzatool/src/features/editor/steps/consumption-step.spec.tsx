import type { HzaVerbrauchResponse } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, fakeBackend, ok, renderPage, resetHosts } from '../../../components/test-utils.js';
import { EditorPage } from '../components/editor-page.js';
import { editorPath, initAnswer, initRoute, progressOf, sessionstoreRoute } from '../editor-fixtures.js';

const verbrauch = 'POST /rest/hzatool/verbrauch';
const hours = 'GET /rest/hzatool/fetchMsr2Betriebsstunden';
const monthly = [400, 380, 420, 410, 430, 400, 420, 430, 440, 450, 410, 410];

const answer = (overrides: Partial<HzaVerbrauchResponse> = {}): HzaVerbrauchResponse => ({
  taxUnit: 'kWhHs',
  quantity: 80_000,
  fuelHsKWh: 80_000,
  fuelHiKWh: 72_072,
  modules: [{ serial: '5200000001', hours: 5000 }],
  issues: [],
  ...overrides,
});

function open(check: Parameters<typeof fakeBackend>[0][string]) {
  const server = fakeBackend({
    [initRoute]: ok(initAnswer({ progress: progressOf({ step: 'consumption' }) })),
    [verbrauch]: check,
    [hours]: ok({
      serial: '5200000001',
      year: 2024,
      counterStart: 12_000,
      counterEnd: 17_000,
      monthlyHours: monthly,
      source: 'snapshot',
    }),
    [sessionstoreRoute]: ok({ progress: progressOf({ step: 'consumption' }) }),
  });
  renderPage(<EditorPage />, { path: editorPath, route: '/hzatool/:uuid' });
  return server;
}

beforeEach(() => resetHosts());

test('takes the counters and monthly hours from the unit and shows the fuel they give', async () => {
  const user = userEvent.setup();
  const server = open(ok(answer()));
  await user.click(
    await screen.findByRole('button', { name: 'Aus der Anlage übernehmen: Betriebsstunden von 5200000001' }),
  );
  expect(await screen.findByRole('spinbutton', { name: 'Betriebsstunden 1.1.2024' })).toHaveValue(12_000);
  expect(screen.getByRole('spinbutton', { name: 'Betriebsstunden 31.12.2024' })).toHaveValue(17_000);
  expect(server.requests(hours)[0]?.query.get('hkaId')).toBe('5200000001');
  expect(server.requests(hours)[0]?.query.get('year')).toBe('2024');
  expect(await screen.findByText('80.000 kWh (Hs)')).toBeInTheDocument();
  expect(screen.getByText('80.000 kWh Brennwert (Hs) · 72.072 kWh Heizwert (Hi)')).toBeInTheDocument();
  await waitFor(
    () =>
      expect(server.requests(verbrauch).at(-1)?.body).toMatchObject({
        consumption: {
          modules: [
            { serial: '5200000001', counterStart: 12_000, counterEnd: 17_000, monthlyHours: monthly },
          ],
        },
      }),
    { timeout: 3000 },
  );
  await waitFor(
    () =>
      expect(server.requests(sessionstoreRoute).at(-1)?.body).toMatchObject({
        application: { consumption: { modules: [{ counterEnd: 17_000 }] } },
      }),
    { timeout: 3000 },
  );
});

test('an issue shows at its field', async () => {
  open(
    ok(
      answer({
        issues: [
          {
            field: 'consumption.modules.0.counterEnd',
            key: 'energyTax.counterEndBeforeStart',
            severity: 'error',
          },
        ],
      }),
    ),
  );
  const end = await screen.findByRole('spinbutton', { name: 'Betriebsstunden 31.12.2024' });
  await waitFor(() => expect(end).toHaveAttribute('aria-invalid', 'true'));
  expect(end).toHaveAccessibleDescription('Der Zählerstand am Jahresende liegt unter dem am Jahresanfang.');
});

test('the gas meter asks for m³, Zustandszahl and Brennwert', async () => {
  const user = userEvent.setup();
  open(ok(answer()));
  await user.selectOptions(
    await screen.findByRole('combobox', { name: 'Ermittlung des Brennstoffs' }),
    'gasMeter',
  );
  expect(screen.getByRole('spinbutton', { name: 'Verbrauch' })).toBeInTheDocument();
  expect(screen.getByRole('spinbutton', { name: 'Zustandszahl' })).toBeInTheDocument();
  expect(screen.getByRole('spinbutton', { name: 'Abrechnungsbrennwert' })).toBeInTheDocument();
});

test('a failed check says so', async () => {
  open(apiError(500, 'exception.error'));
  expect(
    await screen.findByText('Verbrauchsdaten oder Zusammenfassung konnten nicht geladen werden.'),
  ).toBeInTheDocument();
});
