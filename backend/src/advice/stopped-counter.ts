import type { AdviceFinding, Detector } from './advice-finding.js';
import { rounded } from './advice-finding.js';
import { type HourBucket, trustedHours } from './advice-history.js';

/**
 * A counter that stopped: over the last `windowHours` hours the unit reported (at least
 * `minHoursWithData` of them), it ran `minRunHours` or more by its operating-hours counter while its
 * electricity or heat counter did not move (less than `flatKWh`), or its electricity counter rose
 * `minKWh` or more while the hours counter stood still. A Dachs makes about 5.5 kWh of electricity
 * and 12.5 kWh of heat per hour it runs, so either is a counter (or its reading) that is broken.
 * A heat pump's compressor takes electricity (1.5..4 kW) and makes heat (4..12 kW) while it runs:
 * hours without either counter moving are the same finding; its heat (it makes no electricity)
 * rising by `minKWh` while the compressor's hours stand is the stopped hours counter.
 */
export const stoppedCounter = {
  windowHours: 48,
  minHoursWithData: 40,
  minRunHours: 3,
  flatKWh: 0.1,
  minKWh: 15,
  shownHours: 72,
} as const;

/** Which counter stopped (figures.counter). */
export const stoppedCounterCodes = { electricity: 1, heat: 2, hours: 3 } as const;

const sum = (hours: readonly HourBucket[], pick: (h: HourBucket) => number | null) => {
  let total = 0;
  let seen = false;
  for (const h of hours) {
    const v = pick(h);
    if (v !== null) {
      total += v;
      seen = true;
    }
  }
  return seen ? total : null;
};

function cumulative(
  hours: readonly HourBucket[],
  pick: (h: HourBucket) => number | null,
): [number, number | null][] {
  let total = 0;
  return hours.map((h) => {
    const v = pick(h);
    if (v === null) return [h.start, null];
    total += v;
    return [h.start, rounded(total, 1)];
  });
}

export const detectStoppedCounter: Detector = ({ hours }) => {
  const trusted = trustedHours(hours);
  // The window ends with the history's last hour, reported or not: a gap now is too little data.
  const last = hours.at(-1);
  if (!last) return null;
  const from = last.start - (stoppedCounter.windowHours - 1) * 3_600_000;
  const window = trusted.filter((h) => h.start >= from);
  if (window.length < stoppedCounter.minHoursWithData) return null;
  const run = sum(window, (h) => h.runHours) ?? 0;
  const electricity = sum(window, (h) => h.electricityKWh);
  const heat = sum(window, (h) => h.heatKWh);
  const taken = sum(window, (h) => h.electricityInKWh ?? null);
  /** The electricity counter: what a heat pump takes, what the others make. */
  const pickElectricity = (h: HourBucket) =>
    taken === null ? h.electricityKWh : (h.electricityInKWh ?? null);
  const electricityCount = taken ?? electricity;
  /** What the unit makes: electricity, or a heat pump's heat. */
  const made = electricity ?? (taken === null ? null : heat);
  const ran = run >= stoppedCounter.minRunHours;
  let counter: keyof typeof stoppedCounterCodes | undefined;
  if (ran && electricityCount !== null && electricityCount < stoppedCounter.flatKWh) counter = 'electricity';
  else if (ran && heat !== null && heat < stoppedCounter.flatKWh) counter = 'heat';
  else if (run < stoppedCounter.flatKWh && made !== null && made >= stoppedCounter.minKWh) counter = 'hours';
  if (!counter) return null;
  const shown = trusted.filter((h) => h.start > last.start - stoppedCounter.shownHours * 3_600_000);
  const energy =
    counter === 'heat' || (counter === 'hours' && electricity === null)
      ? (h: HourBucket) => h.heatKWh
      : pickElectricity;
  const energyKWh = counter === 'electricity' ? electricityCount : counter === 'heat' ? heat : made;
  const finding: AdviceFinding = {
    detector: 'stopped-counter',
    since: window[0]!.start,
    evidence: {
      detector: 'stopped-counter',
      unit: 'h',
      resolution: 'hour',
      points: cumulative(shown, (h) => h.runHours),
      second: cumulative(shown, energy),
      threshold: null,
      baseline: null,
      figures: {
        counter: stoppedCounterCodes[counter],
        runHours: rounded(run, 1),
        energyKWh: rounded(energyKWh ?? 0, 1),
        ...(taken === null ? {} : { heatPump: 1 }),
      },
    },
  };
  return finding;
};
