import {
  type StructureDefinition,
  endOfDay,
  maxSwitchesPerDay,
  timeProgramDayActivity,
  timeProgramDayPower,
  toRaw,
} from '@portal/unit-catalog';
import { type StructValue } from '../model/values.js';

// Week time programs (7 day structs, Monday first). A switch n holds from switchTime n (10-minute
// units) until the next switch, across midnight until the next day's first switch.

export type ProgramType = 'activity' | 'power';

interface ProgramFields {
  structure: StructureDefinition;
  level: (n: number) => string;
  value: (n: number) => string;
}

const fields: Record<ProgramType, ProgramFields> = {
  activity: {
    structure: timeProgramDayActivity,
    level: (n) => `switchActivity${n}`,
    value: (n) => `switchTemperature${n}`,
  },
  power: {
    structure: timeProgramDayPower,
    level: (n) => `switchPower${n}`,
    value: (n) => `switchCustomValue${n}`,
  },
};

export interface ProgramSwitch {
  /** 10-minute units since midnight, 0..144. */
  time: number;
  /** ActivityLevel 0..3. */
  level: number;
  /** Raw room temperature (activity) or raw custom power (power). */
  value: number;
}

/** A day struct with the given switches; unused slots get neutral in-range values. */
export function programDay(type: ProgramType, switches: ProgramSwitch[]): StructValue {
  const f = fields[type];
  const day: StructValue = {};
  for (const el of f.structure.elements)
    day[el.name] = el.menuItem?.min === undefined ? 0 : toRaw(el, el.menuItem.min);
  day['nrOfSwitchesDefined'] = Math.min(switches.length, maxSwitchesPerDay);
  switches.slice(0, maxSwitchesPerDay).forEach((s, i) => {
    day[`switchTime${i + 1}`] = Math.min(endOfDay, s.time);
    day[f.level(i + 1)] = s.level;
    day[f.value(i + 1)] = s.value;
  });
  return day;
}

/**
 * The switch in force at `minuteOfDay`: the day's latest switch so far, else the previous day's last
 * switch carried over midnight; null when neither defines one.
 */
export function switchAt(
  type: ProgramType,
  day: StructValue,
  minuteOfDay: number,
  previousDay?: StructValue,
): ProgramSwitch | null {
  const f = fields[type];
  const count = Math.min(day['nrOfSwitchesDefined'] ?? 0, maxSwitchesPerDay);
  let current: ProgramSwitch | null = null;
  for (let n = 1; n <= count; n += 1) {
    const time = day[`switchTime${n}`] ?? endOfDay;
    if (time * 10 > minuteOfDay) break;
    current = { time, level: day[f.level(n)] ?? 0, value: day[f.value(n)] ?? 0 };
  }
  if (current || !previousDay) return current;
  return switchAt(type, previousDay, endOfDay * 10);
}

/** Whether any of the programs defines switches at all (otherwise the unit ignores them). */
export function isProgrammed(days: StructValue[]): boolean {
  return days.some((d) => (d['nrOfSwitchesDefined'] ?? 0) > 0);
}

/** Today's and yesterday's day struct of each program `Board.prefix{n}[weekday]`, n = 1..3. */
export function programDays(
  read: (key: string) => StructValue,
  prefix: string,
  weekday: number,
): { today: StructValue; yesterday: StructValue }[] {
  return [1, 2, 3].map((n) => ({
    today: read(`${prefix}${n}[${weekday}]`),
    yesterday: read(`${prefix}${n}[${(weekday + 6) % 7}]`),
  }));
}

/** 10-minute units for hh:mm. */
export function at(hours: number, minutes = 0): number {
  return (hours * 60 + minutes) / 10;
}
