import type { BalancePeriod } from '@portal/contracts';
import { useEndpointQuery } from '@portal/web-kit';
import { useState } from 'react';
import { periodStart, shiftPeriod, today } from '../period.js';

/** The balance page's period (month by default, the current one) and the balance of it. */
export function useBalance(sn: string) {
  const [period, setPeriod] = useState<BalancePeriod>('month');
  const [day, setDay] = useState(() => today());
  const start = periodStart(period, day);
  const query = useEndpointQuery(
    'unitBalance',
    { params: { sn }, query: { period, start } },
    { keepPrevious: true },
  );
  return {
    period,
    start,
    query,
    /** The current period or later has no next one yet. */
    isLatest: shiftPeriod(period, start, 1) > today(),
    choose: (next: BalancePeriod) => setPeriod(next),
    step: (steps: number) => setDay(shiftPeriod(period, start, steps)),
  };
}

export type BalanceState = ReturnType<typeof useBalance>;
