import { applicationDeadline, isWithinDeadline } from './deadline.js';

describe('application deadline', () => {
  it('is 31 December of the year after use', () => {
    expect(applicationDeadline(2023)).toBe('2024-12-31');
    expect(isWithinDeadline(2023, '2024-12-31')).toBe(true);
    expect(isWithinDeadline(2023, '2025-01-01')).toBe(false);
  });
});
