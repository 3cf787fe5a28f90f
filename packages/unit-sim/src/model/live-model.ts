import { germanDayStart } from '../util/clock.js';
import { UnitModel, type UnitModelOptions } from './unit-model.js';

// One day, one story (issue 40, 26): a unit's live model does not start blank at the moment the
// simulator starts, it has lived since the start of the German day (or its commissioning, if later).
// So today's run grid, its starts and hours, the counters and the power the charts show all come
// from one run of one model. The demo history runs the same model over the same part of the day
// (history.ts), so the stored time series and the live unit agree.

/** Step of the run from the day's start up to now, seconds: what the history takes too. */
export const warmUpStepSeconds = 60;
const quarterHourMs = 15 * 60_000;

/** Where a unit's live model starts: the German day's start, or its commissioning if later. */
export function liveModelStart(now: number, commissionedAt?: number): number {
  const commissioned =
    commissionedAt === undefined ? -Infinity : Math.ceil(commissionedAt / quarterHourMs) * quarterHourMs;
  return Math.min(now, Math.max(germanDayStart(now), commissioned));
}

/** The unit's model at `now`, having run since liveModelStart in warm-up steps. */
export function liveModel(options: Omit<UnitModelOptions, 'startTime'>, now: number): UnitModel {
  const model = new UnitModel({ ...options, startTime: liveModelStart(now, options.commissionedAt) });
  const stepMs = (options.stepSeconds ?? 10) * 1000;
  // Coarse steps where they fit the model's grid; the rest of the way in the model's own steps.
  if ((warmUpStepSeconds * 1000) % stepMs === 0) model.fastForward(now, warmUpStepSeconds);
  model.advanceTo(now);
  return model;
}
