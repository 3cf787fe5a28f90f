import type { StructureDefinition, TimeProgramType } from '@portal/unit-catalog';
import { endOfDay, maxSwitchesPerDay } from '@portal/unit-catalog/rules';

// The rules of a time program day (spec 5), as pure functions on the day struct the unit stores, in
// display units: nrOfSwitchesDefined plus, per switch n = 1..6, switchTime n (10-minute units,
// 144 = end of day), a level (switchActivity n or switchPower n, 0..3) and a value
// (switchTemperature n in °C or switchCustomValue n in W). A switch holds from its time until the
// next one, and across midnight until the next day's first switch (as the simulator runs it).

/** 10-minute units per hour. */
export const unitsPerHour = 6;
/** A new first switch starts at 06:00, switched off (spec 5). */
export const firstSwitchTime = 36;
/** The time select offers every 30 minutes (spec 5). */
export const timeOptionStep = 3;
export const weekdays = [0, 1, 2, 3, 4, 5, 6] as const;
/** Spec 4 weekday groups, used for copying. */
export const workingDays: readonly number[] = [0, 1, 2, 3, 4];
export const weekendDays: readonly number[] = [5, 6];

export type DayStruct = Readonly<Record<string, number>>;

export interface Switch {
  /** 10-minute units since midnight, 0..144. */
  time: number;
  /** Activity level 0..3 (Switchedoff, Powerlevel1..3). */
  level: number;
  /** Temperature (°C, ActivityOperated) or custom value (W, PowerOperated). */
  value: number;
}

/** How a program type names the fields of a day, and what a freed slot holds. */
export interface DayShape {
  type: TimeProgramType;
  levelField: (n: number) => string;
  valueField: (n: number) => string;
  /** The value a field takes when its slot is freed: 0, or the nearest value the field allows. */
  blank: (field: string) => number;
}

/**
 * The shape of a day of `type`. Freed fields become 0 (spec 5 "zeroes the last"), raised to the
 * element's minimum where 0 is out of range (switchTemperature allows 5..30 °C; a 0 would be refused).
 */
export function dayShape(type: TimeProgramType, structure?: StructureDefinition): DayShape {
  const mins = new Map<string, number>();
  for (const element of structure?.elements ?? []) {
    const min = element.menuItem?.min;
    const max = element.menuItem?.max;
    mins.set(element.name, Math.min(Math.max(0, min ?? 0), max ?? Number.POSITIVE_INFINITY));
  }
  const activity = type === 'ActivityOperated';
  return {
    type,
    levelField: (n) => (activity ? `switchActivity${n}` : `switchPower${n}`),
    valueField: (n) => (activity ? `switchTemperature${n}` : `switchCustomValue${n}`),
    blank: (field) => mins.get(field) ?? 0,
  };
}

/** A day struct from a live or buffered value; undefined while unknown or not a struct. */
export function asDay(raw: unknown): DayStruct | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const record = raw as Record<string, unknown>;
  if (typeof record['nrOfSwitchesDefined'] !== 'number') return undefined;
  const day: Record<string, number> = {};
  for (const [name, value] of Object.entries(record)) if (typeof value === 'number') day[name] = value;
  return day;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** The defined switches of a day, in order. */
export function switchesOf(day: DayStruct, shape: DayShape): Switch[] {
  const count = clamp(Math.trunc(day['nrOfSwitchesDefined'] ?? 0), 0, maxSwitchesPerDay);
  const switches: Switch[] = [];
  for (let n = 1; n <= count; n += 1) {
    switches.push({
      time: day[`switchTime${n}`] ?? endOfDay,
      level: day[shape.levelField(n)] ?? 0,
      value: day[shape.valueField(n)] ?? shape.blank(shape.valueField(n)),
    });
  }
  return switches;
}

/**
 * The whole day struct holding `switches`: nrOfSwitchesDefined, the switches in slots 1..n and blank
 * slots after them. Fields come in the structure's order; fields of `base` it does not know are kept.
 */
