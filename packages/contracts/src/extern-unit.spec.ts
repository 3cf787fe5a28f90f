import { externSerialFor, notInFuture } from './extern-unit.js';

describe('externSerialFor', () => {
  it('takes a login that is a serial as the serial, with or without the extern- prefix', () => {
    expect(externSerialFor('5312345678')).toBe('5312345678');
    expect(externSerialFor('extern-5312345678')).toBe('5312345678');
  });

  it('maps any other login to one stable serial of the external series', () => {
    expect(externSerialFor('extern')).toMatch(/^53\d{8}$/);
    expect(externSerialFor('extern')).toBe(externSerialFor('extern'));
    expect(externSerialFor('extern-petersen')).not.toBe(externSerialFor('extern'));
  });
});

describe('notInFuture', () => {
  const now = Date.UTC(2026, 10, 24, 12, 0);

  it('accepts past days and today, refuses days after today', () => {
    expect(notInFuture('2024-05-02', now)).toBe(true);
    expect(notInFuture('2026-11-24', now)).toBe(true);
    expect(notInFuture('2026-12-01', now)).toBe(false);
    expect(notInFuture('2027-01-01', now)).toBe(false);
  });

  it('counts a day that has begun somewhere on earth as today', () => {
    // 12:00 UTC is already the next day at UTC+14.
    expect(notInFuture('2026-11-25', now)).toBe(true);
    expect(notInFuture('2026-11-26', now)).toBe(false);
  });
});
