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
import type { SimHour } from './hourly-history.js';

// A heat pump's hourly history over months with defects injected (issue 45, docs/adr/0024), the
// Dachs's hourlyHistory's twin for the compressor: an on/off air-to-water heat pump charging a small
// buffer between its minimum run and standstill times, heat from the outdoor temperature's house
// load plus hot water, a COP from the outdoor and flow temperatures (a share of Carnot's), and the
// counters as the unit counts them: compressor starts and whole hours, heat and electricity in
// 0.1 kWh.

export const heatPumpDefects = ['short-cycling', 'falling-cop', 'stopped-counter'] as const;
export type HeatPumpDefect = (typeof heatPumpDefects)[number];

export interface HeatPumpDefectWindow {
  kind: HeatPumpDefect;
  onset: number;
  until?: number;
}

export interface HeatPumpHistoryOptions {
  seed: number;
  from: number;
  hours: number;
  defects?: readonly HeatPumpDefectWindow[];
  /** One harmless change at a random time: a smaller buffer, 30 % more load or a 3 K warmer flow. */
  benignChange?: boolean;
  gaps?: number;
  /** How rough a healthy unit is (default 1): its daily COP spread (2 %) and the weather's. */
  noise?: number;
}

/** How an injected heat-pump defect shows (documented in the ADR). */
export const heatPumpDefectEffects = {
  /**
   * The compressor trips after 3..6 minutes (high pressure at too little flow) at half its heat and
   * 80 % of its COP, and restarts after 3..5 minutes.
   */
  tripRunMin: [3, 6],
  tripStandMin: [3, 5],
  tripOutput: 0.5,
  tripCop: 0.8,
  /** The COP falls linearly to 85 % over 60 days (refrigerant lost, an evaporator clogging). */
  copLoss: 0.15,
  copDays: 60,
} as const;

/** The compressor's minimum run and standstill (minutes): at most two starts an hour. */
const minRunMin = 10;
const minStandMin = 20;

/** COP as a share (`quality`) of Carnot's between the flow (plus 5 K) and the air (less 5 K). */
const copAt = (quality: number, outdoorC: number, flowC: number) =>
  Math.min(7, (quality * (flowC + 5 + 273.15)) / (flowC + 5 - (outdoorC - 5)));

export function heatPumpHistory(options: HeatPumpHistoryOptions): SimHour[] {
  const rng = new Random(options.seed);
  const defects = options.defects ?? [];
  const noise = options.noise ?? 1;
  const setup = {
    bufferKWh: rng.between(2, 6),
    uaKwPerK: rng.between(0.15, 0.35),
    ratedKw: rng.between(7, 10),
    quality: rng.between(0.4, 0.5),
    curveSlope: rng.between(0.5, 0.8),
  };
  const { changeAt, changeKind, gaps } = spanCourse(rng, options);
  const total = { starts: 0, run: 0, heat: 0, el: 0 };
  const { reported, step } = counterRegisters(total);
  let buffer = setup.bufferKWh / 2;
  let running = false;
  let phaseMin = 999;
  let tripAfter = 0;
  let weather = 0;
  let dayCop = 1;
  const out: SimHour[] = [];
  for (let h = 0; h < options.hours; h += 1) {
    const start = options.from + h * hourMs;
    if (h % 24 === 0) {
      weather = 0.8 * weather + rng.normal() * 1.8 * noise;
      dayCop = 1 + rng.normal() * 0.02 * noise;
    }
    const changed = start >= changeAt;
    const buf = setup.bufferKWh * (changed && changeKind === 0 ? 0.6 : 1);
    const ua = setup.uaKwPerK * (changed && changeKind === 1 ? 1.3 : 1);
    const hourOfDay = (start / hourMs) % 24;
    const outdoor = seasonC(start) + weather + 3 * Math.sin((2 * Math.PI * (hourOfDay - 9)) / 24);
    const flow = 30 + setup.curveSlope * Math.max(0, 15 - outdoor) + (changed && changeKind === 2 ? 3 : 0);
    // Hot water: a little all day, a charge in the early morning at a warmer flow.
    const hotWater = hourOfDay === 4;
    const load = Math.max(0, 15 - outdoor) * ua + (hotWater ? 3 : 0.15);
    const worn = activeDefect(defects, 'falling-cop', start);
    const wear = worn
      ? 1 -
        heatPumpDefectEffects.copLoss *
          Math.min(1, (start - worn.onset) / (heatPumpDefectEffects.copDays * dayMs))
      : 1;
    const tripping = activeDefect(defects, 'short-cycling', start) !== undefined;
    const capacity = setup.ratedKw * Math.min(1.3, Math.max(0.6, 1 + 0.02 * (outdoor - 2)));
    const cop = copAt(setup.quality, outdoor, hotWater ? 50 : flow) * dayCop * wear;
    for (let m = 0; m < 60; m += 1) {
      phaseMin += 1;
      if (running) {
        const heat = capacity * (tripping ? heatPumpDefectEffects.tripOutput : 1);
        buffer += (heat - load) / 60;
        total.run += 1 / 60;
        total.heat += heat / 60;
        total.el += heat / (cop * (tripping ? heatPumpDefectEffects.tripCop : 1)) / 60;
        if (tripping ? phaseMin >= tripAfter : buffer >= buf && phaseMin >= minRunMin) {
          running = false;
          phaseMin = 0;
          tripAfter = tripping
            ? rng.int(heatPumpDefectEffects.tripStandMin[0], heatPumpDefectEffects.tripStandMin[1])
            : 0;
        }
      } else {
        buffer -= load / 60;
        if (buffer <= 0 && phaseMin >= (tripping ? tripAfter : minStandMin)) {
          running = true;
          phaseMin = 0;
          total.starts += 1;
          tripAfter = tripping
            ? rng.int(heatPumpDefectEffects.tripRunMin[0], heatPumpDefectEffects.tripRunMin[1])
            : 0;
        }
      }
      buffer = Math.max(-1, Math.min(buf * 1.2, buffer));
    }
    // The heat meter stands: nothing beyond what it showed.
    if (activeDefect(defects, 'stopped-counter', start)) total.heat = reported.heat / 10 + 0.05;
    const offline = offlineHour(gaps, start);
    if (offline) {
      out.push(offline);
      continue;
    }
    out.push({
      start,
      starts: step('starts', 1),
      runHours: step('run', 1),
      electricityKWh: null,
      heatKWh: step('heat', 10),
      electricityInKWh: step('el', 10),
      returnC: null,
      outdoorC: Math.round((outdoor + rng.normal() * 0.3) * 10) / 10,
    });
  }
  return out;
}
