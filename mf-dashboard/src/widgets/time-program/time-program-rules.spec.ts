import { timeProgramDayActivity, timeProgramDayPower } from '@portal/unit-catalog';
import {
  type DayStruct,
  addSwitch,
  applyLevelValue,
  canAddSwitch,
  duplicateSwitches,
  asDay,
  commonLevelValue,
  copyDay,
  dayOf,
  dayPeriods,
  dayShape,
  emptyDay,
  formatTime,
  levelValues,
  removeSwitch,
  setSwitchLevel,
  setSwitchTime,
  setSwitchValue,
  switchesOf,
  timeOptions,
  weekPeriods,
} from './time-program-rules.js';

const activity = dayShape('ActivityOperated', timeProgramDayActivity);
const power = dayShape('PowerOperated', timeProgramDayPower);

/** An ActivityOperated day with the given [time, level, temperature] switches. */
const day = (...switches: Array<[number, number, number]>): DayStruct =>
  dayOf(
    activity,
    switches.map(([time, level, value]) => ({ time, level, value })),
  );
const times = (d: DayStruct) => switchesOf(d, activity).map((s) => s.time);

describe('day structs', () => {
  it('fills every slot in the structure order, blank slots 0 or the lowest allowed value', () => {
    const d = day([36, 1, 20]);
    expect(Object.keys(d)).toEqual(timeProgramDayActivity.elements.map((e) => e.name));
    expect(d).toMatchObject({
      nrOfSwitchesDefined: 1,
      switchTime1: 36,
      switchActivity1: 1,
      switchTemperature1: 20,
      switchTime2: 0,
      switchActivity2: 0,
      // 0 °C is outside the element's 5..30 range, which the write check would refuse.
      switchTemperature2: 5,
    });
    expect(emptyDay(power)).toMatchObject({ nrOfSwitchesDefined: 0, switchPower6: 0, switchCustomValue6: 0 });
  });

  it('reads only numeric struct values and at most 6 switches', () => {
    expect(asDay(undefined)).toBeUndefined();
    expect(asDay({ switchTime1: 3 })).toBeUndefined();
    expect(asDay({ nrOfSwitchesDefined: 1, switchTime1: 3, note: 'x' })).toEqual({
      nrOfSwitchesDefined: 1,
      switchTime1: 3,
    });
    expect(switchesOf({ ...day([1, 1, 20]), nrOfSwitchesDefined: 9 }, activity)).toHaveLength(6);
  });
});

describe('addSwitch', () => {
  it('starts a day with a switch at 06:00 (36), switched off', () => {
    const d = addSwitch(emptyDay(activity), activity, 16);
    expect(switchesOf(d, activity)).toEqual([{ time: 36, level: 0, value: 16 }]);
    expect(switchesOf(addSwitch(emptyDay(power), power), power)).toEqual([{ time: 36, level: 0, value: 0 }]);
  });

  it('copies the previous switch for a further one, at the next free half hour (issue 40, 34)', () => {
    const d = addSwitch(day([36, 1, 20], [132, 2, 21.5]), activity);
    expect(d['nrOfSwitchesDefined']).toBe(3);
    expect(switchesOf(d, activity)[2]).toEqual({ time: 135, level: 2, value: 21.5 });
    // Off the grid (22:10), the next is the half hour after it (22:30).
    expect(switchesOf(addSwitch(day([133, 1, 20]), activity), activity)[1]).toMatchObject({ time: 135 });
    // 23:50 → 24:00, the end of the day.
    expect(switchesOf(addSwitch(day([143, 1, 20]), activity), activity)[1]).toMatchObject({ time: 144 });
  });

  it('adds nothing to a day with 6 switches', () => {
    let d = emptyDay(activity);
    for (let i = 0; i < 8; i += 1) d = addSwitch(d, activity);
    expect(d['nrOfSwitchesDefined']).toBe(6);
    expect(times(d)).toEqual([36, 39, 42, 45, 48, 51]);
    expect(canAddSwitch(d, activity)).toBe(false);
    expect(addSwitch(d, activity)).toBe(d);
  });

  it('adds nothing after a switch at 24:00: no free later time is left', () => {
    const d = day([36, 1, 20], [144, 0, 16]);
    expect(canAddSwitch(d, activity)).toBe(false);
    expect(addSwitch(d, activity)).toBe(d);
  });
});

describe('duplicateSwitches', () => {
  it('names every switch at the time of the one before it', () => {
    expect(duplicateSwitches([])).toEqual([]);
    const at = (...t: number[]) => t.map((time) => ({ time, level: 1, value: 20 }));
    expect(duplicateSwitches(at(0, 36, 132))).toEqual([]);
    expect(duplicateSwitches(at(36, 36, 132, 132, 132))).toEqual([1, 3, 4]);
  });
});

