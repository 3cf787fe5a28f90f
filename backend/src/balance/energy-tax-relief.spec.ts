import { workedExample } from '../hzatool/documents/worked-example.fixture.js';
import { applicationReliefPerKWhHs } from './energy-tax-relief.js';

// The facts' worked example (energy-tax-tool.md): a Dachs G 5.5 on natural gas, 5,000 h, 114,000 kWh
// Hs. The rates below are its EUR totals over its fuel, worked out by hand.

it("takes the year's relief over the year's fuel: full relief in 2020, partial in 2024, split in 2023", () => {
  // 627.00 EUR / 114,000 kWh = 5.50 EUR/MWh; 503.88 / 114,000 = 4.42; 575.29 / 114,000 = 5.0464.
  expect(applicationReliefPerKWhHs(workedExample(2020).summary)! * 1000).toBeCloseTo(5.5, 6);
  expect(applicationReliefPerKWhHs(workedExample(2024).summary)! * 1000).toBeCloseTo(4.42, 6);
  expect(applicationReliefPerKWhHs(workedExample(2023).summary)! * 1000).toBeCloseTo(575.29 / 114, 6);
});

it('counts investment aid still to offset against the full relief', () => {
  // 1,000 EUR of aid left: the 627.00 EUR of full relief are all offset, nothing is paid.
  expect(applicationReliefPerKWhHs(workedExample(2020, 100_000).summary)).toBe(0);
});

it('grants none below 70 % utilisation or without a rule, and decides nothing while incomplete', () => {
  const { summary } = workedExample(2024);
  expect(applicationReliefPerKWhHs({ ...summary, kind: 'noRelief' })).toBe(0);
  expect(applicationReliefPerKWhHs({ ...summary, kind: 'notCovered' })).toBe(0);
  expect(applicationReliefPerKWhHs({ ...summary, kind: 'invalid' })).toBeNull();
});
