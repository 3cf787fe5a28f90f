// What the tool collects per plant and year (facts §2 "Per year"). A cascade of modules in one
// building is one plant (§9 EnergieStV), so the input is the plant with its modules.

import { type AfaPeriod } from './afa.js';
import { type YearMonth } from './calendar.js';
import { type FuelType } from './fuels.js';
import { type Cents } from './money.js';
import { type DachsModelId } from './models.js';

/** Where the year's consumption figures came from (spec 9). Recorded only; the arithmetic is the same. */
export type ConsumptionSource = 'na' | 'customstool' | 'database' | 'manual' | 'ereignis';

export const consumptionSources: readonly ConsumptionSource[] = [
  'na',
  'customstool',
  'database',
  'manual',
  'ereignis',
];

export interface ModuleYearInput {
  readonly id?: string;
  readonly model: DachsModelId;
  /** First commissioning; defaults to the AfA start. Pro rata splits count months from here. */
  readonly commissioned?: YearMonth;
  readonly afa: AfaPeriod;
  /** Operating hours in the year (counter at year end minus counter at year start). */
  readonly hours: number;
  /** Hours per month, January first, when known (e.g. from the unit's history); 12 entries. */
  readonly monthlyHours?: readonly number[];
}

export type FuelMeasurement =
  /** Hours × the model's throughput, per module (the customary Dachs method). */
  | { readonly method: 'hours' }
  /** One metered quantity for the whole plant, in tax units (kWh Hs, l, kg). */
  | { readonly method: 'metered'; readonly quantity: number };

export interface EnergyFigures {
  readonly electricityKWh: number;
  readonly usefulHeatKWh: number;
  readonly auxiliaryKWh: number;
  /** Fuel energy on Hi when known; otherwise derived from the hours or the metered quantity. */
  readonly fuelHiKWh?: number;
}

export interface PlantYearInput {
  /** Calendar year of fuel use. */
  readonly year: number;
  readonly fuel: FuelType;
  readonly modules: readonly ModuleYearInput[];
  readonly measurement: FuelMeasurement;
  readonly consumptionSource?: ConsumptionSource;
  readonly energy: EnergyFigures;
  /** Proof of high efficiency on file (up to 50 kW: the BAFA acknowledgement, §99b(1) Nr. 2). */
  readonly highEfficiencyProven: boolean;
  /** Investment aid since 1 Apr 2012 not yet offset (the previous year's remainder); default 0. */
  readonly investmentAidBalanceCents?: Cents;
}
