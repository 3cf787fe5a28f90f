import { germanTime } from '../util/clock.js';
import { Random } from '../util/random.js';
import { climateTemperature, dailyShape } from './weather.js';
import { Weather } from './weather.js';

function monthlyMean(month: number, seed: number): number {
  const weather = new Weather(new Random(seed));
  let sum = 0;
  let n = 0;
  for (let t = Date.UTC(2025, month, 1); t < Date.UTC(2025, month + 1, 1); t += 600_000) {
    weather.step(germanTime(t), 600);
    sum += weather.outsideC;
    n += 1;
  }
  return sum / n;
}

describe('outside temperature', () => {
  it('follows the German climate: about -2 degC in January, 18 degC in July', () => {
    const january = [1, 2, 3, 4, 5].map((s) => monthlyMean(0, s));
    const july = [1, 2, 3, 4, 5].map((s) => monthlyMean(6, s));
    const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(avg(january)).toBeGreaterThan(-5);
    expect(avg(january)).toBeLessThan(1);
    expect(avg(july)).toBeGreaterThan(15);
    expect(avg(july)).toBeLessThan(21);
  });

  it('is coldest in the early morning and warmest in the afternoon', () => {
    const hours = Array.from({ length: 24 }, (_, h) => dailyShape(h));
    expect(hours.indexOf(Math.min(...hours))).toBe(5);
    expect(hours.indexOf(Math.max(...hours))).toBe(15);
    const morning = climateTemperature(germanTime(Date.UTC(2025, 3, 15, 3)));
    const afternoon = climateTemperature(germanTime(Date.UTC(2025, 3, 15, 13)));
    expect(afternoon - morning).toBeGreaterThan(4);
  });

  it('adds seeded noise: the same seed repeats, another seed differs', () => {
    expect(monthlyMean(0, 9)).toBe(monthlyMean(0, 9));
    expect(monthlyMean(0, 9)).not.toBe(monthlyMean(0, 10));
  });
});
