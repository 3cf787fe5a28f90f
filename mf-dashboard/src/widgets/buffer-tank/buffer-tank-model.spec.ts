import { readSensor, sensorCount, sensorPositions, tankColourClass, warmth } from './buffer-tank-model.js';

test('debug colours: under 10 very cold, under 20 cold, over 30 warm, over 70 hot', () => {
  const cases: [number, string][] = [
    [-3, 'very-cold'],
    [9.9, 'very-cold'],
    [10, 'cold'],
    [19.9, 'cold'],
    [20, 'normal'],
    [30, 'normal'],
    [30.1, 'warm'],
    [70, 'warm'],
    [70.1, 'hot'],
    [95, 'hot'],
  ];
  for (const [celsius, colour] of cases)
    expect([celsius, tankColourClass(celsius)]).toEqual([celsius, colour]);
});

test('2, 3 or 4 sensors, 4 when missing or out of range', () => {
  expect(sensorCount(2)).toBe(2);
  expect(sensorCount(3)).toBe(3);
  expect(sensorCount(4)).toBe(4);
  expect(sensorCount(undefined)).toBe(4);
  expect(sensorCount(1)).toBe(4);
  expect(sensorCount(6)).toBe(4);
});

test('127 °C means the sensor is not fitted; non-numbers are unknown', () => {
  expect(readSensor(127)).toEqual({ state: 'absent' });
  expect(readSensor(45.5)).toEqual({ state: 'known', celsius: 45.5 });
  expect(readSensor(0)).toEqual({ state: 'known', celsius: 0 });
  expect(readSensor(undefined)).toEqual({ state: 'unknown' });
  expect(readSensor(Number.NaN)).toEqual({ state: 'unknown' });
  expect(readSensor('45')).toEqual({ state: 'unknown' });
});

test('sensors spread evenly from top to bottom, warmth runs 15..75 °C', () => {
  expect(sensorPositions(2)).toEqual([0, 1]);
  expect(sensorPositions(3)).toEqual([0, 0.5, 1]);
  expect(sensorPositions(4)).toEqual([0, 1 / 3, 2 / 3, 1]);
  expect(sensorPositions(1)).toEqual([0]);
  expect(warmth(10)).toBe(0);
  expect(warmth(45)).toBe(0.5);
  expect(warmth(90)).toBe(1);
});
