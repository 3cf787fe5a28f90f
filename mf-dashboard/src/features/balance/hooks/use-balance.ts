import type { BalancePeriod } from '@portal/contracts';
import { useEndpointQuery } from '@portal/web-kit';
import { useState } from 'react';
import { periodStart, shiftPeriod, today } from '../period.js';

/** The unit alone, or every unit at its location the user may read. */
export type BalanceScope = 'unit' | 'site';

/**
 * The balance page's period (month by default, the current one) and scope, and the balance of them:
 * `figures` the unit's or the location's sum, `siteUnits` each unit's when the location is shown.
 */
export function useBalance(sn: string) {
  const [period, setPeriod] = useState<BalancePeriod>('month');
  const [scope, setScope] = useState<BalanceScope>('unit');
  const [day, setDay] = useState(() => today());
  const start = periodStart(period, day);
  const args = { params: { sn }, query: { period, start } };
  const unitQuery = useEndpointQuery('unitBalance', args, { keepPrevious: true, enabled: scope === 'unit' });
  const siteQuery = useEndpointQuery('unitSiteBalance', args, {
    keepPrevious: true,
    enabled: scope === 'site',
  });
  const query = scope === 'unit' ? unitQuery : siteQuery;
  return {
    period,
    start,
    scope,
    query,
    figures: scope === 'unit' ? unitQuery.data : siteQuery.data?.site,
    siteUnits: scope === 'site' ? siteQuery.data?.units : undefined,
    /** What the unit itself is (its tariffs' form asks what that kind uses), in either scope. */
    unitKind: unitQuery.data?.kind ?? siteQuery.data?.units.find((unit) => unit.sn === sn)?.balance.kind,
    /** The current period or later has no next one yet. */
    isLatest: shiftPeriod(period, start, 1) > today(),
    choose: (next: BalancePeriod) => setPeriod(next),
    chooseScope: (next: BalanceScope) => setScope(next),
    step: (steps: number) => setDay(shiftPeriod(period, start, steps)),
  };
}

export type BalanceState = ReturnType<typeof useBalance>;
