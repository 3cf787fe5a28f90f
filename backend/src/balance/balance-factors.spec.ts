import { balanceFuels, languages } from '@portal/contracts';
import { factorsOf, hsOverHi } from './balance-factors.js';
import { noRelief } from './energy-tax-relief.js';

// Every factor a balance lists names its unit and source in each language of the portal: the German
// page and report once showed English prose ("Portal assumption: gas condensing boiler").

const partialRate = { perKWhHs: 0.004, applicationYear: null };
const fromApplication = { perKWhHs: 0.0055, applicationYear: 2023 };
const listed = balanceFuels.flatMap((fuel) => [
  ...factorsOf(fuel, hsOverHi(fuel), partialRate),
  ...factorsOf(fuel, hsOverHi(fuel), fromApplication).filter((factor) => factor.id === 'energyTaxRelief'),
]);
const words = (text: string) => text.toLowerCase().split(/[^\p{L}]+/u);

// Words of the English texts that are no German (titles of German documents stay German in both;
// "Energiesteuer-Tool" is the tool's German name).
const english = ['from', 'the', 'of', 'assumption', 'portal', 'heat', 'partial', 'as', 'with', 'calorific'];
// Words of the German texts that are no English.
const german = ['nach', 'des', 'der', 'annahme', 'wärme', 'teilweise', 'wie', 'mit', 'brennwert'];

it('lists each factor once per fuel, with the relief where one applies', () => {
  expect(factorsOf('naturalGas', hsOverHi('naturalGas'), partialRate).map((f) => f.id)).toEqual([
    'co2Fuel',
    'hsOverHi',
    'co2GridElectricity',
    'co2ReferenceGas',
    'referenceBoilerEfficiency',
    'energyTaxRelief',
  ]);
  expect(factorsOf(null, hsOverHi('naturalGas'), noRelief).map((f) => f.id)).toEqual([
    'co2GridElectricity',
    'co2ReferenceGas',
    'referenceBoilerEfficiency',
  ]);
});

it("names the year's application the relief comes from, also when it grants none", () => {
  const relief = (applicationYear: number | null, perKWhHs: number) =>
    factorsOf('naturalGas', hsOverHi('naturalGas'), { perKWhHs, applicationYear }).find(
      (factor) => factor.id === 'energyTaxRelief',
    );
  expect(relief(2023, 0.0055)?.value).toBeCloseTo(5.5, 9);
  expect(relief(2023, 0.0055)?.source['de-de']).toMatch(/^Energiesteuer-Antrag 2023 dieses Standorts/);
  expect(relief(2023, 0.0055)?.source['en-gb']).toMatch(/^This location's 2023 energy-tax application/);
  expect(relief(2025, 0)).toMatchObject({ value: 0 });
  expect(relief(null, 0.00442)?.source['de-de']).toMatch(/keinen vollständigen Antrag\)$/);
  expect(relief(null, 0)).toBeUndefined();
});

it('has a unit and a source in every language, the German ones without English words', () => {
  for (const factor of listed) {
    for (const language of languages) {
      expect(factor.unit[language].length).toBeGreaterThan(0);
      expect(factor.source[language].length).toBeGreaterThan(10);
    }
    const inGerman = [...words(factor.unit['de-de']), ...words(factor.source['de-de'])];
    expect(inGerman.filter((word) => english.includes(word))).toEqual([]);
  }
});

it('says in English around the German titles what they are, and no German prose of its own', () => {
  const boiler = listed.find((factor) => factor.id === 'referenceBoilerEfficiency')!;
  expect(boiler.source['en-gb']).toMatch(/^Portal assumption: gas condensing boiler/);
  expect(boiler.unit).toEqual({ 'de-de': 'kWh Wärme/kWh Hs', 'en-gb': 'kWh heat/kWh Hs' });
  expect(boiler.source['de-de']).toMatch(/^Annahme des Portals: Gas-Brennwertkessel/);
  const relief = listed.find((factor) => factor.id === 'energyTaxRelief')!;
  expect(relief.value).toBeCloseTo(4, 9);
  for (const factor of listed.filter(
    (f) => !['co2GridElectricity', 'co2Fuel', 'co2ReferenceGas'].includes(f.id),
  ))
    expect(words(factor.source['en-gb']).filter((word) => german.includes(word))).toEqual([]);
  // The BAFA's and UBA's titles are German; the English text explains them.
  const fuel = listed.find((factor) => factor.id === 'co2Fuel')!;
  expect(fuel.source['en-gb']).toContain('information sheet on CO2 factors');
  expect(fuel.source['en-gb']).toContain('from UBA');
});
