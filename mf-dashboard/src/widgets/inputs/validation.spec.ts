import * as catalog from '@portal/unit-catalog';
import { formatMinutes, parseTime, stepMinutes, timeError } from './time.js';
import {
  clamp,
  decimalsOf,
  enumOptions,
  numericError,
  numericLimits,
  parseNumeric,
  stepValue,
  textError,
} from './validation.js';

describe('numericError (spec 5)', () => {
  it('calls text that is no number not valid', () => {
    for (const text of ['', '  ', 'abc', '12a', '1..2', '1,2,3', '--1', '1e3'])
      expect(numericError(text)).toBe('mf.dashboard.edit.notValid');
  });

  it('accepts numbers within the default bounds -666..666', () => {
    expect(numericError('-666')).toBeNull();
    expect(numericError('666')).toBeNull();
    expect(numericError('0')).toBeNull();
    expect(numericError('666.5')).toBe('mf.dashboard.edit.outOfRange');
    expect(numericError('-667')).toBe('mf.dashboard.edit.outOfRange');
  });

  it('uses the menuItem bounds, each falling back to its default', () => {
    expect(numericError('39', { min: 40, max: 65 })).toBe('mf.dashboard.edit.outOfRange');
    expect(numericError('40', { min: 40, max: 65 })).toBeNull();
    expect(numericError('65', { min: 40, max: 65 })).toBeNull();
    expect(numericError('66', { min: 40, max: 65 })).toBe('mf.dashboard.edit.outOfRange');
    expect(numericError('600', { min: 40 })).toBeNull();
    expect(numericError('667', { min: 40 })).toBe('mf.dashboard.edit.outOfRange');
    expect(numericError('-600', { max: 10 })).toBeNull();
    expect(numericError('-667', { max: 10 })).toBe('mf.dashboard.edit.outOfRange');
  });

  it('accepts the decimal comma in German only', () => {
    expect(parseNumeric('21,5', 'de-de')).toBe(21.5);
    expect(parseNumeric('21.5', 'de-de')).toBe(21.5);
    expect(parseNumeric(' -0,5 ', 'de-de')).toBe(-0.5);
    expect(parseNumeric('\u22123', 'de-de')).toBe(-3);
    expect(parseNumeric('21.5', 'en-gb')).toBe(21.5);
    expect(parseNumeric('21,5', 'en-gb')).toBeNull();
    expect(numericError('21,5', undefined, { language: 'en-gb' })).toBe('mf.dashboard.edit.notValid');
  });

  it('calls values finer than the data point can store not valid', () => {
    expect(numericError('21,5', undefined, { decimals: 1 })).toBeNull();
    expect(numericError('21,50', undefined, { decimals: 1 })).toBeNull();
    expect(numericError('21,55', undefined, { decimals: 1 })).toBe('mf.dashboard.edit.notValid');
    expect(numericError('21,5', undefined, { decimals: 0 })).toBe('mf.dashboard.edit.notValid');
  });
});

describe('textError (spec 5)', () => {
  it('counts UTF-8 bytes, which must stay below the length', () => {
    expect(textError('abcd', 5)).toBeNull();
    expect(textError('abcde', 5)).toBe('mf.dashboard.edit.notValid');
    // 'ä' takes two bytes: four characters are five bytes.
    expect(textError('äbcd', 5)).toBe('mf.dashboard.edit.notValid');
    expect(textError('äbc', 5)).toBeNull();
    expect(textError('€', 3)).toBe('mf.dashboard.edit.notValid');
    expect(textError('', 1)).toBeNull();
  });
});

describe('enumOptions (spec 5)', () => {
  it('keeps options between min (default 0) and max (default 999)', () => {
    expect(enumOptions([0, 1, 2, 3])).toEqual([0, 1, 2, 3]);
    expect(enumOptions([0, 1, 2, 3], { min: 1, max: 2 })).toEqual([1, 2]);
    expect(enumOptions([0, 10, 11, 999, 1000])).toEqual([0, 10, 11, 999]);
    expect(enumOptions([0, 5, 10], { max: 5 })).toEqual([0, 5]);
    expect(enumOptions([0, 5, 10], { min: 5 })).toEqual([5, 10]);
  });
});