describe('removeSwitch', () => {
  it('moves later switches up and zeroes the freed last slot', () => {
    const d = removeSwitch(day([36, 1, 20], [60, 2, 21], [132, 0, 16]), activity, 0);
    expect(d).toMatchObject({
      nrOfSwitchesDefined: 2,
      switchTime1: 60,
      switchActivity1: 2,
      switchTemperature1: 21,
      switchTime2: 132,
      switchActivity2: 0,
      switchTemperature2: 16,
      switchTime3: 0,
      switchActivity3: 0,
      switchTemperature3: 5,
    });
    const p = removeSwitch(
      dayOf(power, [
        { time: 30, level: 3, value: 500 },
        { time: 132, level: 1, value: 250 },
      ]),
      power,
      1,
    );
    expect(p).toMatchObject({
      nrOfSwitchesDefined: 1,
      switchTime2: 0,
      switchPower2: 0,
      switchCustomValue2: 0,
    });
  });

  it('ignores an index without a switch', () => {
    const d = day([36, 1, 20]);
    expect(removeSwitch(d, activity, 3)).toBe(d);
  });
});

describe('setSwitchTime', () => {
  const d = day([36, 1, 20], [60, 2, 21], [132, 0, 16]);

  it('pulls a time earlier than the previous switch up to it', () => {
    expect(times(setSwitchTime(d, activity, 1, 30))).toEqual([36, 36, 132]);
  });

  it('pulls later switches that would come earlier up to the new time', () => {
    expect(times(setSwitchTime(d, activity, 0, 90))).toEqual([90, 90, 132]);
    expect(times(setSwitchTime(d, activity, 0, 140))).toEqual([140, 140, 140]);
  });

  it('keeps times within 00:00..24:00 (144 = end of day)', () => {
    expect(times(setSwitchTime(d, activity, 2, 200))).toEqual([36, 60, 144]);
    expect(times(setSwitchTime(d, activity, 0, -5))).toEqual([0, 60, 132]);
  });
});

describe('levels and values', () => {
  it('sets a level, with the level temperature when given', () => {
    const d = day([36, 1, 20]);
    expect(switchesOf(setSwitchLevel(d, activity, 0, 2), activity)[0]).toEqual({
      time: 36,
      level: 2,
      value: 20,
    });
    expect(switchesOf(setSwitchLevel(d, activity, 0, 0, 16), activity)[0]).toMatchObject({ value: 16 });
    expect(switchesOf(setSwitchValue(d, activity, 0, 22.5), activity)[0]).toMatchObject({ value: 22.5 });
  });

  it('collects and unifies the temperatures of each level', () => {
    const week = [
      day([36, 1, 20], [132, 0, 16]),
      day([48, 1, 21], [132, 0, 16]),
      day([36, 1, 20]),
      undefined,
    ];
    expect(levelValues(week, activity)).toEqual(
      new Map([
        [1, [20, 21]],
        [0, [16]],
      ]),
    );
    expect(commonLevelValue(week, activity, 1)).toBe(20);
    expect(commonLevelValue(week, activity, 3)).toBeUndefined();
    const first = week[0]!;
    const unified = applyLevelValue(first, activity, 1, 22);
    expect(switchesOf(unified, activity).map((s) => s.value)).toEqual([22, 16]);
    // Unchanged days come back as they are, so only changed days are buffered.
    expect(applyLevelValue(first, activity, 3, 22)).toBe(first);
  });
});

describe('copyDay', () => {
  it('copies the source to every chosen day but itself', () => {
    const source = day([36, 1, 20]);
    const copies = copyDay(source, 0, [6, 0, 2, 2]);
    expect(copies.map(([target]) => target)).toEqual([2, 6]);
    expect(copies[0]?.[1]).toEqual(source);
    expect(copies[0]?.[1]).not.toBe(source);
  });
});

describe('dayPeriods', () => {
  it('splits the day at the switches and carries the previous day over midnight', () => {
    expect(dayPeriods(day([36, 1, 20], [132, 0, 16]), activity, 0)).toEqual([
      { from: 0, to: 36, level: 0 },
      { from: 36, to: 132, level: 1 },
      { from: 132, to: 144, level: 0 },
    ]);
    expect(dayPeriods(day([36, 1, 20]), activity, null)[0]).toEqual({ from: 0, to: 36, level: null });
  });

  it('merges neighbours of one level and drops empty periods', () => {
    expect(dayPeriods(day([0, 2, 20], [60, 2, 20], [60, 3, 20], [144, 0, 16]), activity, 1)).toEqual([
      { from: 0, to: 60, level: 2 },
      { from: 60, to: 144, level: 3 },
    ]);
  });

  it('lets Monday carry over Sunday’s last switch', () => {
    const week = [day([36, 1, 20]), undefined, emptyDay(activity), day(), day(), day(), day([120, 3, 20])];
    const periods = weekPeriods(week, activity);
    expect(periods[0]?.[0]).toEqual({ from: 0, to: 36, level: 3 });
    expect(periods[1]).toEqual([]);
    expect(periods[2]).toEqual([{ from: 0, to: 144, level: null }]);
  });
});

describe('times', () => {
  it('formats 10-minute units, 144 as 24:00', () => {
    expect(formatTime(0)).toBe('00:00');
    expect(formatTime(37)).toBe('06:10');
    expect(formatTime(144)).toBe('24:00');
  });

  it('offers every 30 minutes and keeps an in-between current time', () => {
    const options = timeOptions();
    expect(options).toHaveLength(49);
    expect(options.slice(0, 3)).toEqual([0, 3, 6]);
    expect(options.at(-1)).toBe(144);
    expect(timeOptions(37)).toContain(37);
    expect(timeOptions(37)).toHaveLength(50);
  });
});