export function dayOf(shape: DayShape, switches: readonly Switch[], base: DayStruct = {}): DayStruct {
  const used = switches.slice(0, maxSwitchesPerDay);
  const day: Record<string, number> = { nrOfSwitchesDefined: used.length };
  for (let n = 1; n <= maxSwitchesPerDay; n += 1) {
    const s = used[n - 1];
    const time = `switchTime${n}`;
    const level = shape.levelField(n);
    const value = shape.valueField(n);
    day[time] = s ? s.time : shape.blank(time);
    day[level] = s ? s.level : shape.blank(level);
    day[value] = s ? s.value : shape.blank(value);
  }
  for (const [name, value] of Object.entries(base)) if (!(name in day)) day[name] = value;
  return day;
}

/** A day without switches (what a program that is not used holds). */
export function emptyDay(shape: DayShape): DayStruct {
  return dayOf(shape, []);
}

/** The first time on the select's 30-minute grid after `time`, or null when none is left (24:00). */
export function nextFreeTime(time: number): number | null {
  if (time >= endOfDay) return null;
  return Math.min(endOfDay, (Math.floor(time / timeOptionStep) + 1) * timeOptionStep);
}

/** Whether a switch can be added: fewer than 6, and a free time after the last one. */
export function canAddSwitch(day: DayStruct, shape: DayShape): boolean {
  const switches = switchesOf(day, shape);
  const last = switches.at(-1);
  return switches.length < maxSwitchesPerDay && (!last || nextFreeTime(last.time) !== null);
}

/**
 * Adds a switch at the end (spec 5): the first one at 06:00, switched off, with `firstValue` (else
 * the blank value); a further one copies the previous switch's level and value at the next free
 * half hour after it (issue 40, 34: a copy at the same minute made two switches at one time). A day
 * that cannot take one more (see canAddSwitch) stays as it is.
 */
export function addSwitch(day: DayStruct, shape: DayShape, firstValue?: number): DayStruct {
  if (!canAddSwitch(day, shape)) return day;
  const switches = switchesOf(day, shape);
  const previous = switches.at(-1);
  switches.push(
    previous
      ? { ...previous, time: nextFreeTime(previous.time) ?? endOfDay }
      : { time: firstSwitchTime, level: 0, value: firstValue ?? shape.blank(shape.valueField(1)) },
  );
  return dayOf(shape, switches, day);
}

/** The switches (0-based) at the same time as the one before them: the unit refuses such a day. */
export function duplicateSwitches(switches: readonly Switch[]): number[] {
  return switches.flatMap((s, index) =>
    index > 0 && s.time <= (switches[index - 1]?.time ?? -1) ? [index] : [],
  );
}

/** Removes switch `index` (0-based): later switches move up, the freed last slot is zeroed. */
export function removeSwitch(day: DayStruct, shape: DayShape, index: number): DayStruct {
  const switches = switchesOf(day, shape);
  if (index < 0 || index >= switches.length) return day;
  switches.splice(index, 1);
  return dayOf(shape, switches, day);
}

/**
 * Sets the time of switch `index` (10-minute units, clamped to 0..144). Times stay non-decreasing: a
 * time earlier than the previous switch is pulled up to it, and later switches earlier than the new
 * time are pulled up to it.
 */
export function setSwitchTime(day: DayStruct, shape: DayShape, index: number, time: number): DayStruct {
  const switches = switchesOf(day, shape);
  const target = switches[index];
  if (!target) return day;
  const floor = switches[index - 1]?.time ?? 0;
  target.time = Math.max(floor, clamp(Math.round(time), 0, endOfDay));
  for (const later of switches.slice(index + 1)) later.time = Math.max(later.time, target.time);
  return dayOf(shape, switches, day);
}

/** Sets the level of switch `index`, and its value when given (the level's temperature). */
export function setSwitchLevel(
  day: DayStruct,
  shape: DayShape,
  index: number,
  level: number,
  value?: number,
): DayStruct {
  const switches = switchesOf(day, shape);
  const target = switches[index];
  if (!target) return day;
  target.level = level;
  if (value !== undefined) target.value = value;
  return dayOf(shape, switches, day);
}

/** Sets the value (temperature or custom value) of switch `index`. */
export function setSwitchValue(day: DayStruct, shape: DayShape, index: number, value: number): DayStruct {
  const switches = switchesOf(day, shape);
  const target = switches[index];
  if (!target) return day;
  target.value = value;
  return dayOf(shape, switches, day);
}

