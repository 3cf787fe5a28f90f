import type { BalanceResponse, BalanceText } from '@portal/contracts';
import { type FuelType, fuelEnergy } from '@portal/energy-tax';
import type { EnergyTaxRelief } from './energy-tax-relief.js';

// The factors the balance's CO2 and reference figures use, each with its source as the page and the
// report name it, in the portal's languages (docs/adr/0023-unit-balance.md). Values change yearly:
// update them with their source. German titles of documents stay German in both languages (they are
// what one searches for); the words around them are translated.

export interface BalanceFactor {
  value: number;
  unit: BalanceText;
  source: BalanceText;
}

/** The same text in every language (units made of symbols). */
const same = (text: string): BalanceText => ({ 'de-de': text, 'en-gb': text });
const t = (de: string, en: string): BalanceText => ({ 'de-de': de, 'en-gb': en });

const bafa = t(
  'BAFA, Informationsblatt CO2-Faktoren, nach UBA: Tabellarische Aufstellung der abgeleiteten Emissionsfaktoren für CO2 (15.04.2020)',
  'BAFA, Informationsblatt CO2-Faktoren (information sheet on CO2 factors), from UBA: Tabellarische Aufstellung der abgeleiteten Emissionsfaktoren für CO2 (15 April 2020)',
);
const perKWhHi = same('kg CO2/kWh Hi');

/**
 * Fuel burned, direct emissions per kWh on the net calorific value Hi: natural gas 0.201 (55.8 t
 * CO2/TJ), light heating oil 0.266, LPG 0.239 kg CO2/kWh: the UBA's derived factors of 15 April
 * 2020, binding for the BAFA's efficiency funding ("Informationsblatt CO2-Faktoren").
 */
export const co2Fuel: Readonly<Record<FuelType, BalanceFactor>> = {
  naturalGas: { value: 0.201, unit: perKWhHi, source: bafa },
  heatingOil: { value: 0.266, unit: perKWhHi, source: bafa },
  lpg: { value: 0.239, unit: perKWhHi, source: bafa },
};

/**
 * German electricity mix: 380 g CO2 per kWh consumed in 2023 (UBA, "Entwicklung der spezifischen
 * Treibhausgas-Emissionen des deutschen Strommix in den Jahren 1990–2023", Climate Change 13/2024).
 * Electricity the unit makes displaces grid electricity at this factor.
 */
export const co2GridElectricity: BalanceFactor = {
  value: 0.38,
  unit: same('kg CO2/kWh'),
  source: t(
    'UBA: Entwicklung der spezifischen Treibhausgas-Emissionen des deutschen Strommix in den Jahren 1990–2023 (Climate Change 13/2024)',
    "UBA: Entwicklung der spezifischen Treibhausgas-Emissionen des deutschen Strommix in den Jahren 1990–2023 (the German electricity mix's specific greenhouse gas emissions, Climate Change 13/2024)",
  ),
};

/** Gross over net calorific value of each fuel, as the energy-tax tool uses it (facts §3). */
export function hsOverHi(fuel: FuelType): BalanceFactor {
  return {
    value: fuelEnergy[fuel].hsOverHi,
    unit: same('Hs/Hi'),
    source: t(
      'Energiesteuer-Tool des Portals (Brenn- und Heizwerte der Brennstoffe)',
      "The portal's energy-tax tool (gross and net calorific values of the fuels)",
    ),
  };
}

/**
 * The reference heat maker: a gas condensing boiler with a yearly efficiency of 90 % of the fuel's
 * Hs (≈ 100 % of Hi). The portal's assumption, not a standard's value.
 */
export const referenceBoilerEfficiency: BalanceFactor = {
  value: 0.9,
  unit: t('kWh Wärme/kWh Hs', 'kWh heat/kWh Hs'),
  source: t(
    'Annahme des Portals: Gas-Brennwertkessel mit 90 % Jahresnutzungsgrad auf den Brennwert',
    'Portal assumption: gas condensing boiler with a yearly efficiency of 90 % on the gross calorific value',
  ),
};

/**
 * The energy-tax relief in EUR per MWh Hs of the period's fuel: from the location's application for
 * `applicationYear` in the energy-tax tool, else the tool's partial rate.
 */
export function energyTaxRelief(eurosPerMWhHs: number, applicationYear: number | null): BalanceFactor {
  return {
    value: eurosPerMWhHs,
    unit: same('EUR/MWh Hs'),
    source:
      applicationYear === null
        ? t(
            'EnergieStG §53a (teilweise Entlastung, wie das Energiesteuer-Tool des Portals sie berechnet; für das Jahr gibt es keinen vollständigen Antrag)',
            "EnergieStG §53a (partial relief, as the portal's energy-tax tool computes it; there is no complete application for the year)",
          )
        : t(
            `Energiesteuer-Antrag ${applicationYear} dieses Standorts im Energiesteuer-Tool des Portals: Entlastung des Jahres je MWh Hs Brennstoff`,
            `This location's ${applicationYear} energy-tax application in the portal's energy-tax tool: the year's relief per MWh Hs of fuel`,
          ),
  };
}

/**
 * The factors a balance lists, those its figures used: the fuel's (a CHP unit's), the grid's, the
 * reference boiler's and the energy-tax relief where one applies or an application refuses it.
 */
export function factorsOf(
  fuel: FuelType | null,
  fuelHsOverHi: BalanceFactor,
  relief: EnergyTaxRelief,
): BalanceResponse['factors'] {
  return [
    ...(fuel
      ? [
          { id: 'co2Fuel' as const, ...co2Fuel[fuel] },
          { id: 'hsOverHi' as const, ...fuelHsOverHi },
        ]
      : []),
    { id: 'co2GridElectricity', ...co2GridElectricity },
    { id: 'co2ReferenceGas', ...co2Fuel.naturalGas },
    { id: 'referenceBoilerEfficiency', ...referenceBoilerEfficiency },
    // An application's verdict of no relief is named too: it is why the money has none.
    ...(relief.perKWhHs > 0 || relief.applicationYear !== null
      ? [
          {
            id: 'energyTaxRelief' as const,
            ...energyTaxRelief(relief.perKWhHs * 1000, relief.applicationYear),
          },
        ]
      : []),
  ];
}
