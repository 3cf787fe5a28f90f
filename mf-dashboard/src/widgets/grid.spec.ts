import { clampWidth, defaultSize, minHeightPx } from './grid';

describe('widget grid (spec 2, 5, 9)', () => {
  it('clamps widths to 1–12 and makes them even above 4', () => {
    expect(clampWidth(0)).toBe(1);
    expect(clampWidth(3)).toBe(3);
    expect(clampWidth(4)).toBe(4);
    expect(clampWidth(5)).toBe(6);
    expect(clampWidth(7)).toBe(8);
    expect(clampWidth(11)).toBe(12);
    expect(clampWidth(20)).toBe(12);
  });

  it('starts widgets 3 wide on the dashboard and 6 × 4 elsewhere; charts 6 × 8', () => {
    const text = { type: 'values' as const, contents: [{ type: 'text' as const }] };
    expect(defaultSize(text, true)).toEqual({ width: 3, height: -1 });
    expect(defaultSize(text, false)).toEqual({ width: 6, height: 4 });
    expect(defaultSize({ type: 'chart', contents: [] }, true)).toEqual({ width: 6, height: 8 });
  });

  it('gives contents that need room 6 columns on the dashboard', () => {
    const wide = { type: 'values' as const, contents: [{ type: 'activityScreen' } as never] };
    expect(defaultSize(wide, true).width).toBe(6);
  });

  it('rounds dashboard heights up to 200 px steps; -1 is auto', () => {
    expect(minHeightPx(-1, true)).toBeUndefined();
    expect(minHeightPx(4, true)).toBe(200);
    expect(minHeightPx(5, true)).toBe(400);
    expect(minHeightPx(5, false)).toBe(250);
    expect(minHeightPx(8, true)).toBe(400);
  });
});
