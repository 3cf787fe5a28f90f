import {
  type BalanceResponse,
  type BalanceTariffs,
  type ReportSettingsResponse,
  balanceTariffsSchema,
  reportSettingsSchema,
} from '@portal/contracts';
import { currentUnitAtom, formatSerial, portalStore } from '@portal/web-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  NeverInView,
  dashboardInit,
  fakeBackend,
  ok,
  renderPage,
  resetHosts,
  testSerial,
  testUnit,
} from '../../../components/test-utils.js';
import { BalancePage } from './balance-page.js';

// The balance page over a fake backend keyed by endpoint name (answers checked against the
// contracts): the figures the API answers, and the tariffs form's check before it saves.

const tariffs: BalanceTariffs = {
  fuelCentPerKWh: 10,
  electricityCentPerKWh: 35,
  feedInCentPerKWh: 8,
  chpBonusCentPerKWh: 8,
  chpBonusHoursPerYear: 3500,
  chpBonusTotalHours: 30_000,
  ownUsePercent: 60,
  fuelKWhPerHour: 22.8,
  fuel: 'naturalGas',
};

const balance: BalanceResponse = {
  sn: testSerial,
  period: 'month',
  from: '2025-01-01',
  to: '2025-01-31',
  kind: 'chp',
  fuel: 'naturalGas',
  daysWithData: 31,
  energy: {
    fuelKWhHs: 9120,
    fuelSource: 'estimated',
    fuelKWhPerHour: 22.8,
    electricityKWh: 2200,
    heatKWh: 5000,
    electricityInKWh: null,
    ownUseKWh: 1320,
    feedInKWh: 880,
    gridImportKWh: null,
    consumptionKWh: null,
    ownUseSource: 'estimated',
    operatingHours: 400,
    starts: 31,
  },
  efficiency: { electrical: 0.2678, thermal: 0.6086, overall: 0.8763, cop: null },
  flows: [{ from: 'fuel', to: 'electricity', kWh: 2200 }],
  closure: [],
  degreeDays: {
    sensor: false,
    baseC: 15,
    roomC: 20,
    daysWithTemperature: 0,
    meanOutdoorC: null,
    degreeDays: null,
    heatingDays: null,
    heatPerDegreeDay: null,
    previous: null,
    normalisedChangePercent: null,
  },
  money: {
    fuelCost: 912,
    electricityCost: 0,
    ownUseSaving: 462,
    feedInRevenue: 70.4,
    chpBonus: 126.58,
    chpBonusKWh: 1582,
    chpBonusHours: 287.67,
    chpBonusHoursLeft: 9712.33,
    energyTaxRelief: 40.31,
    netCost: 674.71,
    referenceCost: 1017.56,
    savings: 342.85,
  },
  co2: { emittedKg: 1651.46, referenceKg: 1842.01, avoidedKg: 190.55 },
  factors: [
    {
      id: 'co2Fuel',
      value: 0.201,
      unit: { 'de-de': 'kg CO2/kWh Hi', 'en-gb': 'kg CO2/kWh Hi' },
      source: { 'de-de': 'BAFA, nach UBA', 'en-gb': 'BAFA, from UBA' },
    },
    {
      id: 'referenceBoilerEfficiency',
      value: 0.9,
      unit: { 'de-de': 'kWh Wärme/kWh Hs', 'en-gb': 'kWh heat/kWh Hs' },
      source: { 'de-de': 'Annahme des Portals', 'en-gb': 'Portal assumption' },
    },
  ],
};

const reportSettings: ReportSettingsResponse = {
  settings: { monthlyMail: false, copyToPartner: false, locationReport: false, taxAdviserEmail: null },
  updatedAt: null,
  mayEdit: true,
  lastMonth: '2025-02',
  energyTaxPath: '/hzatool/loc-1',
  locationUuid: 'loc-1',
};

function open(language: 'de-de' | 'en-gb' = 'de-de') {
  renderPage(<BalancePage />, {
    init: dashboardInit({ roles: ['betreiber'], language }),
    path: `/${testSerial}/balance`,
    route: '/:sn/balance',
  });
}

