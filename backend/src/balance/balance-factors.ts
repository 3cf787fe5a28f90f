import { type FuelType, fuelEnergy } from '@portal/energy-tax';

// The factors the balance's CO2 and reference figures use, each with its source as the page names
// it (docs/adr/0023-unit-balance.md). Values change yearly: update them with their source.

export interface BalanceFactor {
  value: number;
  unit: string;
  source: string;
}

const bafa =
  'BAFA Informationsblatt CO2-Faktoren, from UBA: Tabellarische Aufstellung der abgeleiteten Emissionsfaktoren für CO2 (15.04.2020)';

/**
 * Fuel burned, direct emissions per kWh on the net calorific value Hi: natural gas 0.201 (55.8 t
 * CO2/TJ), light heating oil 0.266, LPG 0.239 kg CO2/kWh: the UBA's derived factors of 15 April
 * 2020, binding for the BAFA's efficiency funding ("Informationsblatt CO2-Faktoren").
 */
export const co2Fuel: Readonly<Record<FuelType, BalanceFactor>> = {
  naturalGas: { value: 0.201, unit: 'kg CO2/kWh Hi', source: bafa },
  heatingOil: { value: 0.266, unit: 'kg CO2/kWh Hi', source: bafa },
  lpg: { value: 0.239, unit: 'kg CO2/kWh Hi', source: bafa },
};

/**
 * German electricity mix: 380 g CO2 per kWh consumed in 2023 (UBA, "Entwicklung der spezifischen
 * Treibhausgas-Emissionen des deutschen Strommix in den Jahren 1990–2023", Climate Change 13/2024).
 * Electricity the unit makes displaces grid electricity at this factor.
 */
export const co2GridElectricity: BalanceFactor = {
  value: 0.38,
  unit: 'kg CO2/kWh',
  source: 'UBA: Entwicklung der spezifischen Treibhausgas-Emissionen des deutschen Strommix 1990–2023 (2024)',
};

/** Gross over net calorific value of each fuel, as the energy-tax tool uses it (facts §3). */
export function hsOverHi(fuel: FuelType): BalanceFactor {
  return {
    value: fuelEnergy[fuel].hsOverHi,
    unit: 'Hs/Hi',
    source: 'Energy-tax tool (docs/facts/energy-tax-tool.md §3)',
  };
}

/**
 * The reference heat maker: a gas condensing boiler with a yearly efficiency of 90 % of the fuel's
 * Hs (≈ 100 % of Hi). The portal's assumption, not a standard's value.
 */
export const referenceBoilerEfficiency: BalanceFactor = {
  value: 0.9,
  unit: 'kWh heat/kWh Hs',
  source: 'Portal assumption: gas condensing boiler',
};

/** The energy-tax relief's rate (EUR per 1,000 tax units), from the energy-tax tool's rules. */
export const energyTaxReliefSource = 'EnergieStG §53a (partial relief, as the energy-tax tool computes it)';
