// The three Dachs fuels (spec 9: natural gas, LPG, heating oil), the unit the tax counts each in,
// and how to get from that unit to energy on the net calorific value Hi for the utilisation rate.

export type FuelType = 'naturalGas' | 'lpg' | 'heatingOil';

export const fuelTypes: readonly FuelType[] = ['naturalGas', 'lpg', 'heatingOil'];

/**
 * The tax unit of each fuel: natural gas in kWh on the gross calorific value Hs (EnergieStG §1a
 * Nr. 18 counts MWh Hs; kWh keep whole numbers), heating oil in litres at 15 °C (Nr. 17), LPG in kg
 * weighed (Nr. 20). The relief rates are per 1,000 of these units.
 */
export type TaxUnit = 'kWhHs' | 'l' | 'kg';

export const taxUnitOf: Readonly<Record<FuelType, TaxUnit>> = {
  naturalGas: 'kWhHs',
  heatingOil: 'l',
  lpg: 'kg',
};

export interface FuelEnergy {
  /** Gross over net calorific value, Hs / Hi. */
  readonly hsOverHi: number;
  /** Energy on Hi (kWh) in one tax unit. */
  readonly hiKWhPerTaxUnit: number;
}

export const fuelEnergy: Readonly<Record<FuelType, FuelEnergy>> = {
  // Hs is about 11 % above Hi (facts: gewerbegas.info); the tax unit is already energy on Hs.
  naturalGas: { hsOverHi: 1.11, hiKWhPerTaxUnit: 1 / 1.11 },
  // Hs about 6 % above Hi (facts). INFERENCE: 10.0 kWh Hi per litre is the usual figure for light
  // heating oil (about 42.6 MJ/kg at 0.845 kg/l); no source in the facts gives it.
  heatingOil: { hsOverHi: 1.06, hiKWhPerTaxUnit: 10.0 },
  // INFERENCE, not in the facts: propane has Hi ≈ 46.35 MJ/kg = 12.87 kWh/kg and Hs ≈ 50.35 MJ/kg,
  // so Hs/Hi ≈ 1.086 (textbook values for propane; commercial LPG mixes differ slightly).
  lpg: { hsOverHi: 1.086, hiKWhPerTaxUnit: 12.87 },
};

/** Energy on Hi (kWh) in `quantity` tax units of `fuel`, for the utilisation rate. */
export function hiKWhOf(fuel: FuelType, quantity: number): number {
  return quantity * fuelEnergy[fuel].hiKWhPerTaxUnit;
}
