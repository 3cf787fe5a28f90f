import {
  bitsOfType,
  countStarts,
  decodeRunGrid,
  gridEncoding,
  hoursRun,
  liveWindow,
  slotOfMinute,
  slotTime,
  type Slot,
} from './run-grid.js';

describe('the run grid encoding', () => {
  it('reads 12 two-hour bytes as a bit per quarter hour and wider elements as two-bit levels', () => {
    expect(bitsOfType('UINT8')).toBe(8);
    expect(bitsOfType('UINT16')).toBe(16);
    expect(bitsOfType(undefined)).toBe(8);
    expect(gridEncoding(12, 8)).toEqual({ slotsPerElement: 8, bitsPerSlot: 1 });
    expect(gridEncoding(24, 8)).toEqual({ slotsPerElement: 4, bitsPerSlot: 2 });
    expect(gridEncoding(12, 16)).toEqual({ slotsPerElement: 8, bitsPerSlot: 2 });
  });

  it('gives level 1 to every set bit, lowest bit first, and null to slots of unknown bytes', () => {
    const bytes: unknown[] = Array.from({ length: 12 }, () => 0);
    bytes[0] = 0b0000_0101;
    bytes[1] = undefined;
    bytes[11] = 0b1000_0000;
    const slots = decodeRunGrid(bytes, gridEncoding(12, 8));
    expect(slots).toHaveLength(96);
    expect(slots.slice(0, 4)).toEqual([1, 0, 1, 0]);
    expect(slots.slice(8, 16)).toEqual(Array.from({ length: 8 }, () => null));
    expect(slots[94]).toBe(0);
    expect(slots[95]).toBe(1);
  });

  it('reads two-bit levels 0..3 when the encoding carries them', () => {
    const slots = decodeRunGrid([0b11_10_01_00, 0b00_00_00_11], gridEncoding(24, 8));
    expect(slots.slice(0, 8)).toEqual([0, 1, 2, 3, 3, 0, 0, 0]);
    expect(slots[8]).toBeNull();
  });
});

describe('hours run and starts', () => {
  const grid = (levels: Slot[]): Slot[] => [
    ...levels,
    ...Array.from({ length: 96 - levels.length }, () => 0 as const),
  ];

  it('counts 0.25 h per slot above off', () => {
    expect(hoursRun(grid([1, 1, 0, 2, 3, null, 1]))).toBe(1.25);
    expect(hoursRun(grid([]))).toBe(0);
  });

  it('counts a start per switch from off to running, the day beginning off', () => {
    expect(countStarts(grid([1, 1, 0, 1, 0, 0, 2, 3, 0]))).toBe(3);
    expect(countStarts(grid([0, 1, 2, 3, 1]))).toBe(1);
    expect(countStarts(grid([1, null, 1]))).toBe(2);
    expect(countStarts(grid([]))).toBe(0);
  });
});

describe('time and the live window', () => {
  it('places a time of day in its quarter hour', () => {
    expect(slotOfMinute(0)).toBe(0);
    expect(slotOfMinute(14)).toBe(0);
    expect(slotOfMinute(15)).toBe(1);
    expect(slotOfMinute(727)).toBe(48);
    expect(slotOfMinute(1439)).toBe(95);
    expect(slotOfMinute(1440)).toBe(0);
    expect(slotOfMinute(-1)).toBe(95);
  });

  it('runs from 16 slots behind to 4 ahead, cut at the ends of the day', () => {
    expect(liveWindow(40)).toEqual({ from: 24, to: 44 });
    expect(liveWindow(2)).toEqual({ from: 0, to: 6 });
    expect(liveWindow(94)).toEqual({ from: 78, to: 95 });
  });

  it('names slots by their start time', () => {
    expect(slotTime(0)).toBe('00:00');
    expect(slotTime(49)).toBe('12:15');
    expect(slotTime(95)).toBe('23:45');
    expect(slotTime(96)).toBe('24:00');
  });
});
