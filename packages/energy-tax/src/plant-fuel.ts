// The plant's fuel for the year: the tax quantity, each module's share of it (for the month split)
// and the fuel energy on Hi (for the utilisation rate).

import { hiKWhOf } from './fuels.js';
import { hiKWhFromHours, milliFuelFromHours, wholeTaxUnits } from './fuel-quantity.js';
import { divRoundHalfUp } from './money.js';
import { dachsModels } from './models.js';
import { type PlantYearInput } from './plant-input.js';

export interface PlantFuel {
  /** Whole tax units for the plant. */
  readonly quantity: number;
  /** Each module's share in thousandths of a tax unit, in module order; they add up to quantity × 1000. */
  readonly moduleMilli: readonly number[];
  /** Fuel energy on Hi, kWh. */
  readonly fuelHiKWh: number;
  /** What the hours method gives, in whole tax units (the cross-check for a meter). */
  readonly expectedFromHours: number;
}

export function plantFuel(input: PlantYearInput): PlantFuel {
  const models = input.modules.map((module) => dachsModels[module.model]);
  const hoursMilli = input.modules.map((module, index) => milliFuelFromHours(models[index]!, module.hours));
  const expectedFromHours = divRoundHalfUp(
    hoursMilli.reduce((sum, milli) => sum + milli, 0),
    1000,
  );
  if (input.measurement.method === 'hours') {
    const hoursHi = input.modules.reduce(
      (sum, module, index) => sum + hiKWhFromHours(models[index]!, module.hours),
      0,
    );
    return {
      quantity: expectedFromHours,
      moduleMilli: hoursMilli,
      fuelHiKWh: input.energy.fuelHiKWh ?? hoursHi,
      expectedFromHours,
    };
  }
  // One meter for the plant: each module gets the share of its hours (INFERENCE: the facts name
  // no rule for a cascade behind one meter). Without hours, the modules share equally.
  const quantity = wholeTaxUnits(input.measurement.quantity);
  const totalHours = input.modules.reduce((sum, module) => sum + module.hours, 0);
  const moduleMilli = input.modules.map((module) =>
    totalHours > 0 ? (quantity * 1000 * module.hours) / totalHours : (quantity * 1000) / input.modules.length,
  );
  return {
    quantity,
    moduleMilli,
    fuelHiKWh: input.energy.fuelHiKWh ?? hiKWhOf(input.fuel, quantity),
    expectedFromHours,
  };
}
