import { chpElectricalKw, chpMinRunSeconds, chpMinStandstillSeconds } from '../kinds/dachs-ii-engine.js';
import { Random } from '../util/random.js';
import {
  activeDefect,
  counterRegisters,
  dayMs,
  hourMs,
  spanCourse,
  offlineHour,
  seasonC,
} from './sim-year.js';

// A Dachs's hourly history over months with defects injected (issue 45, docs/adr/0024): what the
// portal's hourly rollups would hold — counter increments as the unit counts them (whole starts,
// operating hours and kWh) and mean temperatures — for measuring the advice detectors on units whose
// defects are known. A lean model stepped by the minute (a year of one unit in a few milliseconds
// of arithmetic per day), not the live model: house load from the outdoor temperature, a buffer tank
// charged by the engine between its minimum run and standstill times, and the return temperature of
// a heating curve.

export const adviceDefects = [
  'short-cycling',
  'falling-efficiency',
  'rising-return',
  'stopped-counter',
] as const;
export type AdviceDefect = (typeof adviceDefects)[number];

/** A defect from `onset` (ms) until `until` (ms, default: for good). */
export interface InjectedDefect {
  kind: AdviceDefect;
  onset: number;
  until?: number;
}

/** One hour as the store's hourly rollups hold it (the advice detectors' HourBucket). */
export interface SimHour {
  start: number;
  starts: number | null;
  runHours: number | null;
  electricityKWh: number | null;
  heatKWh: number | null;
  /** Electricity taken (heat pumps only, heat-pump-history.ts). */
  electricityInKWh?: number | null;
  returnC: number | null;
  outdoorC: number | null;
}

export interface HourlyHistoryOptions {
  seed: number;
  /** First hour (ms, on the hour). */
  from: number;
  hours: number;
  defects?: readonly InjectedDefect[];
  /**
   * Harmless changes a healthy unit goes through (a new buffer setting, a changed heating curve, a
   * bigger house load), one at a random time: what the detectors must not mistake for defects.
   */
  benignChange?: boolean;
  /** Offline gaps of 2..72 hours (counters catch up in the hour after). Default 0..4 at random. */
  gaps?: number;
  /**
   * How rough a healthy unit is (default 1): scales the day-to-day spread of its output (1.5 % a
   * day), its seasonal output swing (2 %, less in summer's warm intake air), the weather's day-to-day
   * spread and the return sensor's noise. The bench runs 1 and a harsher 2.
   */
  noise?: number;
}

/** Heat of the unit plus its exhaust condenser (kW), as the two heat counters sum it. */
const heatKw = 14.5;
/** How an injected defect shows (documented in the ADR). */
export const defectEffects = {
  /**
   * Each start aborts after 3..8 minutes, before the engine reaches its power (30 % of it on
   * average), and retries after 2..5 minutes of standstill.
   */
  abortOutput: 0.3,
  abortRunMin: [3, 8],
  abortStandMin: [2, 5],
  /** Output falls linearly to 85 % over 60 days. */
  efficiencyLoss: 0.15,
  efficiencyDays: 60,
  /** The return temperature rises 0.2 K a day, at most 12 K. */
  returnRisePerDay: 0.2,
  returnRiseMax: 12,
} as const;

interface Setup {
  bufferKWh: number;
  uaKwPerK: number;
  returnOffsetC: number;
  curveSlope: number;
}

function setupOf(rng: Random): Setup {
  return {
    bufferKWh: rng.between(6, 14),
    uaKwPerK: rng.between(0.3, 0.7),
    returnOffsetC: rng.between(-3, 3),
    curveSlope: rng.between(0.3, 0.6),
  };
}

