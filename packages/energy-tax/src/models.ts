// Dachs models and their fuel per operating hour, for the hours method ("seit Jahren die Regel":
// fuel = hours × throughput; SenerTec note "Ermittlung des Brennstoffverbrauchs … Dachs-HKA").

import { type FuelType, fuelEnergy } from './fuels.js';

export type DachsModelId = 'G5.5' | 'G5.0LowNOx' | 'F5.5' | 'HR5.3';

export interface DachsModel {
  readonly id: DachsModelId;
  readonly name: string;
  readonly fuel: FuelType;
  /**
   * Fuel per operating hour in thousandths of a tax unit (Wh Hs, ml, g), an integer so that
   * hours × throughput stays exact.
   */
  readonly milliTaxUnitsPerHour: number;
  /** Electrical power the classic MSR multiplies the hours by (computed, not metered). */
  readonly electricalKW: number;
  /** Thermal power the MSR multiplies the hours by; null where no source gives it. */
  readonly thermalKW: number | null;
}

export const dachsModels: Readonly<Record<DachsModelId, DachsModel>> = {
  'G5.5': {
    id: 'G5.5',
    name: 'Dachs G 5.5',
    fuel: 'naturalGas',
    milliTaxUnitsPerHour: 22_800, // 22.8 kWh Hs/h
    electricalKW: 5.5,
    thermalKW: 12.5,
  },
  'G5.0LowNOx': {
    id: 'G5.0LowNOx',
    name: 'Dachs G 5.0 LowNOx',
    fuel: 'naturalGas',
    milliTaxUnitsPerHour: 21_800, // 21.8 kWh Hs/h
    electricalKW: 5.0,
    thermalKW: null, // UNVERIFIED: the facts give 10.3-12.5 kW for the range, not this model
  },
  'F5.5': {
    id: 'F5.5',
    name: 'Dachs F 5.5',
    fuel: 'lpg',
    milliTaxUnitsPerHour: 1_590, // 1.59 kg/h
    electricalKW: 5.5,
    thermalKW: 12.5, // INFERENCE: the classic MSR's 5.5/12.5 kW, as for the G 5.5
  },
  'HR5.3': {
    id: 'HR5.3',
    name: 'Dachs H/HR 5.3',
    fuel: 'heatingOil',
    // UNVERIFIED: the SenerTec note shows 1.79 l/h and also 1.93 l/h; 1.79 reproduces the facts' example.
    milliTaxUnitsPerHour: 1_790,
    electricalKW: 5.3,
    thermalKW: 10.4,
  },
};

export const dachsModelIds = Object.keys(dachsModels) as DachsModelId[];

/**
 * Fuel input on Hi in kW, to 0.1 kW as a data sheet gives it: 22.8 / 1.11 = 20.5 kW for the G 5.5
 * (facts §3, INFERENCE there too; matches the electrical efficiency 0.27). The hours method
 * computes the utilisation rate's fuel energy from it, as the facts' worked example does.
 */
export function fuelInputHiKW(model: DachsModel): number {
  const hiPerHour = (model.milliTaxUnitsPerHour / 1000) * fuelEnergy[model.fuel].hiKWhPerTaxUnit;
  return Math.round(hiPerHour * 10) / 10;
}
