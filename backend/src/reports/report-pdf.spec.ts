import type { BalanceResponse, Incident } from '@portal/contracts';
import { factorsOf, hsOverHi } from '../balance/balance-factors.js';
import { outOfOrder, pdfText } from '../hzatool/documents/pdf-text.fixture.js';
import { type ReportInput, renderReportPdf } from './report-pdf.js';

// The report PDF read back as a viewer shows it: the figures of the input in the reader's language.

const balance: BalanceResponse = {
  sn: 'ST1234567',
  period: 'month',
  from: '2025-01-01',
  to: '2025-01-31',
  kind: 'chp',
  fuel: 'naturalGas',
  daysWithData: 3,
  energy: {
    fuelKWhHs: 1094.4,
    fuelSource: 'estimated',
    fuelKWhPerHour: 22.8,
    electricityKWh: 264,
    heatKWh: 540,
    electricityInKWh: null,
    ownUseKWh: 132,
    feedInKWh: 132,
    gridImportKWh: null,
    consumptionKWh: null,
    ownUseSource: 'estimated',
    operatingHours: 48,
    starts: 3,
  },
  efficiency: { electrical: 0.2678, thermal: 0.5477, overall: 0.8155, cop: null },
  flows: [],
  closure: [],
  degreeDays: {
    sensor: true,
    baseC: 15,
    roomC: 20,
    daysWithTemperature: 3,
    meanOutdoorC: 10.333,
    degreeDays: 25,
    heatingDays: 2,
    heatPerDegreeDay: 21.6,
    previous: { degreeDays: 20, heatKWh: 400, heatPerDegreeDay: 20 },
    normalisedChangePercent: 8,
  },
  money: {
    fuelCost: 109.44,
    electricityCost: 0,
    ownUseSaving: 46.2,
    feedInRevenue: 10.56,
    chpBonus: 21.12,
    chpBonusKWh: 264,
    chpBonusHours: 48,
    chpBonusHoursLeft: 28_952,
    energyTaxRelief: 4.8372,
    netCost: 72.9228,
    referenceCost: 106.2,
    savings: 33.2772,
  },
  co2: { emittedKg: 198.175, referenceKg: 230.4, avoidedKg: 32.2 },
  // The factors a balance of a gas-fired unit lists, with the relief: every source the report prints.
  factors: factorsOf('naturalGas', hsOverHi('naturalGas'), {
    perKWhHs: 0.00442 / 1.11,
    applicationYear: null,
  }),
};

const incident: Incident = {
  id: 1,
  sn: 'ST1234567',
  unitName: 'Dachs',
  locationName: null,
  kind: 'fault',
  severity: 'fault',
  code: 'E120',
  text: 'Abgastemperatur zu hoch',
  advice: null,
  state: 'resolved',
  openedAt: '2025-01-10T07:00:00.000Z',
  acknowledged: null,
  resolved: { at: '2025-01-10T09:30:00.000Z', by: null, note: '' },
};

const input: ReportInput = {
  language: 'de-de',
  period: { kind: 'month', year: 2025, month: 1, name: '2025-01', start: '2025-01-01' },
  portalName: 'Testportal',
  unit: { sn: 'ST1234567', name: 'Keller-Dachs', locationName: 'Einfamilienhaus Hofmann' },
  balance,
  months: [],
  incidents: [incident],
  serviceEvents: [{ at: Date.parse('2025-01-20T13:00:00Z'), action: 'device.settings' }],
  energyTaxUrl: null,
  generatedAt: new Date('2025-02-01T06:00:00Z'),
};

