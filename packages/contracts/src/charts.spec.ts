import { chartDataRequestSchema, measurementRequestSchema, parseIsoMoment } from './charts.js';

const chart = (start: unknown, end?: unknown) =>
  chartDataRequestSchema.safeParse({
    name: 'dachsII.temperaturen',
    start,
    ...(end === undefined ? {} : { end }),
  });

const fieldsOf = (result: ReturnType<typeof chart>) =>
  result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));

describe('chart and measurement times', () => {
  it('reads an ISO time without offset on the Berlin wall clock, summer and winter', () => {
    expect(parseIsoMoment('2025-06-02T00:00:00')).toBe(Date.parse('2025-06-02T00:00:00+02:00'));
    expect(parseIsoMoment('2025-01-15T08:30')).toBe(Date.parse('2025-01-15T08:30:00+01:00'));
    expect(parseIsoMoment('2025-10-26T12:00:00.250')).toBe(Date.parse('2025-10-26T12:00:00.250+01:00'));
    expect(chart('2025-06-02T00:00:00')).toMatchObject({
      success: true,
      data: { start: Date.parse('2025-06-02T00:00:00+02:00') },
    });
  });

  it('keeps the offset an ISO time names', () => {
    expect(parseIsoMoment('2025-06-02T00:00:00+02:00')).toBe(Date.UTC(2025, 5, 1, 22));
    expect(parseIsoMoment('2025-06-02T22:00:00Z')).toBe(Date.UTC(2025, 5, 2, 22));
    expect(parseIsoMoment('2025-06-02T00:00:00.123456-05:30')).toBe(Date.UTC(2025, 5, 2, 5, 30, 0, 123));
  });

  it('refuses ISO texts that name no time', () => {
    for (const text of [
      '2025-04-31T00:00:00',
      '2025-13-01T00:00',
      '2025-06-02T24:00',
      '2025-06-02',
      'yesterday',
    ])
      expect(parseIsoMoment(text)).toBeUndefined();
  });

  it('refuses a number that is no millisecond time of this century, naming the field', () => {
    const seconds = Date.UTC(2025, 5, 2) / 1000;
    expect(fieldsOf(chart(seconds))).toEqual({ start: 'validation.moment' });
    expect(fieldsOf(chart(Date.UTC(2025, 5, 2), seconds + 86_400))).toEqual({ end: 'validation.moment' });
    expect(fieldsOf(chart(0))).toEqual({ start: 'validation.moment' });
    expect(fieldsOf(chart(Date.UTC(2100, 0, 1)))).toEqual({ start: 'validation.moment' });
    expect(fieldsOf(chart(Date.UTC(2025, 5, 2) + 0.5))).toEqual({ start: 'validation.moment' });
    expect(fieldsOf(chart('9999-12-31T00:00:00Z'))).toEqual({ start: 'validation.moment' });
    expect(fieldsOf(chart(true))).toEqual({ start: 'validation.moment' });
    const measurement = measurementRequestSchema.safeParse({
      start: seconds,
      end: seconds + 900,
      fields: ['p_erzeugung'],
    });
    expect(measurement.success ? [] : measurement.error.issues.map((issue) => issue.path.join('.'))).toEqual([
      'start',
      'end',
    ]);
  });

  it('takes milliseconds of this century as they are', () => {
    expect(chart(Date.UTC(2000, 0, 1))).toMatchObject({
      success: true,
      data: { start: Date.UTC(2000, 0, 1) },
    });
    expect(chart(Date.UTC(2099, 11, 31, 23))).toMatchObject({ success: true });
  });
});
