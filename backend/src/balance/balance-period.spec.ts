import { balanceWindow } from './balance-period.js';

const now = Date.parse('2025-06-15T10:00:00Z');

it('takes the month that holds the day, with the month a year before', () => {
  const w = balanceWindow('month', '2025-02-10', now);
  expect(w).toMatchObject({ firstDay: '2025-02-01', lastDay: '2025-02-28', days: 28 });
  expect(w.from).toBe(Date.parse('2025-02-01T00:00:00+01:00'));
  expect(w.previousYear.from).toBe(Date.parse('2024-02-01T00:00:00+01:00'));
  expect(w.previousYear.to).toBe(Date.parse('2024-03-01T00:00:00+01:00'));
});

it('counts a leap year and a 23-hour day', () => {
  expect(balanceWindow('year', '2024-07-01', now)).toMatchObject({
    firstDay: '2024-01-01',
    lastDay: '2024-12-31',
    days: 366,
  });
  const spring = balanceWindow('day', '2025-03-30', now);
  expect(spring.to - spring.from).toBe(23 * 3_600_000);
  expect(spring.days).toBe(1);
});

it('defaults to the period holding now (Berlin)', () => {
  expect(balanceWindow('month', undefined, now)).toMatchObject({
    firstDay: '2025-06-01',
    lastDay: '2025-06-30',
  });
});
