import { type FuelType, dachsModels, fuelEnergy, rulesForMonth } from '@portal/energy-tax';
import type { HzaModelId } from '@portal/contracts';

// The unit's fuel for the balance: what it burns, how much per operating hour and the energy-tax
// relief per kWh, from the energy-tax tool's models and rules (packages/energy-tax).

/** kWh Hs in one tax unit of the fuel (kWh, litre, kg). */
const kWhHsPerTaxUnit = (fuel: FuelType) => fuelEnergy[fuel].hiKWhPerTaxUnit * fuelEnergy[fuel].hsOverHi;

/** The model's fuel per operating hour in kWh Hs (SenerTec's hours method, facts §3). */
export function modelKWhPerHour(model: HzaModelId | null): number | null {
  if (!model) return null;
  const { milliTaxUnitsPerHour, fuel } = dachsModels[model];
  return (milliTaxUnitsPerHour / 1000) * kWhHsPerTaxUnit(fuel);
}

/**
 * The partial relief (EnergieStG §53a(4)/(5), what every Dachs gets) in EUR per kWh Hs for fuel used
 * in the month that starts the period; 0 outside the rules the tool knows. The balance counts it where
 * the location has no complete application for the year (energy-tax-relief.ts). Full relief depends on
 * the plant's depreciation, which only the tool's application knows.
 */
export function reliefPerKWhHs(fuel: FuelType | null, year: number, month: number): number {
  if (!fuel) return 0;
  const rules = rulesForMonth({ year, month }, fuel);
  if (!rules.covered) return 0;
  return rules.rates.partialCentsPer1000 / 1000 / 100 / kWhHsPerTaxUnit(fuel);
}
