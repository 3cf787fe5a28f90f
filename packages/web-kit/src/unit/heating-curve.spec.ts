import { curvePoints, dachsCurve, flowAt, flowAxis, slopeCurve } from './heating-curve.js';

describe('the dachs curve', () => {
  const curve = (shift: number) => dachsCurve({ plus15: 30, minus10: 55, shift, lower: 25, upper: 60 });

  it('runs through the two support points, shifted in parallel', () => {
    expect(flowAt(curve(0), 15)).toBe(30);
    expect(flowAt(curve(0), -10)).toBe(55);
    expect(flowAt(curve(2), 15)).toBe(32);
    expect(flowAt(curve(2), -10)).toBe(57);
    expect(flowAt(curve(2), 0)).toBe(47);
  });

  it('stays within the lower and upper limits', () => {
    expect(flowAt(curve(0), 20)).toBe(25);
    expect(flowAt(curve(0), -40)).toBe(60);
    expect(flowAt(curve(-20), 0)).toBe(25);
  });

  it('is drawn from 20 °C to -40 °C with a point where it meets each limit', () => {
    expect(curvePoints(curve(2))).toEqual([
      { outside: 20, flow: 27 },
      { outside: -13, flow: 60 },
      { outside: -40, flow: 60 },
    ]);
    expect(curvePoints(curve(-5))).toEqual([
      { outside: 20, flow: 25 },
      { outside: 15, flow: 25 },
      { outside: -20, flow: 60 },
      { outside: -40, flow: 60 },
    ]);
  });
});

describe('the slope curve', () => {
  const curve = slopeCurve({ min: 25, max: 50, slope: 0.5 });

  it('is min + slope × (20 − outside), clamped to min..max', () => {
    expect(flowAt(curve, 20)).toBe(25);
    expect(flowAt(curve, 30)).toBe(25);
    expect(flowAt(curve, -10)).toBe(40);
    expect(flowAt(curve, -30)).toBe(50);
    expect(flowAt(curve, -40)).toBe(50);
  });

  it('has its points at the ends and where it reaches max', () => {
    expect(curvePoints(curve)).toEqual([
      { outside: 20, flow: 25 },
      { outside: -30, flow: 50 },
      { outside: -40, flow: 50 },
    ]);
  });

  it('is flat with a zero slope', () => {
    expect(curvePoints(slopeCurve({ min: 30, max: 50, slope: 0 }))).toEqual([
      { outside: 20, flow: 30 },
      { outside: -40, flow: 30 },
    ]);
  });
});

test('the flow axis spans whole tens around the curve', () => {
  expect(flowAxis([27, 60])).toEqual({ min: 20, max: 70, step: 10 });
  expect(flowAxis([40, 41])).toEqual({ min: 30, max: 50, step: 10 });
  expect(flowAxis([10, 85])).toEqual({ min: 0, max: 100, step: 20 });
  expect(flowAxis([])).toEqual({ min: 20, max: 80, step: 20 });
});