beforeEach(() => {
  resetHosts();
  portalStore.set(currentUnitAtom, null);
  Object.defineProperty(globalThis, 'IntersectionObserver', { value: NeverInView, configurable: true });
});

test('shows the month’s figures, money, CO2, the factors’ sources and says there is no outdoor sensor', async () => {
  const backend = fakeBackend({
    canipConnect: ok(testUnit()),
    unitBalance: ok(balance),
    unitTariffs: ok({ tariffs, updatedAt: '2025-02-01T10:00:00.000Z', mayEdit: true }),
    unitReportSettings: ok(reportSettings),
  });
  open();
  const fuel = await screen.findByRole('region', { name: /^Brennstoff \(Hs\)/ });
  expect(fuel).toHaveTextContent('9.120 kWh');
  expect(fuel).toHaveTextContent('geschätzt');
  expect(screen.getByRole('region', { name: /^Strom erzeugt/ })).toHaveTextContent('2.200 kWh');
  const money = screen.getByRole('region', { name: 'Kosten, Erlöse und CO₂' });
  expect(money).toHaveTextContent('342,85 €');
  expect(money).toHaveTextContent('KWK-Zuschlag (1.582 kWh, 288 h)');
  expect(money).toHaveTextContent('bleiben 9.712 Vollbenutzungsstunden mit KWK-Zuschlag');
  expect(money).toHaveTextContent('1,65 t');
  // The factors in the page's language: the fuel named, units and sources from the answer's German.
  const factors = within(money).getByTestId('balance-factors');
  expect(factors).toHaveTextContent('CO₂ Brennstoff (Erdgas): 0,201 kg CO2/kWh Hi (BAFA, nach UBA)');
  expect(factors).toHaveTextContent(
    'Nutzungsgrad Vergleichskessel: 0,900 kWh Wärme/kWh Hs (Annahme des Portals)',
  );
  expect(factors).not.toHaveTextContent(/from UBA|heat|Portal assumption/);
  expect(screen.getByRole('region', { name: 'Witterungsbereinigung' })).toHaveTextContent(
    'keinen Außentemperaturfühler',
  );
  expect(backend.requests('unitBalance')[0]?.query.get('period')).toBe('month');
});

test('in English, the money and the factors’ names, units and sources are English', async () => {
  fakeBackend({
    canipConnect: ok(testUnit()),
    unitBalance: ok(balance),
    unitTariffs: ok({ tariffs, updatedAt: '2025-02-01T10:00:00.000Z', mayEdit: true }),
    unitReportSettings: ok(reportSettings),
  });
  open('en-gb');
  const money = await screen.findByRole('region', { name: 'Costs, revenue and CO₂' });
  expect(money).toHaveTextContent('CHP bonus (1,582 kWh, 288 h)');
  const factors = within(money).getByTestId('balance-factors');
  expect(factors).toHaveTextContent('CO₂ of the fuel (Natural gas): 0.201 kg CO2/kWh Hi (BAFA, from UBA)');
  expect(factors).toHaveTextContent('0.900 kWh heat/kWh Hs (Portal assumption)');
  expect(factors).not.toHaveTextContent(/nach UBA|Wärme|Annahme/);
});