/** The days (index → struct) a copy of `source` (day `from`) writes: every target but the source. */
export function copyDay(
  source: DayStruct,
  from: number,
  targets: Iterable<number>,
): Array<[day: number, struct: DayStruct]> {
  const out: Array<[number, DayStruct]> = [];
  for (const target of new Set(targets)) {
    if (target === from || target < 0 || target > 6) continue;
    out.push([target, { ...source }]);
  }
  return out.sort((a, b) => a[0] - b[0]);
}

/** The level in force at the end of a day (its last switch), else null. */
export function endLevel(day: DayStruct | undefined, shape: DayShape): number | null {
  if (!day) return null;
  return switchesOf(day, shape).at(-1)?.level ?? null;
}

export interface Period {
  /** 10-minute units, from inclusive, to exclusive. */
  from: number;
  to: number;
  /** The level in force, null where nothing is programmed. */
  level: number | null;
}

/**
 * The periods of a day for the 24-hour bar: before the first switch the level carried over from the
 * previous day (`carry`), then each switch until the next; neighbours of one level are merged.
 */
export function dayPeriods(day: DayStruct, shape: DayShape, carry: number | null): Period[] {
  const periods: Period[] = [];
  const push = (from: number, to: number, level: number | null) => {
    if (to <= from) return;
    const last = periods.at(-1);
    if (last && last.level === level && last.to === from) last.to = to;
    else periods.push({ from, to, level });
  };
  let from = 0;
  let level = carry;
  for (const s of switchesOf(day, shape)) {
    const time = clamp(s.time, from, endOfDay);
    push(from, time, level);
    from = time;
    level = s.level;
  }
  push(from, endOfDay, level);
  return periods;
}

/** The periods of each day of a week (Monday first); Monday carries Sunday's last switch over. */
export function weekPeriods(week: ReadonlyArray<DayStruct | undefined>, shape: DayShape): Period[][] {
  return week.map((day, index) => {
    if (!day) return [];
    const previous = week[(index + week.length - 1) % week.length];
    return dayPeriods(day, shape, endLevel(previous, shape));
  });
}

/** Each level's distinct values (temperatures) over the switches of the given days, ascending. */
export function levelValues(days: Iterable<DayStruct | undefined>, shape: DayShape): Map<number, number[]> {
  const found = new Map<number, Set<number>>();
  for (const day of days) {
    if (!day) continue;
    for (const s of switchesOf(day, shape)) {
      const values = found.get(s.level) ?? new Set<number>();
      values.add(s.value);
      found.set(s.level, values);
    }
  }
  return new Map([...found].map(([level, values]) => [level, [...values].sort((a, b) => a - b)]));
}

/** The value most switches of `level` use (the lowest among equals), else undefined. */
export function commonLevelValue(
  days: Iterable<DayStruct | undefined>,
  shape: DayShape,
  level: number,
): number | undefined {
  const counts = new Map<number, number>();
  for (const day of days) {
    if (!day) continue;
    for (const s of switchesOf(day, shape)) {
      if (s.level === level) counts.set(s.value, (counts.get(s.value) ?? 0) + 1);
    }
  }
  let best: number | undefined;
  let bestCount = 0;
  for (const [value, count] of counts) {
    if (count > bestCount || (count === bestCount && best !== undefined && value < best)) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}

/**
 * Gives every switch of `level` the value `value` (the global temperature of an activity level).
 * Returns the day itself when nothing changes, so callers buffer only changed days.
 */
export function applyLevelValue(day: DayStruct, shape: DayShape, level: number, value: number): DayStruct {
  const switches = switchesOf(day, shape);
  if (!switches.some((s) => s.level === level && s.value !== value)) return day;
  return dayOf(
    shape,
    switches.map((s) => (s.level === level ? { ...s, value } : s)),
    day,
  );
}

/** 10-minute units as hh:mm; 144 is 24:00. */
export function formatTime(units: number): string {
  const minutes = clamp(Math.round(units), 0, endOfDay) * 10;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The time select's options: every 30 minutes from 00:00 to 24:00, plus `current` when between. */
export function timeOptions(current?: number): number[] {
  const options: number[] = [];
  for (let time = 0; time <= endOfDay; time += timeOptionStep) options.push(time);
  if (current !== undefined && current >= 0 && current <= endOfDay && !options.includes(current)) {
    options.push(current);
    options.sort((a, b) => a - b);
  }
  return options;
}