/** The PDF's text on one line: a wrapped label or source reads as one. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

it('prints the month in German with the figures, incidents and service events', async () => {
  const pdf = await pdfText(await renderReportPdf(input));
  expect(pdf.title).toBe('Monatsbericht Januar 2025 – Keller-Dachs');
  expect(
    outOfOrder(pdf.text, [
      'Monatsbericht Januar 2025',
      'Einfamilienhaus Hofmann',
      'Brennstoff (Hs)',
      '1.094 kWh (geschätzt)',
      'Strom erzeugt',
      '264 kWh',
      'Wärme erzeugt',
      '540 kWh',
      'Betriebsstunden',
      '48,0',
      'Elektrisch',
      '26,8 %',
      'Brennstoffkosten',
      '109,44 EUR',
      'Ersparnis',
      '33,28 EUR',
      'CO2 ausgestoßen',
      '198 kg',
      'Gradtagzahl',
      '25,0 K·d',
      '8,0 %',
      'Störungen und Meldungen',
      '10.01.2025, 08:00',
      'E120 – Abgastemperatur zu hoch',
      'Serviceereignisse',
      '20.01.2025, 14:00',
      'Einstellungen geändert',
      'CO2 des Brennstoffs (Erdgas)',
      'BAFA, Informationsblatt CO2-Faktoren, nach UBA',
    ]),
  ).toBeNull();
  expect(pdf.text).toContain('Seite 1 von');
  // A month has no line to the energy-tax tool (the factors' sources name it, not link it).
  expect(flat(pdf.text)).not.toContain('bereiten Sie im Energiesteuer-Tool');
});

it('prints a year in English with its months and the energy-tax tool', async () => {
  const year = await renderReportPdf({
    ...input,
    language: 'en-gb',
    period: { kind: 'year', year: 2025, month: null, name: '2025', start: '2025-01-01' },
    balance: { ...balance, period: 'year', to: '2025-12-31', money: null },
    months: [{ month: 1, balance }],
    incidents: [],
    serviceEvents: [],
    energyTaxUrl: 'https://portal.example/hzatool/abc?year=2025',
  });
  const pdf = await pdfText(year);
  expect(
    outOfOrder(pdf.text, [
      'Annual report 2025',
      'Months',
      'January',
      '264',
      '540',
      'Costs and revenue need tariffs',
      'No faults or incidents',
      'No service events',
      "portal's energy-tax tool:",
      'https://portal.example/hzatool/abc?year=2025',
    ]),
  ).toBeNull();
  expect(pdf.text).toContain('Page 1 of');
});

it('prints the CHP bonus with the full-load hours that earned it and those left', async () => {
  const german = flat((await pdfText(await renderReportPdf(input))).text);
  expect(
    outOfOrder(german, [
      'KWK-Zuschlag (264 kWh, 48 Vollbenutzungsstunden)',
      '21,12 EUR',
      'Nach diesem Zeitraum bleiben 28.952 Vollbenutzungsstunden mit KWK-Zuschlag.',
    ]),
  ).toBeNull();
  const english = flat((await pdfText(await renderReportPdf({ ...input, language: 'en-gb' }))).text);
  expect(
    outOfOrder(english, [
      'CHP bonus (264 kWh, 48 full-load hours)',
      '21.12 EUR',
      'After this period, 28,952 full-load hours with the CHP bonus are left.',
    ]),
  ).toBeNull();
  // Without the hours counter read, no hours left are claimed; a heat pump earns no bonus at all.
  const unread = flat(
    (
      await pdfText(
        await renderReportPdf({
          ...input,
          balance: { ...balance, money: { ...balance.money!, chpBonusHoursLeft: null } },
        }),
      )
    ).text,
  );
  expect(unread).toContain('KWK-Zuschlag (264 kWh, 48 Vollbenutzungsstunden)');
  expect(unread).not.toContain('Nach diesem Zeitraum bleiben');
  const heatPump = flat(
    (
      await pdfText(
        await renderReportPdf({ ...input, balance: { ...balance, kind: 'heatPump', fuel: null } }),
      )
    ).text,
  );
  expect(heatPump).toContain('Nettokosten');
  expect(heatPump).not.toContain('KWK-Zuschlag');
});

it("names every factor, its unit and its source in the reader's language", async () => {
  const german = flat((await pdfText(await renderReportPdf(input))).text);
  expect(
    outOfOrder(german, [
      'Faktoren und Quellen',
      'Brennwert zu Heizwert (Hs/Hi)',
      'Energiesteuer-Tool des Portals',
      'CO2 des Netzstroms',
      'Nutzungsgrad des Vergleichskessels',
      '0,900 kWh Wärme/kWh Hs',
      'Annahme des Portals: Gas-Brennwertkessel',
      'Energiesteuer-Entlastung',
      'teilweise Entlastung',
    ]),
  ).toBeNull();
  // The English words of the sources (and a unit) that the German report once printed.
  for (const english of [
    'Portal assumption',
    'heat/kWh',
    'from UBA',
    'Energy-tax tool',
    'partial relief',
    'calorific',
  ])
    expect(german).not.toContain(english);
  const english = flat((await pdfText(await renderReportPdf({ ...input, language: 'en-gb' }))).text);
  expect(
    outOfOrder(english, [
      'Factors and sources',
      'CO2 of the fuel (natural gas)',
      'information sheet on CO2 factors',
      "The portal's energy-tax tool",
      '0.900 kWh heat/kWh Hs',
      'Portal assumption: gas condensing boiler',
      'partial relief',
    ]),
  ).toBeNull();
  for (const german of ['Annahme des Portals', 'Wärme/kWh', 'teilweise', 'nach UBA'])
    expect(english).not.toContain(german);
});
