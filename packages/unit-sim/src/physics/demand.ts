import { type LocalTime } from '../util/clock.js';
import { seasonOf } from './weather.js';

// Load profiles shared by the kinds: space heat from the outside temperature, hot water and household
// electricity by hour of day, PV yield by sun position and cloudiness.

/** Above this outside temperature buildings need no space heating. */
export const heatingLimitC = 15;

/** Space heating demand in kW: proportional to the gap below the heating limit, lower at night. */
export function spaceHeatKw(
  outsideC: number,
  local: LocalTime,
  uaKwPerK: number,
  limitC = heatingLimitC,
): number {
  const night = local.hour >= 22 || local.hour < 6;
  return uaKwPerK * Math.max(0, limitC - outsideC) * (night ? 0.85 : 1);
}

function normalised(weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => (w * weights.length) / sum);
}

// Hour-of-day factors with mean 1: showers in the morning, dishes and baths in the evening.
const hotWaterProfile = normalised([
  0.2, 0.1, 0.1, 0.1, 0.2, 1, 4, 6, 4, 2, 1.5, 1.5, 2, 1.5, 1, 1, 1.5, 2.5, 4, 5, 4, 2.5, 1.2, 0.5,
]);
const householdProfile = normalised([
  0.55, 0.5, 0.48, 0.48, 0.5, 0.6, 0.95, 1.3, 1.15, 0.95, 0.95, 1.1, 1.35, 1.1, 0.95, 0.95, 1.05, 1.35, 1.7,
  1.8, 1.6, 1.35, 1, 0.7,
]);

function profileAt(profile: number[], hour: number): number {
  return profile[Math.floor(hour) % 24] ?? 1;
}

/** Hot water heat drawn in kW for a household using `dailyKwh` a day. */
export function hotWaterKw(local: LocalTime, dailyKwh: number): number {
  return (dailyKwh / 24) * profileAt(hotWaterProfile, local.hour);
}

/** Household electricity in W without heat pump, higher in winter (light, being at home). */
export function householdLoadW(local: LocalTime, annualKwh: number): number {
  const meanW = (annualKwh * 1000) / 8760;
  return meanW * profileAt(householdProfile, local.hour) * (1 - 0.15 * seasonOf(local.dayOfYear));
}

const latitudeRad = (51 * Math.PI) / 180;
/** Germany's mean longitude (10 degE) puts solar noon at about 11:20 UTC. */
const solarOffsetHours = 10 / 15;

/** PV output in W of a south-facing plant of `kWp` at `ms`, reduced by cloudiness. */
export function pvPowerW(ms: number, local: LocalTime, kWp: number, cloudiness: number): number {
  const declination = ((23.44 * Math.PI) / 180) * Math.sin((2 * Math.PI * (284 + local.dayOfYear)) / 365);
  const utcHour = (ms / 3_600_000) % 24;
  const hourAngle = ((utcHour + solarOffsetHours - 12) * 15 * Math.PI) / 180;
  const sinElevation =
    Math.sin(latitudeRad) * Math.sin(declination) +
    Math.cos(latitudeRad) * Math.cos(declination) * Math.cos(hourAngle);
  if (sinElevation <= 0) return 0;
  return kWp * 1000 * 0.85 * Math.pow(sinElevation, 1.2) * (1 - 0.75 * cloudiness);
}
