import { type LocalTime } from '../util/clock.js';
import { type Random } from '../util/random.js';
import { householdLoadW, pvPowerW } from './demand.js';
import { clamp } from './math.js';

// A home with a PV plant: shared by the battery and the grid-connection kinds.

export interface HouseholdSpec {
  kWp: number;
  annualKwh: number;
}

export function randomHousehold(rng: Random): HouseholdSpec {
  return { kWp: Math.round(rng.between(4, 12) * 10) / 10, annualKwh: Math.round(rng.between(2500, 5500)) };
}

export class Household {
  /** Short appliance peaks (kettle, oven) as a decaying extra load. */
  private peakW = 0;

  constructor(
    readonly spec: HouseholdSpec,
    private readonly rng: Random,
  ) {}

  step(ms: number, local: LocalTime, cloudiness: number, dtSeconds: number): { pvW: number; loadW: number } {
    const awake = local.hour >= 6 && local.hour < 23;
    if (awake && this.rng.chance(clamp(dtSeconds / 1800, 0, 1))) this.peakW += this.rng.between(800, 2500);
    this.peakW *= Math.exp(-dtSeconds / 300);
    const base = householdLoadW(local, this.spec.annualKwh) * (1 + 0.08 * this.rng.normal());
    const pv = pvPowerW(ms, local, this.spec.kWp, cloudiness) * (1 + 0.03 * this.rng.normal());
    return { pvW: Math.max(0, pv), loadW: Math.max(80, base + this.peakW) };
  }
}
