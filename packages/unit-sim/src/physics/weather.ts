import { type LocalTime } from '../util/clock.js';
import { type Random } from '../util/random.js';
import { clamp, secondsPerDay } from './math.js';

// German climate: about -2 degC mean in mid January and 18 degC in mid July, a daily swing with its
// minimum around 05:00 and maximum around 15:00, plus a seeded multi-day anomaly (cold spells, warm
// fronts) and cloudiness that damps the swing and the PV yield.

const annualMeanC = 8;
const seasonalAmplitudeK = 10;

/** -1 in mid January .. +1 in mid July. */
export function seasonOf(dayOfYear: number): number {
  return -Math.cos((2 * Math.PI * (dayOfYear - 15)) / 365);
}

/** -1 at 05:00 .. +1 at 15:00; rises over 10 h and falls over 14 h. */
export function dailyShape(hour: number): number {
  if (hour >= 5 && hour < 15) return -Math.cos((Math.PI * (hour - 5)) / 10);
  const sinceMax = (hour - 15 + 24) % 24;
  return Math.cos((Math.PI * sinceMax) / 14);
}

/** The long-term mean outside temperature for a local time and cloudiness (0 clear .. 1 overcast). */
export function climateTemperature(local: LocalTime, cloudiness = 0.5): number {
  const season = seasonOf(local.dayOfYear);
  const swing = (4 + 1.5 * season) * (1.2 - 0.7 * cloudiness);
  return annualMeanC + seasonalAmplitudeK * season + swing * dailyShape(local.hour);
}

const anomalyTauS = 2 * secondsPerDay;
const anomalySigmaK = 3;
const cloudTauS = 0.5 * secondsPerDay;

export class Weather {
  /** Deviation from the climate mean in K (Ornstein-Uhlenbeck process). */
  private anomaly: number;
  cloudiness: number;
  outsideC = annualMeanC;

  constructor(private readonly rng: Random) {
    this.anomaly = rng.normal() * anomalySigmaK;
    this.cloudiness = clamp(0.55 + rng.normal() * 0.25, 0, 1);
  }

  step(local: LocalTime, dtSeconds: number): void {
    this.anomaly = ou(this.anomaly, 0, anomalySigmaK, anomalyTauS, dtSeconds, this.rng.normal());
    this.cloudiness = clamp(ou(this.cloudiness, 0.55, 0.3, cloudTauS, dtSeconds, this.rng.normal()), 0, 1);
    this.outsideC = climateTemperature(local, this.cloudiness) + this.anomaly;
  }
}

/** One exact Ornstein-Uhlenbeck step with stationary deviation `sigma`. */
function ou(x: number, mean: number, sigma: number, tau: number, dt: number, noise: number): number {
  const decay = Math.exp(-dt / tau);
  return mean + (x - mean) * decay + sigma * Math.sqrt(1 - decay * decay) * noise;
}