export function hourlyHistory(options: HourlyHistoryOptions): SimHour[] {
  const rng = new Random(options.seed);
  const defects = options.defects ?? [];
  const setup = setupOf(rng);
  const { changeAt, changeKind, gaps } = spanCourse(rng, options);
  // Whole-unit counters as floats; the hours report their rounded-down differences.
  const total = { starts: 0, run: 0, el: 0, heat: 0 };
  const { reported, step } = counterRegisters(total);
  let buffer = setup.bufferKWh / 2;
  let running = false;
  let phaseMin = 999;
  let abortAfter = 0;
  let weather = 0;
  let dayOutput = 1;
  const noise = options.noise ?? 1;
  const out: SimHour[] = [];
  for (let h = 0; h < options.hours; h += 1) {
    const start = options.from + h * hourMs;
    if (h % 24 === 0) {
      weather = 0.8 * weather + rng.normal() * 1.8 * noise;
      dayOutput = 1 + rng.normal() * 0.015 * noise - 0.02 * noise * Math.max(0, (seasonC(start) - 9) / 9);
    }
    const changed = start >= changeAt;
    const buf = setup.bufferKWh * (changed && changeKind === 0 ? 0.6 : 1);
    const ua = setup.uaKwPerK * (changed && changeKind === 1 ? 1.3 : 1);
    const offset = setup.returnOffsetC + (changed && changeKind === 2 ? 3 : 0);
    const hourOfDay = (start / hourMs) % 24;
    const outdoor = seasonC(start) + weather + 3 * Math.sin((2 * Math.PI * (hourOfDay - 9)) / 24);
    const dhw = hourOfDay >= 6 && hourOfDay < 22 ? 0.8 : 0.2;
    const load = Math.min(13, Math.max(0, 15 - outdoor) * ua + dhw);
    const degrade = activeDefect(defects, 'falling-efficiency', start);
    const output =
      dayOutput *
      (degrade
        ? 1 -
          defectEffects.efficiencyLoss *
            Math.min(1, (start - degrade.onset) / (defectEffects.efficiencyDays * dayMs))
        : 1);
    const aborting = activeDefect(defects, 'short-cycling', start) !== undefined;
    let runMin = 0;
    for (let m = 0; m < 60; m += 1) {
      phaseMin += 1;
      if (running) {
        const power = output * (aborting ? defectEffects.abortOutput : 1);
        buffer += (heatKw * power - load) / 60;
        runMin += 1;
        total.run += 1 / 60;
        total.el += (chpElectricalKw * power) / 60;
        total.heat += (heatKw * power) / 60;
        const stop = aborting ? phaseMin >= abortAfter : buffer >= buf && phaseMin >= chpMinRunSeconds / 60;
        if (stop) {
          running = false;
          phaseMin = 0;
          abortAfter = aborting ? rng.int(defectEffects.abortStandMin[0], defectEffects.abortStandMin[1]) : 0;
        }
      } else {
        buffer -= load / 60;
        const standstill = aborting ? abortAfter : chpMinStandstillSeconds / 60;
        if (buffer <= 0 && phaseMin >= standstill) {
          running = true;
          phaseMin = 0;
          total.starts += 1;
          abortAfter = aborting ? rng.int(defectEffects.abortRunMin[0], defectEffects.abortRunMin[1]) : 0;
        }
      }
      buffer = Math.max(-1, Math.min(buf * 1.2, buffer));
    }
    const stuck = activeDefect(defects, 'stopped-counter', start);
    if (stuck) total.el = reported.el + 0.5; // the counter stands: nothing beyond what it showed
    const offline = offlineHour(gaps, start);
    if (offline) {
      out.push(offline);
      continue;
    }
    const rise = activeDefect(defects, 'rising-return', start);
    const risen = rise
      ? Math.min(defectEffects.returnRiseMax, (defectEffects.returnRisePerDay * (start - rise.onset)) / dayMs)
      : 0;
    const dailyOutdoor = seasonC(start) + weather;
    const returnC =
      35 + offset + setup.curveSlope * Math.max(0, 15 - dailyOutdoor) + risen + rng.normal() * 0.8 * noise;
    out.push({
      start,
      starts: step('starts'),
      runHours: step('run'),
      electricityKWh: step('el'),
      heatKWh: step('heat'),
      returnC: runMin >= 30 ? Math.round(returnC * 10) / 10 : Math.round((returnC - 4) * 10) / 10,
      outdoorC: Math.round((outdoor + rng.normal() * 0.3) * 10) / 10,
    });
  }
  return out;
}
