import { type UnitError } from '@portal/contracts';
import { type UnitModel } from '../model/unit-model.js';
import { type RawValue } from '../model/values.js';
import { Sampler } from '../protocol/sampler.js';

// What the portal sees of a unit: the samples it publishes (parameters only when they changed, so the
// portal's view is every value received so far) and the error list at the same moment.

export interface PublishedSample {
  ts: number;
  /** Every key's latest published value (the same object on every visit: copy what you keep). */
  view: Readonly<Record<string, RawValue>>;
  errors: UnitError[];
}

/** Takes a sample every `intervalSeconds` for `hours`, as the unit would publish it, and visits it. */
export function eachPublishedSample(
  model: UnitModel,
  hours: number,
  intervalSeconds: number,
  visit: (sample: PublishedSample) => void,
): void {
  const sampler = new Sampler(model);
  const view: Record<string, RawValue> = {};
  const from = model.time;
  for (let t = intervalSeconds * 1000; t <= hours * 3_600_000; t += intervalSeconds * 1000) {
    model.advanceTo(from + t);
    const { ts, values } = sampler.take(model.time, t === intervalSeconds * 1000);
    Object.assign(view, values);
    visit({ ts, view, errors: model.errors() });
  }
}
