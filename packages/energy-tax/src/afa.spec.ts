import { afaLastMonth, afaMonthsOfYear, afaPeriodFrom, defaultAfaMonths, isInsideAfa } from './afa.js';

describe('AfA months', () => {
  const july2013 = afaPeriodFrom({ year: 2013, month: 7 });

  it('defaults to 120 months starting with the commissioning month', () => {
    expect(defaultAfaMonths).toBe(120);
    expect(july2013).toEqual({ start: { year: 2013, month: 7 }, months: 120 });
    expect(afaLastMonth(july2013)).toEqual({ year: 2023, month: 6 });
  });

  it('tells for each month of a year whether it is inside the period', () => {
    const firstHalf = [true, true, true, true, true, true];
    const secondHalf = [false, false, false, false, false, false];
    expect(afaMonthsOfYear(july2013, 2013)).toEqual([...secondHalf, ...firstHalf]);
    expect(afaMonthsOfYear(july2013, 2018)).toEqual(Array<boolean>(12).fill(true));
    expect(afaMonthsOfYear(july2013, 2023)).toEqual([...firstHalf, ...secondHalf]);
    expect(afaMonthsOfYear(july2013, 2024)).toEqual(Array<boolean>(12).fill(false));
  });

  it('takes a per-module length, e.g. 10.2 years as 122 months', () => {
    const longer = afaPeriodFrom({ year: 2013, month: 7 }, 122);
    expect(afaLastMonth(longer)).toEqual({ year: 2023, month: 8 });
    expect(isInsideAfa(longer, { year: 2023, month: 8 })).toBe(true);
    expect(isInsideAfa(longer, { year: 2023, month: 9 })).toBe(false);
  });

  it('does not depend on whether AfA is claimed', () => {
    const notClaimed = { ...july2013, claimed: false };
    expect(afaMonthsOfYear(notClaimed, 2023)).toEqual(afaMonthsOfYear({ ...july2013, claimed: true }, 2023));
  });
});
