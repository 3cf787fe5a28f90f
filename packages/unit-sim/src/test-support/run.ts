import { type ProductGroup } from '@portal/unit-catalog';
import { UnitModel } from '../model/unit-model.js';

// Drives a model through simulated time without any I/O, for the physics tests.

export function newModel(
  productGroup: ProductGroup,
  startTime: number,
  options: { seed?: number; stepSeconds?: number } = {},
): UnitModel {
  return new UnitModel({
    sn: '4711000001',
    productGroup,
    seed: options.seed ?? 1,
    startTime,
    stepSeconds: options.stepSeconds ?? 60,
    faultRate: 0,
  });
}

/** Calls `visit` after every `everySeconds` of simulated time for `hours`. */
export function run(
  model: UnitModel,
  hours: number,
  everySeconds: number,
  visit: (m: UnitModel) => void,
): void {
  const from = model.time;
  for (let t = everySeconds * 1000; t <= hours * 3_600_000; t += everySeconds * 1000) {
    model.advanceTo(from + t);
    visit(model);
  }
}

/** Asserts that every key whose catalog class is Counter never decreases. */
export function counterKeys(model: UnitModel): string[] {
  return model.store.entries.filter((e) => e.def.obdClass === 'Counter').map((e) => e.key);
}
