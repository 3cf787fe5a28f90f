import { isOver, lastMonth, reportPeriod } from './report-period.js';

// 15 March 2025, 12:00 Berlin.
const now = Date.parse('2025-03-15T11:00:00Z');

it('takes a past month or year', () => {
  expect(reportPeriod('2025-02', now)).toMatchObject({
    kind: 'month',
    year: 2025,
    month: 2,
    start: '2025-02-01',
  });
  expect(reportPeriod('2024', now)).toMatchObject({
    kind: 'year',
    year: 2024,
    month: null,
    start: '2024-01-01',
  });
});

it.each(['2025-03', '2025-04', '2025', '2026-01'])('refuses %s as not over yet', (text) => {
  expect(() => reportPeriod(text, now)).toThrow(
    expect.objectContaining({ status: 400, key: 'exception.reportnotover' }),
  );
});

it.each(['2025-13', '2025-00', '2025-1', '1999-12', '25-01', '2025-01.pdf', '2025-01\u0000', ''])(
  'refuses the malformed %j',
  (text) => {
    expect(() => reportPeriod(text, now)).toThrow(
      expect.objectContaining({ status: 400, key: 'exception.validation' }),
    );
  },
);

it('reads the month on the Berlin wall clock', () => {
  // 1 March 00:30 Berlin is still February in UTC: February is over.
  const march = Date.parse('2025-02-28T23:30:00Z');
  expect(isOver({ year: 2025, month: 2 }, march)).toBe(true);
  expect(lastMonth(march)).toBe('2025-02');
  expect(lastMonth(Date.parse('2025-01-10T12:00:00Z'))).toBe('2024-12');
});
