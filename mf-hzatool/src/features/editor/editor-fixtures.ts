import type { HzaInitResponse, HzaOffice, HzaProgress, HzaSummary } from '@portal/contracts';
import { chpUnit, homeId } from '../../components/chp-unit-fixture.js';

export const plantId = homeId;
export const initRoute = 'hzatoolInit';
export const sessionstoreRoute = 'hzatoolSessionstore';
export const summaryRoute = 'hzatoolZusammenfassung';
export const editorPath = `/hzatool/${plantId}?year=2024`;

export const schweinfurt: HzaOffice = {
  key: 'schweinfurt',
  name: 'Hauptzollamt Schweinfurt',
  dss: '8703',
  address: 'Alte Bahnhofstraße 1\n97422 Schweinfurt',
  verified: true,
};
export const nuernberg: HzaOffice = {
  key: 'nuernberg',
  name: 'Hauptzollamt Nürnberg',
  dss: null,
  address: 'Irgendwo 1',
  verified: false,
};
export const regensburg: HzaOffice = {
  key: 'regensburg',
  name: 'Hauptzollamt Regensburg',
  dss: null,
  address: null,
  verified: false,
};

export function progressOf(overrides: Partial<HzaProgress> = {}): HzaProgress {
  return {
    status: 'dataMissing',
    missing: [],
    step: 'applicant',
    updatedAt: null,
    updatedBy: null,
    ...overrides,
  };
}

/** init for the home's 2024 application: one Dachs module, nothing entered yet. */
export function initAnswer(overrides: Partial<HzaInitResponse> = {}): HzaInitResponse {
  return {
    plant: {
      anlageId: plantId,
      name: 'Wohnhaus Hofmann',
      address: 'Lindenweg 4, 97421 Schweinfurt',
      operators: ['betreiber'],
      serials: ['5200000001'],
      years: [{ year: 2024, booked: true, status: 'dataMissing' }],
    },
    year: 2024,
    application: {},
    progress: progressOf(),
    editable: true,
    chpUnits: [chpUnit({})],
    offices: [schweinfurt, nuernberg, regensburg],
    files: [],
    ...overrides,
  };
}

/** A relief year's summary: full relief with an aid offset, and partial relief. */
export const reliefSummary: HzaSummary = {
  year: 2023,
  kind: 'relief',
  messageKey: null,
  fuel: 'naturalGas',
  taxUnit: 'kWhHs',
  quantity: { total: 80_000, full: 60_000, partial: 20_000, notCovered: 0 },
  fuelHsKWh: 80_000,
  fuelHiKWh: 72_072,
  electricityKWh: 27_500,
  usefulHeatKWh: 62_500,
  auxiliaryKWh: 500,
  utilisationPercent: 124.9,
  utilisationReached: true,
  modules: [{ serial: '5200000001', hours: 5000, fullReliefMonths: Array.from({ length: 12 }, () => true) }],
  split: 'none',
  partial: { basis: '§ 53a Abs. 1 EnergieStG', quantity: 20_000, rateCentsPer1000: 442, cents: 8_840 },
  full: {
    basis: '§ 53a Abs. 6 EnergieStG',
    quantity: 60_000,
    rateCentsPer1000: 550,
    cents: 33_000,
    grossCents: 123_456,
    aidOffsetCents: 90_456,
  },
  aidOffsetEarlierCents: 25_000,
  remainingAidCents: 10_000,
  totalCents: 41_840,
  deadline: '2024-12-31',
  notices: ['energyTax.splitProRata'],
  issues: [],
};
