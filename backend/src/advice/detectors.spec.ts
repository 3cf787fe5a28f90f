import { describe, expect, it } from '@jest/globals';
import { hourlyHistory } from '@portal/unit-sim';
import { type AdviceHistory, type HourBucket, dayMs, foldDays, hourMs } from './advice-history.js';
import { runDetectors } from './detectors.js';
import { detectFallingEfficiency } from './falling-efficiency.js';
import { detectRisingReturn } from './rising-return.js';
import { detectShortCycling } from './short-cycling.js';
import { detectStoppedCounter } from './stopped-counter.js';

const t0 = Date.UTC(2026, 0, 1);

/** `days` days of hours; `hour(day, hourOfDay)` gives what differs from an idle hour. */
function history(days: number, hour: (day: number, h: number) => Partial<HourBucket>): AdviceHistory {
  const hours: HourBucket[] = [];
  for (let d = 0; d < days; d += 1)
    for (let h = 0; h < 24; h += 1)
      hours.push({
        start: t0 + d * dayMs + h * hourMs,
        starts: 0,
        runHours: 0,
        electricityKWh: 0,
        heatKWh: 0,
        returnC: 40,
        outdoorC: 5,
        ...hour(d, h),
      });
  return { days: foldDays(hours), hours: hours.slice(-72) };
}

/** A healthy Dachs: runs 10 of 24 hours in two runs (2 starts a day), 5.5 kWh and 14.5 kWh an hour. */
const healthy = (_d: number, h: number): Partial<HourBucket> =>
  (h >= 2 && h < 7) || (h >= 14 && h < 19)
    ? { runHours: 1, starts: h === 2 || h === 14 ? 1 : 0, electricityKWh: 5.5, heatKWh: 14.5 }
    : {};

describe('short cycling', () => {
  // Hours 6..17 with 7 starts each, the counter ticking every other hour: 84 starts over 6 operating
  // hours a day is 360 / 84 = 4.3 minutes a run, 7 starts in the worst hour.
  const cycling = (h: number): Partial<HourBucket> =>
    h >= 6 && h < 18 ? { starts: 7, runHours: h % 2, electricityKWh: 2, heatKWh: 5 } : {};

  it('warns after three days running, with the days and the worst hour', () => {
    const found = detectShortCycling(history(10, (d, h) => (d >= 6 ? cycling(h) : healthy(d, h))));
    expect(found?.evidence.figures).toEqual({ days: 4, peakStarts: 7, cycleMin: 4.3, startsPerDay: 84 });
    expect(found?.since).toBe(t0 + 6 * dayMs);
    expect(found?.evidence.threshold).toBe(6);
  });

  it('holds through a mild day, and ends a week after the last run', () => {
    // Days 2..4 cycled, then healthy days: still found on day 9 (the run ended 5 usable days
    // before the last), gone on day 12 (8 days).
    const run = (d: number, h: number) => (d >= 2 && d <= 4 ? cycling(h) : healthy(d, h));
    expect(detectShortCycling(history(10, run))?.evidence.figures.days).toBe(3);
    expect(detectShortCycling(history(13, run))).toBeNull();
  });

  it('says nothing after two days, nor for a healthy unit', () => {
    expect(detectShortCycling(history(10, (d, h) => (d >= 8 ? cycling(h) : healthy(d, h))))).toBeNull();
    expect(detectShortCycling(history(10, healthy))).toBeNull();
  });

  it('says nothing for many starts with long runs (a median cycle over 15 minutes)', () => {
    // 6 starts in hour 6 but 12 operating hours for 6 starts: 120 minutes a run.
    const long = (h: number): Partial<HourBucket> =>
      h >= 6 && h < 18 ? { starts: h === 6 ? 6 : 0, runHours: 1, electricityKWh: 5.5, heatKWh: 14.5 } : {};
    expect(detectShortCycling(history(10, (_d, h) => long(h)))).toBeNull();
  });
});

describe('falling efficiency', () => {
  // 10 operating hours a day; 5.5 kWh an hour for 42 days, then `now` for the last 14.
  const falling = (now: number) => (d: number, h: number) => {
    const base = healthy(d, h);
    return base.runHours ? { ...base, electricityKWh: d >= 42 ? now : 5.5 } : base;
  };

  it('warns at 5.0 against 5.5 kWh an hour (9.1 % down, more than 8 %)', () => {
    const found = detectFallingEfficiency(history(56, falling(5.0)));
    expect(found?.evidence.baseline).toBe(5.5);
    expect(found?.evidence.figures).toMatchObject({
      heat: 0,
      nowPerHour: 5,
      beforePerHour: 5.5,
      dropPercent: 9.1,
    });
    expect(found?.evidence.threshold).toBe(5.06);
  });

  it('says nothing at 5.2 (5.5 % down), nor for a healthy unit', () => {
    expect(detectFallingEfficiency(history(56, falling(5.2)))).toBeNull();
    expect(detectFallingEfficiency(history(56, healthy))).toBeNull();
  });

  it('leaves a counter that stood to the stopped-counter detector', () => {
    expect(detectFallingEfficiency(history(56, falling(0)))).toBeNull();
  });
});