describe('limits shared with the backend', () => {
  it('narrows a data point to what its menuItem, a content menuItem and its raw type allow', () => {
    const hotWater = { type: 'int', typeName: 'INT8', gain: 1, menuItem: { min: 40, max: 65, increment: 1 } };
    expect(numericLimits(hotWater)).toEqual({ min: 40, max: 65, step: 1, decimals: 0, bounded: true });
    expect(numericLimits(hotWater, { min: 45, max: 70, increment: 5 })).toMatchObject({
      min: 45,
      max: 65,
      step: 5,
    });
    // No menuItem: -666..666, cut to what an INT8 holds; uint never below 0; the gain is the step.
    expect(numericLimits({ type: 'int', typeName: 'INT8', gain: 1 })).toEqual({
      min: -128,
      max: 127,
      step: 1,
      decimals: 0,
      bounded: false,
    });
    expect(numericLimits({ type: 'uint', typeName: 'UINT16', gain: 0.1 })).toMatchObject({
      min: 0,
      max: 666,
      step: 0.1,
      decimals: 1,
    });
    expect(numericLimits({ type: 'float', typeName: 'FLOAT32', gain: 1 })).toMatchObject({
      min: -666,
      max: 666,
      decimals: undefined,
    });
  });

  it('accepts exactly the numbers the backend accepts at the bounds', () => {
    const def = {
      type: 'int' as const,
      typeName: 'INT16',
      gain: 0.1,
      enumName: null,
      length: 0,
      menuItem: { min: 5, max: 30, increment: 0.5 },
    };
    const kind = catalog.unitKinds[0]!;
    const limits = numericLimits(def);
    for (const value of [4.9, 5, 17.5, 30, 30.1, 21.55]) {
      const front = numericError(String(value), limits, { decimals: limits.decimals }) === null;
      const back = catalog.validateValue(kind, def, value) === null;
      expect([value, front]).toEqual([value, back]);
    }
  });
});

describe('steppers', () => {
  it('step by the step and clamp to min..max', () => {
    const limits = { min: 40, max: 65, step: 1 };
    expect(stepValue(50, 1, limits)).toBe(51);
    expect(stepValue(65, 1, limits)).toBe(65);
    expect(stepValue(40, -1, limits)).toBe(40);
    expect(stepValue(70, -1, limits)).toBe(65);
    expect(stepValue(undefined, 1, limits)).toBe(41);
    expect(stepValue(0.2, 1, { min: 0, max: 1, step: 0.1 })).toBe(0.3);
    expect(clamp(5, 0, 3)).toBe(3);
    expect(clamp(-5, 0, 3)).toBe(0);
    expect(decimalsOf(0.25)).toBe(2);
    expect(decimalsOf(10)).toBe(0);
  });
});

describe('times of day', () => {
  it('shows hh:mm and the end of the day as 24:00', () => {
    expect(formatMinutes(0)).toBe('00:00');
    expect(formatMinutes(7 * 60 + 30)).toBe('07:30');
    expect(formatMinutes(1440)).toBe('24:00');
  });

  it('reads typed times, 24:00 being the only one after 23:59', () => {
    expect(parseTime('7:30')).toBe(450);
    expect(parseTime('07.30')).toBe(450);
    expect(parseTime('0730')).toBe(450);
    expect(parseTime('730')).toBe(450);
    expect(parseTime('7')).toBe(420);
    expect(parseTime('24:00')).toBe(1440);
    expect(parseTime('24:10')).toBeNull();
    expect(parseTime('25:00')).toBeNull();
    expect(parseTime('12:60')).toBeNull();
    expect(parseTime('x')).toBeNull();
  });

  it('keeps typed times on the 10-minute grid within min..max', () => {
    const limits = { min: 0, max: 1440, step: 10 };
    expect(timeError('07:30', limits)).toBeNull();
    expect(timeError('24:00', limits)).toBeNull();
    expect(timeError('07:35', limits)).toBe('mf.dashboard.edit.notValid');
    expect(timeError('23:50', { ...limits, max: 1200 })).toBe('mf.dashboard.edit.outOfRange');
  });

  it('steps onto the grid in 10-minute steps, clamped', () => {
    const limits = { min: 0, max: 1440, step: 10 };
    expect(stepMinutes(450, 1, limits)).toBe(460);
    expect(stepMinutes(455, 1, limits)).toBe(460);
    expect(stepMinutes(455, -1, limits)).toBe(450);
    expect(stepMinutes(1430, 1, limits)).toBe(1440);
    expect(stepMinutes(1440, 1, limits)).toBe(1440);
    expect(stepMinutes(0, -1, limits)).toBe(0);
  });
});
