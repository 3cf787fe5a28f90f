import { type ProductGroup } from '@portal/unit-catalog';
import { UnitModel } from './unit-model.js';
import { invariantsOf, situationNames, situationsOf } from '../test-support/invariants.js';
import { eachPublishedSample } from '../test-support/published.js';

// Property-style runs: each kind for days of simulated time from a few seeds and seasons, every
// published sample checked against the kind's invariants (test-support/invariants.ts). The Dachs gets
// frequent random faults and, like the demo's showcase unit, a due 250-hour check at the start. The
// runs must also meet the situations the invariants are about (a battery covering the house, a
// shutdown fault, maintenance due and done, ...), or they would prove little.

const days = 10;
const starts = [Date.UTC(2025, 0, 8), Date.UTC(2025, 3, 16), Date.UTC(2025, 6, 2)];
const seeds = starts.map((start, i) => [i + 1, new Date(start).toISOString().slice(0, 10)] as const);

describe.each<[ProductGroup, number]>([
  ['dachsII', 60],
  ['dachs08', 60],
  ['waermepumpe', 60],
  ['pufferspeicher', 300],
  // Every step, so the SoC must have moved the way the published power says.
  ['batterie', 20],
  ['netz', 60],
])('%s: every published sample is consistent', (productGroup, intervalSeconds) => {
  const met = new Set<string>();

  it.each(seeds)('seed %i from %s', (seed) => {
    const model = new UnitModel({
      sn: `47110000${seed}`,
      productGroup,
      seed,
      startTime: starts[seed - 1] ?? 0,
      stepSeconds: 20,
      faultRate: productGroup === 'dachsII' ? 3 : 0,
    });
    if (productGroup === 'dachsII') model.forceFault(650);
    const check = invariantsOf(model.kind);
    const violations: string[] = [];
    eachPublishedSample(model, days * 24, intervalSeconds, (sample) => {
      if (violations.length < 10) violations.push(...check(sample));
      for (const name of situationsOf(model.kind, sample)) met.add(name);
    });
    expect(violations).toEqual([]);
  });

  it('the runs met every situation the invariants are about', () => {
    const model = new UnitModel({ sn: '4711000000', productGroup, seed: 0, startTime: starts[0] ?? 0 });
    expect([...met].sort()).toEqual(situationNames(model.kind).sort());
  });
});
