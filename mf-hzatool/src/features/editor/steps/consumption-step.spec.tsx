import { type HzaOperatingHoursResponse, type HzaVerbrauchResponse, formatSerial } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chpUnit } from '../../../components/chp-unit-fixture.js';
import {
  type BackendRoutes,
  apiError,
  fakeBackend,
  ok,
  renderPage,
  resetHosts,
} from '../../../components/test-utils.js';
import { EditorPage } from '../components/editor-page.js';
import { editorPath, initAnswer, initRoute, progressOf, sessionstoreRoute } from '../editor-fixtures.js';

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

function open(check: BackendRoutes['hzatoolVerbrauch']) {
  const server = fakeBackend({
    [initRoute]: ok(initAnswer({ progress: progressOf({ step: 'consumption' }) })),
    hzatoolVerbrauch: check,
    hzatoolOperatingHours: ok({
      serial: '5200000001',
      year: 2024,
      counterStart: 12_000,
      counterEnd: 17_000,
      monthlyHours: monthly,
      source: 'snapshot',
      covered: true,
      monthsWithoutData: [],
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
    await screen.findByRole('button', {
      name: 'Aus der Anlage übernehmen: Betriebsstunden von 52 0000 0001',
    }),
  );
  expect(await screen.findByRole('spinbutton', { name: 'Betriebsstunden 1.1.2024' })).toHaveValue(12_000);
  expect(screen.getByRole('spinbutton', { name: 'Betriebsstunden 31.12.2024' })).toHaveValue(17_000);
  expect(server.requests('hzatoolOperatingHours')[0]?.query.get('hkaId')).toBe('5200000001');
  expect(server.requests('hzatoolOperatingHours')[0]?.query.get('year')).toBe('2024');
  expect(await screen.findByText('80.000 kWh (Hs)')).toBeInTheDocument();
  expect(screen.getByText('80.000 kWh Brennwert (Hs) · 72.072 kWh Heizwert (Hi)')).toBeInTheDocument();
  await waitFor(
    () =>
      expect(server.requests('hzatoolVerbrauch').at(-1)?.body).toMatchObject({
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

test("takes both modules' counters when their answers arrive together", async () => {
  const user = userEvent.setup();
  const serials = ['5200000001', '5200000002'];
  const init = initAnswer({ progress: progressOf({ step: 'consumption' }) });
  // Both answers are held until both were asked for, then arrive in the same turn.
  let asked = 0;
  let release = () => {};
  const both = new Promise<void>((resolve) => (release = resolve));
  fakeBackend({
    [initRoute]: ok({
      ...init,
      plant: { ...init.plant, serials },
      chpUnits: serials.map((serial) => chpUnit({ serial })),
    }),
    hzatoolVerbrauch: ok(answer()),
    hzatoolOperatingHours: async (request) => {
      asked += 1;
      if (asked === serials.length) release();
      await both;
      const serial = request.query.get('hkaId') ?? '';
      const start = serial === serials[0] ? 12_000 : 3_000;
      return ok({
        serial,
        year: 2024,
        counterStart: start,
        counterEnd: start + 4_000,
        monthlyHours: null,
        source: 'snapshot',
        covered: true,
        monthsWithoutData: [],
      });
    },
    [sessionstoreRoute]: ok({ progress: progressOf({ step: 'consumption' }) }),
  });
  renderPage(<EditorPage />, { path: editorPath, route: '/hzatool/:uuid' });
  for (const serial of serials)
    await user.click(
      await screen.findByRole('button', {
        name: `Aus der Anlage übernehmen: Betriebsstunden von ${formatSerial(serial)}`,
      }),
    );
  for (const [serial, start] of [
    [serials[0]!, 12_000],
    [serials[1]!, 3_000],
  ] as const) {
    const module = within(screen.getByRole('group', { name: `Modul ${formatSerial(serial)}` }));
    await waitFor(() =>
      expect(module.getByRole('spinbutton', { name: 'Betriebsstunden 1.1.2024' })).toHaveValue(start),
    );
    expect(module.getByRole('spinbutton', { name: 'Betriebsstunden 31.12.2024' })).toHaveValue(start + 4_000);
  }
});

/** The editor at the consumption step, the unit answering `hoursAnswer`; the start counter was typed. */
async function fetchWith(hoursAnswer: Partial<HzaOperatingHoursResponse>) {
  const user = userEvent.setup();
  const init = initAnswer({ progress: progressOf({ step: 'consumption' }) });
  fakeBackend({
    [initRoute]: ok({
      ...init,
      application: { consumption: { modules: [{ serial: '5200000001', counterStart: 11_000 }] } },
    }),
    hzatoolVerbrauch: ok(answer()),
    hzatoolOperatingHours: ok({
      serial: '5200000001',
      year: 2024,
      counterStart: null,
      counterEnd: null,
      monthlyHours: null,
      source: 'history',
      covered: false,
      monthsWithoutData: [],
      ...hoursAnswer,
    }),
    [sessionstoreRoute]: ok({ progress: progressOf({ step: 'consumption' }) }),
  });
  renderPage(<EditorPage />, { path: editorPath, route: '/hzatool/:uuid' });
  await user.click(
    await screen.findByRole('button', {
      name: 'Aus der Anlage übernehmen: Betriebsstunden von 52 0000 0001',
    }),
  );
  return within(screen.getByRole('group', { name: 'Modul 52 0000 0001' }));
}

test('a history that does not span the year fills only the counter it read and names the months without data', async () => {
  // The history starts on 24 December: only the year-end counter is the unit's.
  const module = await fetchWith({
    counterEnd: 16_800,
    monthsWithoutData: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
  });
  // Month abbreviations differ between ICU versions ("Sep" or "Sept."), the run of months does not.
  expect(
    await module.findByText(
      /^Die gespeicherten Daten der Anlage decken 2024 nicht ganz ab \(keine Daten: Jan\.?–Nov\.?\)\. Übernommen wurde nur, was die Anlage gemessen hat; bitte tragen Sie den fehlenden Zählerstand ein\.$/,
    ),
  ).toBeInTheDocument();
  expect(module.getByRole('spinbutton', { name: 'Betriebsstunden 31.12.2024' })).toHaveValue(16_800);
  // The start stays as the user entered it, and no monthly hours are made up.
  expect(module.getByRole('spinbutton', { name: 'Betriebsstunden 1.1.2024' })).toHaveValue(11_000);
  expect(module.queryByText(/Stunden je Monat übernommen/)).toBeNull();
});

test('a year the unit has no readings for asks for the counters', async () => {
  const module = await fetchWith({
    source: 'none',
    monthsWithoutData: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  });
  expect(
    await module.findByText(
      'Für 2024 liegen keine Zählerstände der Anlage vor. Bitte tragen Sie die Betriebsstunden am Jahresanfang und am Jahresende ein.',
    ),
  ).toBeInTheDocument();
  expect(module.getByRole('spinbutton', { name: 'Betriebsstunden 31.12.2024' })).toHaveValue(null);
});

test('a whole year with gaps is taken, and the interpolated months are named', async () => {
  const module = await fetchWith({
    counterStart: 12_000,
    counterEnd: 17_000,
    monthlyHours: monthly,
    covered: true,
    monthsWithoutData: [3, 4, 5, 9],
  });
  expect(
    await module.findByText(
      /^Keine Messwerte für Mär\w*–Mai, Sept?\.?: Die Stunden dieser Monate sind zwischen den benachbarten Messwerten gleichmäßig verteilt\.$/,
    ),
  ).toBeInTheDocument();
  expect(module.getByRole('spinbutton', { name: 'Betriebsstunden 1.1.2024' })).toHaveValue(12_000);
  expect(module.getByText(/Stunden je Monat übernommen/)).toBeInTheDocument();
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

test('a counter the contract refuses is marked at the field and not stored (issue 40, 29)', async () => {
  const user = userEvent.setup();
  const server = open(ok(answer()));
  const end = await screen.findByRole('spinbutton', { name: 'Betriebsstunden 31.12.2024' });
  await user.type(end, '99999999');
  await waitFor(() => expect(end).toHaveAttribute('aria-invalid', 'true'));
  await user.type(screen.getByRole('spinbutton', { name: 'Strom' }), '27500');
  await waitFor(
    () =>
      expect(server.requests(sessionstoreRoute).at(-1)?.body).toMatchObject({
        application: { consumption: { electricityKWh: 27_500 } },
      }),
    { timeout: 3000 },
  );
  expect(server.requests(sessionstoreRoute).at(-1)?.body).not.toHaveProperty(
    'application.consumption.modules.0.counterEnd',
  );
});
