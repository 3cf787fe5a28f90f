import { monthsUpTo, yearsBefore } from './report-periods.js';

it('offers past months, newest first, across the turn of a year', () => {
  expect(monthsUpTo('2025-02', 4)).toEqual(['2025-02', '2025-01', '2024-12', '2024-11']);
});

it('offers complete years only', () => {
  expect(yearsBefore('2025-02', 2)).toEqual([2024, 2023]);
  // In January the last month is December: that year is over.
  expect(yearsBefore('2024-12', 2)).toEqual([2024, 2023]);
});
