import type { BalanceResponse, Incident } from '@portal/contracts';
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
  factors: [{ id: 'co2Fuel', value: 0.201, unit: 'kg CO2/kWh Hi', source: 'UBA, BAFA Informationsblatt' }],
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
      'UBA, BAFA',
    ]),
  ).toBeNull();
  expect(pdf.text).toContain('Seite 1 von');
  expect(pdf.text).not.toContain('Energiesteuer-Tool');
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
