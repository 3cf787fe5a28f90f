import { applicationDeadline, germanDate, hasYearEnded, isWithinDeadline } from './deadline.js';

describe('application deadline', () => {
  it('is 31 December of the year after use', () => {
    expect(applicationDeadline(2023)).toBe('2024-12-31');
    expect(isWithinDeadline(2023, '2024-12-31')).toBe(true);
    expect(isWithinDeadline(2023, '2025-01-01')).toBe(false);
  });

  it('a year ends with its 31 December, a German day', () => {
    expect(hasYearEnded(2025, '2025-12-31')).toBe(false);
    expect(hasYearEnded(2025, '2026-01-01')).toBe(true);
    expect(germanDate(new Date('2025-12-31T22:59:59Z'))).toBe('2025-12-31');
    expect(germanDate(new Date('2025-12-31T23:00:00Z'))).toBe('2026-01-01');
    expect(germanDate(new Date('2025-07-01T21:59:59Z'))).toBe('2025-07-01');
    expect(germanDate(new Date('2025-07-01T22:00:00Z'))).toBe('2025-07-02');
  });
});