test('checks the tariffs before saving and sends what was typed', async () => {
  const user = userEvent.setup();
  const backend = fakeBackend({
    canipConnect: ok(testUnit()),
    unitBalance: ok({ ...balance, money: null }),
    unitTariffs: ok({ tariffs: null, updatedAt: null, mayEdit: true }),
    unitTariffsSave: (request) =>
      ok({ tariffs: balanceTariffsSchema.parse(request.body), updatedAt: null, mayEdit: true }),
    unitReportSettings: ok(reportSettings),
  });
  open();
  await screen.findByRole('region', { name: /^Strom erzeugt/ });
  const card = screen.getByRole('region', { name: 'Tarife' });
  await user.click(await within(card).findByRole('button', { name: 'Tarife bearbeiten' }));
  const field = (label: string) => within(card).getByLabelText(label, { exact: true });
  await user.type(field('Brennstoffpreis (ct/kWh Hs)'), '-3');
  await user.type(field('Strombezug (ct/kWh)'), '35');
  await user.type(field('Einspeisevergütung (ct/kWh)'), '8,2');
  await user.type(field('KWK-Zuschlag (ct/kWh)'), '8');
  await user.type(field('Eigenverbrauchsanteil ohne Zähler (%)'), '60');
  await user.click(within(card).getByRole('button', { name: 'Tarife speichern' }));
  expect(field('Brennstoffpreis (ct/kWh Hs)')).toHaveAccessibleDescription(/Wert/);
  expect(backend.requests('unitTariffsSave')).toHaveLength(0);

  await user.clear(field('Brennstoffpreis (ct/kWh Hs)'));
  await user.type(field('Brennstoffpreis (ct/kWh Hs)'), '11');
  await user.click(within(card).getByRole('button', { name: 'Tarife speichern' }));
  await waitFor(() => expect(backend.requests('unitTariffsSave')).toHaveLength(1));
  expect(backend.requests('unitTariffsSave')[0]?.body).toEqual({
    fuelCentPerKWh: 11,
    electricityCentPerKWh: 35,
    feedInCentPerKWh: 8.2,
    chpBonusCentPerKWh: 8,
    chpBonusHoursPerYear: 3500,
    chpBonusTotalHours: 30_000,
    ownUsePercent: 60,
    fuelKWhPerHour: null,
    fuel: null,
  });
});

test('a heat pump’s tariffs ask only for the electricity and the reference boiler’s gas price', async () => {
  const user = userEvent.setup();
  const heatPump: BalanceResponse = {
    ...balance,
    kind: 'heatPump',
    fuel: null,
    energy: { ...balance.energy, electricityKWh: null, electricityInKWh: 30, heatKWh: 105 },
    money: null,
  };
  const backend = fakeBackend({
    canipConnect: ok(testUnit({}, 'waermepumpe')),
    unitBalance: ok(heatPump),
    unitTariffs: ok({ tariffs: null, updatedAt: null, mayEdit: true }),
    unitTariffsSave: (request) =>
      ok({ tariffs: balanceTariffsSchema.parse(request.body), updatedAt: null, mayEdit: true }),
    unitReportSettings: ok(reportSettings),
  });
  open();
  await screen.findByRole('region', { name: /^Strom bezogen/ });
  const card = screen.getByRole('region', { name: 'Tarife' });
  await user.click(await within(card).findByRole('button', { name: 'Tarife bearbeiten' }));
  expect(
    within(card)
      .getAllByRole('textbox')
      .map((box) => box.id),
  ).toEqual(['balance-tariff-electricityCentPerKWh', 'balance-tariff-fuelCentPerKWh']);
  expect(within(card).queryByRole('combobox')).toBeNull();
  expect(within(card).queryByText(/KWK-Zuschlag|Einspeisevergütung|Brennstoff/)).toBeNull();
  await user.type(within(card).getByLabelText('Strombezug (ct/kWh)'), '30');
  await user.type(within(card).getByLabelText('Gaspreis für den Vergleichskessel (ct/kWh Hs)'), '12');
  await user.click(within(card).getByRole('button', { name: 'Tarife speichern' }));
  await waitFor(() => expect(backend.requests('unitTariffsSave')).toHaveLength(1));
  expect(backend.requests('unitTariffsSave')[0]?.body).toEqual({
    fuelCentPerKWh: 12,
    electricityCentPerKWh: 30,
    feedInCentPerKWh: 0,
    chpBonusCentPerKWh: 0,
    chpBonusHoursPerYear: 3500,
    chpBonusTotalHours: 30_000,
    ownUsePercent: 0,
    fuelKWhPerHour: null,
    fuel: null,
  });
});

const noCounters: BalanceResponse = {
  ...balance,
  kind: 'none',
  fuel: null,
  money: null,
  co2: null,
  factors: [],
};

