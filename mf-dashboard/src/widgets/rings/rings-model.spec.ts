import { ringDiameters, ringRadius, ringShare, ringsShownFor } from './rings-model.js';

test('rings are shown for 5, 7, or 9 and more data points', () => {
  const shown = Array.from({ length: 13 }, (_, n) => n).filter(ringsShownFor);
  expect(shown).toEqual([5, 7, 9, 10, 11, 12]);
  expect(ringsShownFor(40)).toBe(true);
});

test('a ring is the clamped share of its value between min and max', () => {
  expect(ringShare(2.75, 0, 5.5)).toBe(0.5);
  expect(ringShare(55, 10, 100)).toBe(0.5);
  expect(ringShare(120, 0, 90)).toBe(1);
  expect(ringShare(-5, 0, 90)).toBe(0);
  expect(ringShare(undefined, 0, 90)).toBeUndefined();
  expect(ringShare(Number.NaN, 0, 90)).toBeUndefined();
  expect(ringShare('12', 0, 90)).toBeUndefined();
  // An empty range: full at or above it, empty below.
  expect(ringShare(5, 5, 5)).toBe(1);
  expect(ringShare(4, 5, 5)).toBe(0);
});

test('the rings are 154, 134, 114 and 94 px across, strokes inside', () => {
  expect(ringDiameters).toEqual([154, 134, 114, 94]);
  expect([0, 1, 2, 3].map(ringRadius)).toEqual([73, 63, 53, 43]);
});
