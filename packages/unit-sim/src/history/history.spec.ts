import { liveModel, liveModelStart } from '../model/live-model.js';
import { germanTime } from '../util/clock.js';
import { hashSeed } from '../util/random.js';
import { type HistoryOptions, type SeriesHistory, generateHistory } from './history.js';

const dayMs = 86_400_000;
const to = Date.UTC(2026, 1, 5, 9, 30);
const dachs: HistoryOptions = {
  sn: 'DEMO-HIST-1',
  productGroup: 'dachsII',
  seed: hashSeed(7, 'DEMO-HIST-1'),
  from: to - 400 * dayMs,
  to,
  quarterHoursFrom: to - 40 * dayMs,
  rawFrom: to - 2 * dayMs,
};
const history = generateHistory(dachs);

function seriesOf(all: SeriesHistory[], key: string): SeriesHistory {
  const found = all.find((s) => s.key === key);
  if (!found) throw new Error(`no series ${key}`);
  return found;
}

function nonDecreasing(values: number[]): boolean {
  return values.every((v, i) => i === 0 || v >= (values[i - 1] ?? -Infinity));
}

/** Mean electrical power (raw) over the days whose German month is `month`. */
function meanPowerInMonth(month: number): number {
  const power = seriesOf(history, 'Hka_Mw1.sWirkleistung').days;
  let sum = 0;
  let count = 0;
  power.bucket.forEach((bucket, i) => {
    if (germanTime(bucket).month !== month) return;
    sum += power.sum[i] ?? 0;
    count += power.count[i] ?? 0;
  });
  return sum / count;
}