test.each([
  ['pufferspeicher', true],
  ['batterie', false],
])(
  'a unit without counters (%s) says so, a buffer tank also why its losses are not shown',
  async (group, buffer) => {
    fakeBackend({
      canipConnect: ok(testUnit({}, group)),
      unitBalance: ok(noCounters),
      unitTariffs: ok({ tariffs: null, updatedAt: null, mayEdit: true }),
      unitReportSettings: ok(reportSettings),
    });
    open();
    expect(
      await screen.findByText('Diese Anlage hat keine Energiezähler für eine Bilanz.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText(/Die Verluste des Speichers lassen sich nicht bestimmen/) !== null).toBe(
        buffer,
      ),
    );
    // Nothing to price: no tariffs asked for; the reports stay.
    expect(screen.queryByRole('region', { name: 'Tarife' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Berichte' })).toBeInTheDocument();
  },
);

/** The page of a location whose Dachs stands beside `heatPump`, switched to the whole location. */
async function openLocation(site: BalanceResponse, heatPump: BalanceResponse) {
  const user = userEvent.setup();
  const backend = fakeBackend({
    canipConnect: ok(testUnit()),
    unitBalance: ok(balance),
    unitSiteBalance: ok({
      site,
      units: [
        { sn: testSerial, productGroup: 'dachsII', balance },
        { sn: heatPump.sn, productGroup: 'waermepumpe', balance: heatPump },
      ],
    }),
    unitTariffs: ok({ tariffs, updatedAt: null, mayEdit: true }),
    unitReportSettings: ok(reportSettings),
  });
  open();
  await screen.findByRole('region', { name: /^Strom erzeugt/ });
  expect(screen.queryByRole('region', { name: 'Einheiten am Standort' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Ganzer Standort' }));
  return { backend, units: await screen.findByRole('region', { name: 'Einheiten am Standort' }) };
}

test('shows the whole location: its sum, the check against the site meter and each unit with a link', async () => {
  const siteCheck = {
    check: 'siteGeneration' as const,
    inKWh: 264,
    outKWh: 261,
    differenceKWh: 3,
    differencePercent: 1.136,
    tolerancePercent: 2,
    closes: true,
    days: { from: '2025-01-01', to: '2025-01-21' },
  };
  const heatPump: BalanceResponse = {
    ...balance,
    sn: '912345678',
    kind: 'heatPump',
    energy: { ...balance.energy, electricityKWh: null, electricityInKWh: 30, heatKWh: 105 },
    efficiency: { electrical: null, thermal: null, overall: null, cop: 3.5 },
    money: null,
  };
  const { backend, units } = await openLocation(
    { ...balance, energy: { ...balance.energy, heatKWh: 5105 }, closure: [siteCheck] },
    heatPump,
  );
  expect(screen.getByRole('button', { name: 'Ganzer Standort' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('region', { name: /^Wärme erzeugt/ })).toHaveTextContent('5.105 kWh');
  const check = screen.getByRole('region', { name: 'Bilanzabgleich' });
  expect(check).toHaveTextContent('Strom der Einheiten = Erzeugungszähler des Netzanschlusses');
  // The days both sides had data for.
  expect(check).toHaveTextContent('verglichen über die Tage mit Daten beider Seiten: 1. Jan. bis 21. Jan.');
  const rows = within(units).getAllByRole('row');
  expect(rows).toHaveLength(3);
  expect(rows[2]).toHaveTextContent('JAZ 3,5');
  expect(within(rows[2]!).getByRole('link')).toHaveAttribute('href', '/912345678/balance');
  expect(backend.requests('unitSiteBalance')[0]?.query.get('period')).toBe('month');
});

test('a location without money names the units that have none, and a CO₂ excess is not called avoided', async () => {
  const heatPump: BalanceResponse = { ...balance, sn: '912345678', kind: 'heatPump', money: null };
  // The site check misses by 2.04 %: one decimal ("2,0 %") would read as within ±2 %.
  const siteCheck = {
    check: 'siteGeneration' as const,
    inKWh: 2450,
    outKWh: 2400,
    differenceKWh: 50,
    differencePercent: 2.04,
    tolerancePercent: 2,
    closes: false,
  };
  await openLocation(
    {
      ...balance,
      money: null,
      // Own use + import = consumption, off by a rounding error below zero.
      closure: [
        {
          check: 'consumption',
          inKWh: 900,
          outKWh: 900.03,
          differenceKWh: -0.03,
          differencePercent: -0.0033,
          tolerancePercent: 2,
          closes: true,
        },
        siteCheck,
      ],
      co2: { emittedKg: 2700, referenceKg: 2586, avoidedKg: -114 },
    },
    heatPump,
  );
  const money = screen.getByRole('region', { name: 'Kosten, Erlöse und CO₂' });
  expect(money).toHaveTextContent('Noch ohne Kosten:');
  expect(money).toHaveTextContent('9 1234 5678');
  expect(money).not.toHaveTextContent(formatSerial(testSerial));
  expect(money).not.toHaveTextContent('Tragen Sie Ihre Tarife ein');
  expect(money).toHaveTextContent('CO₂ mehr als im Vergleich114 kg');
  expect(money).not.toHaveTextContent('vermieden');
  const check = screen.getByRole('region', { name: 'Bilanzabgleich' });
  expect(check).toHaveTextContent('weicht ab');
  expect(check).toHaveTextContent('Differenz 50,0 kWh (2,04 %)');
  expect(check).toHaveTextContent('Differenz 0,0 kWh (0,0 %)');
  expect(check).not.toHaveTextContent('-0,0');
});

test('offers past months and years as PDF, links the energy-tax tool and saves who gets the mail', async () => {
  const user = userEvent.setup();
  const backend = fakeBackend({
    canipConnect: ok(testUnit()),
    unitBalance: ok(balance),
    unitTariffs: ok({ tariffs, updatedAt: null, mayEdit: true }),
    unitReportSettings: ok(reportSettings),
    unitReportSettingsSave: (request) =>
      ok({ ...reportSettings, settings: reportSettingsSchema.parse(request.body) }),
  });
  open();
  const card = await screen.findByRole('region', { name: 'Berichte' });
  const month = await within(card).findByRole('combobox', { name: 'Monat' });
  expect(within(month).getAllByRole('option')[0]).toHaveTextContent('Februar 2025');
  expect(within(card).getByRole('link', { name: 'Monatsbericht (PDF)' })).toHaveAttribute(
    'href',
    `/rest/units/${testSerial}/reports/2025-02.pdf`,
  );
  await user.selectOptions(month, '2024-12');
  expect(within(card).getByRole('link', { name: 'Monatsbericht (PDF)' })).toHaveAttribute(
    'href',
    `/rest/units/${testSerial}/reports/2024-12.pdf`,
  );
  expect(within(card).getByRole('link', { name: 'Jahresbericht (PDF)' })).toHaveAttribute(
    'href',
    `/rest/units/${testSerial}/reports/2024.pdf`,
  );
  expect(within(card).getByRole('link', { name: /^Standortbericht Dezember 2024/ })).toHaveAttribute(
    'href',
    '/rest/locations/loc-1/reports/2024-12.pdf',
  );
  expect(within(card).getByRole('link', { name: /Energiesteuer 2024/ })).toHaveAttribute(
    'href',
    '/hzatool/loc-1?year=2024',
  );

  await user.click(within(card).getByRole('checkbox', { name: /an mich senden/ }));
  await user.click(within(card).getByRole('checkbox', { name: 'Dazu den Bericht des ganzen Standorts' }));
  const adviser = within(card).getByLabelText(/Steuerberater/);
  await user.type(adviser, 'kein-postfach');
  await user.click(within(card).getByRole('button', { name: 'Speichern' }));
  expect(adviser).toHaveAccessibleDescription(/.+/);
  expect(backend.requests('unitReportSettingsSave')).toHaveLength(0);
  await user.clear(adviser);
  await user.type(adviser, 'steuer@example.org');
  await user.click(within(card).getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(backend.requests('unitReportSettingsSave')).toHaveLength(1));
  expect(backend.requests('unitReportSettingsSave')[0]?.body).toEqual({
    monthlyMail: true,
    copyToPartner: false,
    locationReport: true,
    taxAdviserEmail: 'steuer@example.org',
  });
});
