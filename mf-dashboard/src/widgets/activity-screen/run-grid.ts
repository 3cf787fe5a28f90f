// The run grid of the activity screen (spec 2, spec 9): a day of 96 quarter-hour slots, each at a
// running level of spec 4 (Switchedoff, Powerlevel1..3).

export const slotsPerDay = 96;
export const minutesPerSlot = 15;
/** Spec 9: hours run count 0.25 per active slot. */
export const hoursPerSlot = 0.25;
/** Spec 9: the live window runs from 4 slots ahead of the current slot to 16 behind it. */
export const windowAhead = 4;
export const windowBehind = 16;
/** Spec 9: the browser clock is read again every 30 s. */
export const clockRefreshMs = 30_000;

export type ActivityLevel = 0 | 1 | 2 | 3;
/** A slot's level, or null while the grid element holding it is unknown. */
export type Slot = ActivityLevel | null;

/** How the grid's elements hold the 96 slots. */
export interface GridEncoding {
  slotsPerElement: number;
  /** 1: a bit per slot, set = running (level 1); 2: the level 0..3 in two bits per slot. */
  bitsPerSlot: 1 | 2;
}

/** Bits of an element of the grid's type name ('UINT8' → 8); 8 when the name says nothing. */
export function bitsOfType(typeName: string | undefined): number {
  const match = /(\d+)$/.exec(typeName ?? '');
  return match ? Number(match[1]) : 8;
}

/**
 * The encoding of a grid of `length` elements of `bitsPerElement` bits. The Dachs (and its simulator)
 * sends 12 two-hour bytes with a bit per quarter hour, the lowest bit first; a grid whose elements have
 * room for two bits per slot carries the level itself.
 */
export function gridEncoding(length: number, bitsPerElement: number): GridEncoding {
  const slotsPerElement = Math.max(1, Math.ceil(slotsPerDay / Math.max(1, length)));
  return { slotsPerElement, bitsPerSlot: bitsPerElement >= 2 * slotsPerElement ? 2 : 1 };
}

function toInteger(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? Math.trunc(n) : undefined;
}

/** The day's 96 slots from the grid's elements (unknown elements give null slots). */
export function decodeRunGrid(elements: readonly unknown[], encoding: GridEncoding): Slot[] {
  const { slotsPerElement, bitsPerSlot } = encoding;
  const mask = bitsPerSlot === 2 ? 3 : 1;
  const slots: Slot[] = [];
  for (let slot = 0; slot < slotsPerDay; slot += 1) {
    const element = toInteger(elements[Math.floor(slot / slotsPerElement)]);
    if (element === undefined) slots.push(null);
    else slots.push(((element >>> ((slot % slotsPerElement) * bitsPerSlot)) & mask) as ActivityLevel);
  }
  return slots;
}

const active = (slot: Slot): boolean => slot !== null && slot > 0;

/** Hours run: 0.25 per slot above Switchedoff. */
export function hoursRun(slots: readonly Slot[]): number {
  return slots.filter(active).length * hoursPerSlot;
}

/**
 * Starts: switches from off to running. The day begins off, so a run in the first quarter hour counts;
 * a change between power levels is no start.
 */
export function countStarts(slots: readonly Slot[]): number {
  let starts = 0;
  let running = false;
  for (const slot of slots) {
    if (active(slot) && !running) starts += 1;
    running = active(slot);
  }
  return starts;
}

/** The slot a time of day (minutes since midnight) falls in. */
export function slotOfMinute(minuteOfDay: number): number {
  const minutes = ((Math.floor(minuteOfDay) % 1440) + 1440) % 1440;
  return Math.floor(minutes / minutesPerSlot);
}

export function minuteOfDay(date: Date): number {
  return date.getHours() * 60 + date.getMinutes();
}

/** The live window around the current slot: 16 slots behind to 4 ahead, cut at the day's ends. */
export function liveWindow(current: number): { from: number; to: number } {
  return { from: Math.max(0, current - windowBehind), to: Math.min(slotsPerDay - 1, current + windowAhead) };
}

/** 'hh:mm' at the start of a slot; slot 96 is '24:00'. */
export function slotTime(slot: number): string {
  return slot >= slotsPerDay ? '24:00' : timeOfDayText(slot * minutesPerSlot);
}

/** 'hh:mm' of a time of day in minutes since midnight. */
export function timeOfDayText(minutes: number): string {
  const m = ((Math.floor(minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}
