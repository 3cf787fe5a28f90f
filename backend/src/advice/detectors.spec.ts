import { describe, expect, it } from '@jest/globals';
import { heatPumpHistory, hourlyHistory } from '@portal/unit-sim';
import { type AdviceHistory, type HourBucket, dayMs, foldDays, hourMs } from './advice-history.js';
import { runDetectors } from './detectors.js';
import { detectFallingCop } from './falling-cop.js';
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

describe('heat pumps', () => {
  /**
   * A healthy heat pump: the compressor runs hours 1..5 and 13..17 (2 starts, 10 hours a day),
   * 6 kWh of heat for 2 kWh of electricity an hour (COP 3); it makes no electricity, has no return.
   */
  const heatPump =
    (taken = (_d: number) => 2, outdoor = (_d: number) => 5) =>
    (d: number, h: number): Partial<HourBucket> => {
      const running = (h >= 1 && h < 6) || (h >= 13 && h < 18);
      return {
        starts: h === 1 || h === 13 ? 1 : 0,
        runHours: running ? 1 : 0,
        electricityKWh: null,
        heatKWh: running ? 6 : 0,
        electricityInKWh: running ? taken(d) : 0,
        returnC: null,
        outdoorC: outdoor(d),
      };
    };

  it('short cycling: the same limits, the compressor named', () => {
    // Hours 6..17 with 7 starts each, the hours counter ticking every other hour, beside the night's
    // healthy run (hours 1..5, one start): 11 hours for 85 starts, 7.8 minutes a run.
    const cycling = (d: number, h: number): Partial<HourBucket> =>
      d >= 6 && h >= 6 && h < 18
        ? { ...heatPump()(d, h), starts: 7, runHours: h % 2, heatKWh: 3, electricityInKWh: 1.2 }
        : heatPump()(d, h);
    expect(detectShortCycling(history(10, cycling))?.evidence.figures).toEqual({
      days: 4,
      peakStarts: 7,
      cycleMin: 7.8,
      startsPerDay: 85,
      heatPump: 1,
    });
    expect(detectShortCycling(history(10, heatPump()))).toBeNull();
  });

  it('stopped counter: heat or electricity standing while the compressor ran, or its hours standing', () => {
    const with_ = (change: Partial<HourBucket>) => (d: number, h: number) => {
      const hour = heatPump()(d, h);
      return hour.runHours ? { ...hour, ...change } : hour;
    };
    // 10 compressor hours a day over the 48-hour window.
    expect(detectStoppedCounter(history(3, with_({ heatKWh: 0 })))?.evidence.figures).toEqual({
      counter: 2,
      runHours: 20,
      energyKWh: 0,
      heatPump: 1,
    });
    expect(detectStoppedCounter(history(3, with_({ electricityInKWh: 0 })))?.evidence.figures).toEqual({
      counter: 1,
      runHours: 20,
      energyKWh: 0,
      heatPump: 1,
    });
    // Heat made (6 kWh × 20 h) while the hours counter stood.
    expect(detectStoppedCounter(history(3, with_({ runHours: 0 })))?.evidence.figures).toEqual({
      counter: 3,
      runHours: 0,
      energyKWh: 120,
      heatPump: 1,
    });
    expect(detectStoppedCounter(history(3, heatPump()))).toBeNull();
  });

  it('falling efficiency leaves heat pumps to the COP: heat per hour follows the weather', () => {
    // Heat per compressor hour halves in the last 14 days (a mild fortnight): no efficiency finding.
    const mild = (d: number, h: number) => {
      const hour = heatPump()(d, h);
      return d >= 70 && hour.heatKWh ? { ...hour, heatKWh: 3, electricityInKWh: 1 } : hour;
    };
    expect(detectFallingEfficiency(history(84, mild))).toBeNull();
  });

  describe('falling COP', () => {
    it('warns at COP 2.5 against 3.0 at the same outdoor temperature (16.7 % down, more than 10 %)', () => {
      // Days 0..41 the baseline, 42..69 the gap, 70..83 the last 14 days at 2.4 kWh an hour: 6 / 2.4.
      const found = detectFallingCop(
        history(
          84,
          heatPump((d) => (d >= 70 ? 2.4 : 2)),
        ),
      );
      expect(found?.evidence.baseline).toBe(3);
      expect(found?.evidence.threshold).toBe(2.7);
      expect(found?.evidence.figures).toEqual({ nowCop: 2.5, beforeCop: 3, dropPercent: 16.7, outdoorC: 5 });
      expect(found?.since).toBe(t0 + 70 * dayMs);
    });

    it('says nothing at COP 2.73 (9.1 % down), nor for a healthy heat pump, nor for a Dachs', () => {
      expect(
        detectFallingCop(
          history(
            84,
            heatPump((d) => (d >= 70 ? 2.2 : 2)),
          ),
        ),
      ).toBeNull();
      expect(detectFallingCop(history(84, heatPump()))).toBeNull();
      expect(detectFallingCop(history(84, healthy))).toBeNull();
    });

    it('does not take a cold fortnight for a defect: the COP is judged at the temperatures it saw', () => {
      // Baseline days at 0..10 °C with COP 2.5 + 0.1 per K; the last 14 days at 0 °C make COP 2.5,
      // 16.7 % under the baseline's mean of 3.0 but just what the unit made at 0 °C before.
      const outdoor = (d: number) => (d >= 70 ? 0 : d % 11);
      const taken = (d: number) => 6 / (2.5 + 0.1 * outdoor(d));
      expect(detectFallingCop(history(84, heatPump(taken, outdoor)))).toBeNull();
      // The same fortnight at COP 2.2 is 12 % under what 0 °C gave: a warning.
      const worn = (d: number) => (d >= 70 ? 6 / 2.2 : taken(d));
      expect(detectFallingCop(history(84, heatPump(worn, outdoor)))?.evidence.figures).toMatchObject({
        nowCop: 2.2,
        beforeCop: 2.5,
        dropPercent: 12,
        outdoorC: 0,
      });
    });

    it('does not judge days colder than the baseline saw (by more than 2 K)', () => {
      // Baseline at 10 °C (COP 3.5); the last 14 days at -2 °C with COP 2.3.
      const outdoor = (d: number) => (d >= 70 ? -2 : 10);
      const taken = (d: number) => (d >= 70 ? 6 / 2.3 : 6 / 3.5);
      expect(detectFallingCop(history(84, heatPump(taken, outdoor)))).toBeNull();
    });
  });

  describe('on the simulator’s heat pumps', () => {
    const from = Date.UTC(2025, 0, 1);
    const simulated = (defects: Parameters<typeof heatPumpHistory>[0]['defects'], days = 100) => {
      const hours = heatPumpHistory({ seed: 7, from, hours: days * 24, defects, gaps: 0 });
      return runDetectors({ days: foldDays(hours), hours: hours.slice(-72) }).map((f) => f.detector);
    };

    it('finds nothing on a healthy heat pump in winter', () => {
      expect(simulated([], 70)).toEqual([]);
      expect(simulated([])).toEqual([]);
    });

    it('finds the defect injected, and only it', () => {
      expect(simulated([{ kind: 'short-cycling', onset: from + 60 * dayMs }])).toEqual(['short-cycling']);
      expect(simulated([{ kind: 'stopped-counter', onset: from + 98 * dayMs }])).toEqual(['stopped-counter']);
    });

    it('finds a falling COP in the heating season', () => {
      // From 1 November, 15 % down over 60 days from 21 December: on 1 March the last two weeks (days
      // 106..119) are 15 % down, the baseline (days 22..63) under 1 % on average; against the line
      // for their weather the detector sees 13.7 %, more than 10 %.
      const november = Date.UTC(2024, 10, 1);
      const run = (defects: Parameters<typeof heatPumpHistory>[0]['defects']) => {
        const hours = heatPumpHistory({ seed: 7, from: november, hours: 120 * 24, defects, gaps: 0 });
        return runDetectors({ days: foldDays(hours), hours: hours.slice(-72) });
      };
      const [found, ...others] = run([{ kind: 'falling-cop', onset: november + 50 * dayMs }]);
      expect(others).toEqual([]);
      expect(found?.detector).toBe('falling-cop');
      expect(found?.evidence.figures.dropPercent).toBeGreaterThan(10);
      expect(run([])).toEqual([]);
    });
  });
});
