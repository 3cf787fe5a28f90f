// Investment aid reduces the full relief only (§53a(8)); partial relief needs no aid declaration.
// Only aid received since 1 April 2012 counts (bhkw-forum thread 8262; spec 5).

import { type Cents } from './money.js';

export interface InvestmentAid {
  readonly amountCents: Cents;
  /** Day received, ISO `YYYY-MM-DD`. */
  readonly receivedOn: string;
}

export const investmentAidRelevantFrom = '2012-04-01';

/** Aid that counts against full relief: received on or after 1 April 2012. */
export function relevantInvestmentAidCents(aids: readonly InvestmentAid[]): Cents {
  // ISO dates compare correctly as strings.
  return aids
    .filter((aid) => aid.receivedOn >= investmentAidRelevantFrom)
    .reduce((sum, aid) => sum + aid.amountCents, 0);
}

export interface AidOffset {
  /** Full relief before the offset. */
  readonly grossCents: Cents;
  /** The part of the aid used up against this year's full relief. */
  readonly offsetCents: Cents;
  /** Full relief paid out. */
  readonly paidCents: Cents;
  /**
   * Aid not yet offset, to pass as next year's balance. INFERENCE: the facts find no source on
   * how the offset carries across years; a balance carried forward year by year is the reading
   * of "while the aid reaches or exceeds the relief, no relief is granted" (§53a(8)).
   */
  readonly remainingAidCents: Cents;
}

/** Offsets the aid balance against full relief: nothing is paid while the aid covers it. */
export function offsetInvestmentAid(fullReliefCents: Cents, aidBalanceCents: Cents): AidOffset {
  const offsetCents = Math.min(fullReliefCents, aidBalanceCents);
  return {
    grossCents: fullReliefCents,
    offsetCents,
    paidCents: fullReliefCents - offsetCents,
    remainingAidCents: aidBalanceCents - offsetCents,
  };
}
