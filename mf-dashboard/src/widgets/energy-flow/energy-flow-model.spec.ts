import {
  canvasSize,
  clampPercent,
  debugRanges,
  flowDirections,
  flowPercentages,
  largeCanvas,
  smallCanvas,
  toKw,
} from './energy-flow-model.js';

test('290×400 on phones and in containers under 580 px, 580×350 otherwise', () => {
  expect(smallCanvas).toEqual({ width: 290, height: 400 });
  expect(largeCanvas).toEqual({ width: 580, height: 350 });
  expect(canvasSize(579, false)).toBe(smallCanvas);
  expect(canvasSize(300, false)).toBe(smallCanvas);
  expect(canvasSize(580, false)).toBe(largeCanvas);
  expect(canvasSize(900, false)).toBe(largeCanvas);
  expect(canvasSize(900, true)).toBe(smallCanvas);
  // Not measured yet: the large picture unless on a phone.
  expect(canvasSize(undefined, false)).toBe(largeCanvas);
  expect(canvasSize(undefined, true)).toBe(smallCanvas);
});

test('percentages are clamped to 0..100 and unknown stays unknown', () => {
  expect(clampPercent(62.34)).toBe(62.34);
  expect(clampPercent(130)).toBe(100);
  expect(clampPercent(-4)).toBe(0);
  expect(clampPercent(undefined)).toBeUndefined();
  expect(clampPercent(Number.NaN)).toBeUndefined();
});

test('powers are read in kW from their data point unit', () => {
  expect(toKw(1500, 'W')).toBe(1.5);
  expect(toKw(-250, 'W')).toBe(-0.25);
  expect(toKw(2.75, 'kW')).toBe(2.75);
  expect(toKw(0.002, 'MW')).toBe(2);
  expect(toKw(undefined, 'W')).toBeUndefined();
  expect(toKw('12', 'W')).toBeUndefined();
});

test('flow directions: import and discharging flow in, feed-in and charging flow out', () => {
  expect(
    flowDirections({ production: 3.2, grid: 1.2, consumption: 4.4, battery: -0.5, heatpump: 0.4 }),
  ).toEqual({
    production: 'in',
    grid: 'in',
    consumption: 'out',
    battery: 'in',
    heatpump: 'out',
  });
  expect(flowDirections({ production: 3.2, grid: -2.1, consumption: 0.6, battery: 0.5 })).toEqual({
    production: 'in',
    grid: 'out',
    consumption: 'out',
    battery: 'out',
    heatpump: 'none',
  });
  // What reads 0.0 kW does not flow.
  expect(flowDirections({ production: 0.04, grid: -0.049, consumption: 0, battery: 0.01 })).toEqual({
    production: 'none',
    grid: 'none',
    consumption: 'none',
    battery: 'none',
    heatpump: 'none',
  });
});

test('the debug sliders span wirkleistung -500..500 W and battery -5000..5000 W', () => {
  expect(debugRanges.wirkleistung).toMatchObject({ min: -500, max: 500 });
  expect(debugRanges.battery).toMatchObject({ min: -5000, max: 5000 });
});

test("percentages: spec 9 ratios of the powers, the unit's own figure only for a ratio missing its powers", () => {
  const reported = { autarky: 34.9, ownConsumption: 19.9 };
  expect(flowPercentages({ production: 0, grid: 0, consumption: 0.8, battery: -0.8 }, reported)).toEqual({
    autarky: 100,
    ownConsumption: 0,
  });
  expect(flowPercentages({ production: 3.2, grid: -2, consumption: 1.2 }, reported)).toEqual({
    autarky: 100,
    ownConsumption: expect.closeTo(37.5, 9),
  });
  // Consumption unknown: the reported autarky, clamped; no grid power: both reported.
  expect(flowPercentages({ production: 3.2, grid: -2 }, { ...reported, autarky: 120 })).toEqual({
    autarky: 100,
    ownConsumption: expect.closeTo(37.5, 9),
  });
  expect(flowPercentages({ production: 3.2, consumption: 1.2 }, reported)).toEqual(reported);
  // What reads 0.0 kW counts as nothing: dawn's 30 W are not '100 % own consumption' of '0.0 kW'.
  expect(
    flowPercentages({ production: 0.03, grid: 0.04, consumption: 0.5, battery: -0.43 }, reported),
  ).toEqual({
    autarky: 100,
    ownConsumption: 0,
  });
  expect(flowPercentages({}, { autarky: undefined, ownConsumption: 'x' })).toEqual({
    autarky: undefined,
    ownConsumption: undefined,
  });
});