describe('generateHistory', () => {
  it('is the same for the same seed and differs for another', () => {
    const short = { ...dachs, from: to - 10 * dayMs, quarterHoursFrom: to - 10 * dayMs };
    expect(generateHistory(short)).toEqual(generateHistory(short));
    expect(generateHistory({ ...short, seed: 8 })).not.toEqual(generateHistory(short));
  });

  it('keeps the running counters no chart shows, not the 31 December copies', () => {
    const keys = history.map((s) => s.key);
    expect(keys).toEqual(expect.arrayContaining(['Hka_Bd.ulAnzahlStarts', 'Hka_Bd.ulArbeitThermKon']));
    expect(keys.filter((key) => key.startsWith('BD3112.'))).toEqual([]);
    const heatPump = generateHistory({
      ...dachs,
      sn: 'DEMO-HIST-WP',
      productGroup: 'waermepumpe',
      from: to - 3 * dayMs,
      quarterHoursFrom: to - 3 * dayMs,
    });
    for (const key of ['Wp_Mw.ulVerdichterStunden', 'Wp_Mw.ulVerdichterStarts', 'Wp_Mw.e_elektrisch']) {
      const days = seriesOf(heatPump, key).days;
      expect([key, nonDecreasing(days.lastValue)]).toEqual([key, true]);
      expect([key, (days.lastValue.at(-1) ?? 0) > (days.firstValue[0] ?? 0)]).toEqual([key, true]);
    }
  });

  it('covers more than 13 months of days, the recent quarter hours and two days of raw samples', () => {
    for (const s of history) {
      expect(s.days.bucket[0]).toBeLessThanOrEqual(to - 396 * dayMs);
      expect(s.days.bucket.at(-1)).toBeGreaterThan(to - dayMs);
      expect(s.quarterHours.bucket[0]).toBe(to - 40 * dayMs);
      // The last sample is the state the live simulation starts from.
      expect(s.quarterHours.bucket.at(-1)).toBe(to);
      expect(s.samples.ts.at(-1)).toBe(to);
      // Complete: one sample every 5 minutes, no offline gap in the last two days.
      expect(s.samples.ts).toHaveLength(576);
      expect(s.samples.ts.every((t, i) => i === 0 || t - (s.samples.ts[i - 1] ?? 0) === 300_000)).toBe(true);
    }
  });

  it('has offline gaps of some hours before the last days', () => {
    // Days before the quarter-hour window are stepped every 30 minutes: 48 samples a full day, 46
    // or 50 when the clocks change; a gap of 2 hours or more takes at least 4.
    const counts = seriesOf(history, 'Hka_Mw1.Temp.sbAussen').days.count.slice(1, -45);
    expect(Math.max(...counts)).toBe(50);
    expect(counts.filter((n) => n <= 44).length).toBeGreaterThan(0);
  });

  it('puts an offline gap into the quarter-hour window, where day charts show it', () => {
    // A gap of 2 hours or more leaves 8 or more quarter hours without a bucket.
    const buckets = seriesOf(history, 'Hka_Mw1.Temp.sbAussen').quarterHours.bucket;
    const holes = buckets.slice(1).filter((bucket, i) => bucket - (buckets[i] ?? bucket) > 2 * 3_600_000 - 1);
    expect(holes.length).toBeGreaterThan(0);
  });

  it('keeps counters monotonic and ends where the live model starts', () => {
    const live = liveModel({ ...dachs, stepSeconds: 10 }, to).values();
    for (const key of ['Hka_Bd.ulArbeitElektr', 'Hka_Bd.ulArbeitThermHka', 'Hka_Bd.ulBetriebssekunden']) {
      const s = seriesOf(history, key);
      expect(nonDecreasing(s.days.lastValue)).toBe(true);
      expect(nonDecreasing(s.quarterHours.lastValue)).toBe(true);
      expect(nonDecreasing(s.samples.value)).toBe(true);
      expect(s.samples.value.at(-1)).toBe(live[key]);
      expect(s.days.lastValue.at(-1)).toBe(live[key]);
      // A year of running: some thousand operating hours.
      expect((s.days.lastValue.at(-1) ?? 0) - (s.days.firstValue[0] ?? 0)).toBeGreaterThan(0);
    }
    const hours = seriesOf(history, 'Hka_Bd.ulBetriebssekunden').days;
    expect((hours.lastValue.at(-1) ?? 0) - (hours.firstValue[0] ?? 0)).toBeGreaterThan(1500);
  });

  it('tells one story of today: the live unit’s run grid, its counters and the stored power agree (issue 40, 26)', () => {
    // As the simulator starts the unit at `to`: lived since the German day's start, in 10 s steps.
    const live = liveModel({ ...dachs, stepSeconds: 10 }, to).values();
    const slots = Array.from({ length: 12 }, (_, i) =>
      Number(live[`Laufraster15Min_aktTag.bDoppelstunde[${i}]`]),
    )
      .map((byte) => byte.toString(2).replaceAll('0', '').length)
      .reduce((a, b) => a + b, 0);
    const gridHours = slots * 0.25;
    const todayStart = liveModelStart(to);
    const today = (key: string) => {
      const { ts, value } = seriesOf(history, key).samples;
      return value.filter((_, i) => (ts[i] ?? 0) >= todayStart);
    };
    // A winter morning: the Dachs has run today, and every figure says for how long.
    expect(gridHours).toBeGreaterThan(1);
    const counted = today('Hka_Bd.ulBetriebssekunden');
    const counterHours = (counted.at(-1) ?? 0) - (counted[0] ?? 0);
    expect(Math.abs(counterHours - gridHours)).toBeLessThanOrEqual(1.25);
    // 5-minute samples of the power: each one on the grid stands for 5 minutes of running.
    const powerHours = (today('Hka_Mw1.sWirkleistung').filter((kw) => kw > 0).length * 5) / 60;
    expect(Math.abs(powerHours - gridHours)).toBeLessThanOrEqual(0.75);
    expect(counted.at(-1)).toBe(live['Hka_Bd.ulBetriebssekunden']);
  });

  it('runs the CHP more in winter than in summer', () => {
    expect(meanPowerInMonth(1)).toBeGreaterThan(2 * meanPowerInMonth(7));
    const outside = seriesOf(history, 'Hka_Mw1.Temp.sbAussen').days;
    const meanOf = (month: number) => {
      const idx = outside.bucket.flatMap((b, i) => (germanTime(b).month === month ? [i] : []));
      return idx.reduce((a, i) => a + (outside.sum[i] ?? 0) / (outside.count[i] ?? 1), 0) / idx.length;
    };
    expect(meanOf(7) - meanOf(1)).toBeGreaterThan(10);
  });

  it('counts energy as the integral of power', () => {
    const netz = generateHistory({
      sn: 'DEMO-HIST-2',
      productGroup: 'netz',
      seed: 11,
      from: to - 30 * dayMs,
      to,
      quarterHoursFrom: to - 30 * dayMs,
      rawFrom: to - 2 * dayMs,
      gaps: 0,
    });
    const power = seriesOf(netz, 'Netz_Mw.p_erzeugung').days;
    const energy = seriesOf(netz, 'Netz_Mw.e_erzeugung').days;
    let checked = 0;
    for (let i = 1; i < power.bucket.length - 3; i += 1) {
      // W for 900 s each sample, in the counter's 0.01 kWh.
      const integral = ((power.sum[i] ?? 0) * 900) / 3600 / 1000 / 0.01;
      const delta = (energy.lastValue[i] ?? 0) - (energy.lastValue[i - 1] ?? 0);
      expect(Math.abs(delta - integral)).toBeLessThanOrEqual(1);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('makes German days of 92 and 100 quarter hours when the clocks change', () => {
    const options: HistoryOptions = {
      sn: 'DEMO-HIST-3',
      productGroup: 'pufferspeicher',
      seed: 3,
      from: Date.UTC(2025, 2, 25),
      to: Date.UTC(2025, 9, 30),
      quarterHoursFrom: Date.UTC(2025, 2, 25),
      rawFrom: Date.UTC(2025, 9, 30),
      gaps: 0,
    };
    const { days, quarterHours } = seriesOf(generateHistory(options), 'Puffer_Mw.sFuehler1');
    const expectDay = (start: number, next: number, count: number) => {
      expect(days.count[days.bucket.indexOf(start)]).toBe(count);
      expect(quarterHours.bucket.filter((b) => b >= start && b < next)).toHaveLength(count);
    };
    expectDay(Date.UTC(2025, 2, 29, 23), Date.UTC(2025, 2, 30, 22), 92);
    expectDay(Date.UTC(2025, 9, 25, 22), Date.UTC(2025, 9, 26, 23), 100);
    expectDay(Date.UTC(2025, 5, 14, 22), Date.UTC(2025, 5, 15, 22), 96);
  });
});