describe('rising return temperature', () => {
  // Running hours read `r(day)`; baseline days 0..34 at 45 °C.
  const returns =
    (r: (d: number) => number, outdoor = (_d: number) => 5) =>
    (d: number, h: number) => {
      const base = healthy(d, h);
      return { ...base, returnC: base.runHours ? r(d) : 38, outdoorC: outdoor(d) };
    };

  it('warns when the last week is 5 K or more above the baseline and still rising', () => {
    // Days 35..55 rise 0.4 K a day: the last 7 (k = 14..20) average 45 + 0.4 · 17 = 51.8 °C.
    const found = detectRisingReturn(
      history(
        56,
        returns((d) => (d < 35 ? 45 : 45 + 0.4 * (d - 35))),
      ),
    );
    expect(found?.evidence.baseline).toBe(45);
    expect(found?.evidence.threshold).toBe(50);
    expect(found?.evidence.figures).toEqual({ riseK: 6.8, perWeekK: 2.8 });
  });

  it('says nothing for a steady return, nor for 3 K more', () => {
    expect(
      detectRisingReturn(
        history(
          56,
          returns(() => 45),
        ),
      ),
    ).toBeNull();
    expect(
      detectRisingReturn(
        history(
          56,
          returns((d) => (d < 35 ? 45 : 45 + 0.15 * (d - 35))),
        ),
      ),
    ).toBeNull();
  });

  it('does not take autumn for a defect: colder days than the baseline saw are not judged', () => {
    // Baseline at 18 °C (no heating); the last three weeks at 5 °C with a 52 °C return.
    const autumn = returns(
      (d) => (d < 35 ? 40 : 52),
      (d) => (d < 35 ? 18 : 5),
    );
    expect(detectRisingReturn(history(56, autumn))).toBeNull();
  });
});

describe('stopped counter', () => {
  it('warns when the unit ran and its electricity counter stood', () => {
    const found = detectStoppedCounter(history(3, (d, h) => ({ ...healthy(d, h), electricityKWh: 0 })));
    // 10 operating hours a day over the 48-hour window.
    expect(found?.evidence.figures).toEqual({ counter: 1, runHours: 20, energyKWh: 0 });
  });

  it('warns when electricity rose and the hours counter stood', () => {
    const found = detectStoppedCounter(history(3, (d, h) => ({ ...healthy(d, h), runHours: 0 })));
    expect(found?.evidence.figures).toEqual({ counter: 3, runHours: 0, energyKWh: 110 });
  });

  it('says nothing for a healthy unit, nor for a unit that stood still', () => {
    expect(detectStoppedCounter(history(3, healthy))).toBeNull();
    expect(detectStoppedCounter(history(3, () => ({})))).toBeNull();
  });

  it('says nothing with too little data (a gap)', () => {
    const gap = (d: number, h: number) =>
      d === 2
        ? { starts: null, runHours: null, electricityKWh: null, heatKWh: null }
        : { ...healthy(d, h), electricityKWh: 0 };
    expect(detectStoppedCounter(history(3, gap))).toBeNull();
  });
});

describe('on the simulator’s histories', () => {
  const from = Date.UTC(2025, 0, 1);
  const simulated = (defects: Parameters<typeof hourlyHistory>[0]['defects'], days = 70) => {
    const hours = hourlyHistory({ seed: 7, from, hours: days * 24, defects, gaps: 0 });
    return runDetectors({ days: foldDays(hours), hours: hours.slice(-72) }).map((f) => f.detector);
  };
  const onset = from + 40 * dayMs;

  it('finds nothing on a healthy unit in winter', () => {
    expect(simulated([])).toEqual([]);
    expect(simulated([], 100)).toEqual([]);
  });

  it('finds the defect injected, and only it', () => {
    expect(simulated([{ kind: 'short-cycling', onset }])).toEqual(['short-cycling']);
    expect(simulated([{ kind: 'stopped-counter', onset: from + 68 * dayMs }])).toEqual(['stopped-counter']);
    // 0.2 K a day from day 60: at day 100 the last week is 6.6..8 K up, the baseline (days 44..78)
    // at most 3.8 K, on average less than 1.
    expect(simulated([{ kind: 'rising-return', onset: from + 60 * dayMs }], 100)).toEqual(['rising-return']);
    // 15 % down over 60 days from day 30: at day 100 the last two weeks make ~14.6 % less than days 16..58.
    expect(simulated([{ kind: 'falling-efficiency', onset: from + 30 * dayMs }], 100)).toEqual([
      'falling-efficiency',
    ]);
  });
});
