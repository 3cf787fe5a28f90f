// Fuel quantities in whole tax units (kWh Hs, litres, kg), from operating hours or from a meter.
// Whole units (MWh with three decimals) are what the relief is computed on (INFERENCE: the 1135
// layout is not public; the facts' example works in MWh with three decimals).

import { divRoundHalfUp, roundHalfUpToWhole } from './money.js';
import { type DachsModel, fuelInputHiKW } from './models.js';

/** Fuel of one module from its operating hours, in thousandths of a tax unit (not yet rounded). */
export function milliFuelFromHours(model: DachsModel, hours: number): number {
  if (!Number.isFinite(hours) || hours < 0) throw new RangeError(`hours must be >= 0, got ${hours}`);
  return Math.round(model.milliTaxUnitsPerHour * hours);
}

/** Hours method: hours × throughput, rounded half up to a whole tax unit (5,000 h G 5.5 → 114,000 kWh). */
export function fuelFromHours(model: DachsModel, hours: number): number {
  return divRoundHalfUp(milliFuelFromHours(model, hours), 1000);
}

export interface GasMeterReading {
  /** Operating volume in m³ (meter end minus start). */
  readonly volumeM3: number;
  /** Zustandszahl from the gas bill (about 0.95). */
  readonly zustandszahl: number;
  /** Abrechnungsbrennwert Hs in kWh/m³ from the gas bill (about 11.5). */
  readonly brennwertKWhPerM3: number;
}

/** Metered gas: V × Zustandszahl × Brennwert = kWh Hs (DVGW G 685), rounded half up to whole kWh. */
export function gasKWhFromMeter(reading: GasMeterReading): number {
  return roundHalfUpToWhole(reading.volumeM3 * reading.zustandszahl * reading.brennwertKWhPerM3);
}

/** Metered oil (litres at 15 °C) or LPG (kg): already tax units, rounded half up to whole units. */
export function wholeTaxUnits(quantity: number): number {
  return roundHalfUpToWhole(quantity);
}

/** kWh to MWh for display: the form shows gas in MWh (114,000 kWh → 114.000 MWh). */
export function kWhToMWh(kWh: number): number {
  return kWh / 1000;
}

/** Fuel energy on Hi (kWh) of a module from its hours: hours × the model's Hi input (5,000 h × 20.5 kW). */
export function hiKWhFromHours(model: DachsModel, hours: number): number {
  return hours * fuelInputHiKW(model);
}
