import { offsetInvestmentAid, relevantInvestmentAidCents } from './investment-aid.js';

describe('investment aid', () => {
  it('counts only aid received since 1 April 2012', () => {
    expect(
      relevantInvestmentAidCents([
        { amountCents: 150_000, receivedOn: '2012-03-31' },
        { amountCents: 20_000, receivedOn: '2012-04-01' },
        { amountCents: 5_000, receivedOn: '2019-06-15' },
      ]),
    ).toBe(25_000);
  });

  it('reduces the full relief and carries the rest of the aid forward', () => {
    expect(offsetInvestmentAid(62_700, 100_000)).toEqual({
      grossCents: 62_700,
      offsetCents: 62_700,
      paidCents: 0,
      remainingAidCents: 37_300,
    });
    expect(offsetInvestmentAid(62_700, 37_300)).toEqual({
      grossCents: 62_700,
      offsetCents: 37_300,
      paidCents: 25_400,
      remainingAidCents: 0,
    });
  });
});
