// Test inputs from the facts' worked example (Dachs G 5.5, natural gas, 5,000 h: 114,000 kWh Hs;
// full 627.00 EUR, partial 503.88 EUR, changeover year 2023 575.29 EUR). The summary is computed by
// @portal/energy-tax, the way the back end computes it, so the documents show real figures.

import type { HzaApplication, HzaOffice, HzaPlantSummary, HzaSummary } from '@portal/contracts';
import {
  afaMonthsOfYear,
  afaPeriodFrom,
  computePlantYearRelief,
  plantFuel,
  type PlantYearInput,
} from '@portal/energy-tax';
import { type HzaDocumentInput } from './document-input.js';

export const office: HzaOffice = {
  key: 'muenchen',
  name: 'Hauptzollamt München',
  dss: null,
  address: 'Sophienstraße 6, 80333 München',
  verified: true,
};

export const plant: HzaPlantSummary = {
  anlageId: '6f1c2b7e-3d4a-4c5b-9e8f-0a1b2c3d4e5f',
  name: 'Bäckerei Müller',
  address: 'Hauptstraße 12, 80331 München',
  operators: ['mueller'],
  serials: ['5512345678'],
  years: [],
};

const firstHalf2023 = [500, 450, 500, 500, 500, 450]; // 2,900 h
const secondHalf2023 = [300, 350, 400, 350, 350, 350]; // 2,100 h

function application(year: number, commissioned: string, aid: boolean): HzaApplication {
  return {
    applicant: {
      name: 'Müller, Jürgen',
      firma: 'Bäckerei Müller GmbH',
      umsatzsteuerId: 'DE123456789',
      street: 'Hauptstraße 12',
      plz: '80331',
      city: 'München',
      email: 'juergen@baeckerei-mueller.example',
      companyNumber: '12345',
      accountHolder: 'Bäckerei Müller GmbH',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      applicationKind: 'followUp',
      customsPlantNumber: 'KWK-4711',
    },
    office: { officeKey: 'muenchen', source: 'plz' },
    plant: {
      fuel: 'naturalGas',
      highEfficiencyProven: true,
      modules: [
        {
          serial: '5512345678',
          manufacturer: 'SenerTec',
          model: 'G5.5',
          ratedElectricKW: 5.5,
          ratedThermalKW: 12.5,
          commissioned,
        },
      ],
    },
    afa: {
      modules: [{ serial: '5512345678', start: commissioned.slice(0, 7), months: 120, claimed: true }],
      investmentAid: aid
        ? [
            { label: 'Mini-KWK-Impulsprogramm (BAFA)', receivedOn: '2013-09-15', amountCents: 150_000 },
            { label: 'Zuschuss vor dem Stichtag', receivedOn: '2011-05-01', amountCents: 99_900 },
          ]
        : [],
    },
    consumption: {
      source: 'manual',
      method: 'hours',
      modules: [
        {
          serial: '5512345678',
          counterStart: 20_000 + (year - 2018) * 5_000,
          counterEnd: 25_000 + (year - 2018) * 5_000,
          ...(year === 2023 ? { monthlyHours: [...firstHalf2023, ...secondHalf2023] } : {}),
        },
      ],
      electricityKWh: 27_500,
      usefulHeatKWh: 62_500,
      auxiliaryKWh: 500,
    },
  };
}

/** The HzaSummary the back end derives from the energy-tax result (only the fields documents read). */
export function summaryOf(input: PlantYearInput): HzaSummary {
  const result = computePlantYearRelief(input);
  if (result.kind !== 'relief') throw new Error(`expected relief, got ${result.kind}`);
  const fuel = plantFuel(input);
  return {
    year: input.year,
    kind: 'relief',
    messageKey: null,
    fuel: result.fuel,
    taxUnit: result.unit,
    quantity: result.quantity,
    fuelHsKWh: fuel.quantity,
    fuelHiKWh: fuel.fuelHiKWh,
    electricityKWh: input.energy.electricityKWh,
    usefulHeatKWh: input.energy.usefulHeatKWh,
    auxiliaryKWh: input.energy.auxiliaryKWh,
    utilisationPercent: result.utilisation.percent,
    utilisationReached: result.utilisation.meetsThreshold,
    modules: input.modules.map((module) => ({
      serial: module.id ?? '',
      hours: module.hours,
      fullReliefMonths: result.full
        ? afaMonthsOfYear(module.afa, input.year)
        : Array<boolean>(12).fill(false),
    })),
    split: result.split,
    partial: result.partial,
    full: result.full,
    aidOffsetEarlierCents: 0,
    remainingAidCents: result.investmentAid.remainingAidCents,
    totalCents: result.totalCents,
    deadline: result.deadline,
    notices: [...result.notices],
    issues: [],
  };
}

/**
 * One year of the example plant: 2020 full relief (commissioned May 2018), 2024 partial only,
 * 2023 the changeover year (commissioned July 2013, AfA ends June 2023, hours per month known).
 * `aidCents` is the investment-aid balance still to offset.
 */
export function workedExample(year: 2020 | 2023 | 2024, aidCents = 0): HzaDocumentInput {
  const commissioned = year === 2023 ? '2013-07-01' : '2018-05-02';
  const [y, m] = commissioned.split('-').map(Number) as [number, number];
  const input: PlantYearInput = {
    year,
    fuel: 'naturalGas',
    modules: [
      {
        id: '5512345678',
        model: 'G5.5',
        afa: afaPeriodFrom({ year: y, month: m }),
        hours: 5_000,
        ...(year === 2023 ? { monthlyHours: [...firstHalf2023, ...secondHalf2023] } : {}),
      },
    ],
    measurement: { method: 'hours' },
    energy: { electricityKWh: 27_500, usefulHeatKWh: 62_500, auxiliaryKWh: 500 },
    highEfficiencyProven: true,
    investmentAidBalanceCents: aidCents,
  };
  const summary = summaryOf(input);
  return {
    plant,
    year,
    application: application(year, commissioned, aidCents > 0),
    // Of the 1,500 EUR received, what is not the balance was offset in earlier years.
    summary: { ...summary, aidOffsetEarlierCents: aidCents > 0 ? 150_000 - aidCents : 0 },
    office,
    generatedAt: new Date('2026-11-27T09:30:00Z'),
  };
}
