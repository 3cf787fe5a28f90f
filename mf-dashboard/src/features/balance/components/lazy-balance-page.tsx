import { Skeleton, SkeletonLine } from '@portal/web-kit';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';

// The balance page (its tariffs form checks with the contracts' schemas, so zod) loads when it is
// opened: the dashboard's first screen, in the same routes module, stays without it (e2e
// remotes.spec: a deep link's page names every file its first screen loads).
const LoadedBalancePage = lazy(() =>
  import(/* webpackChunkName: "balance" */ './balance-page.js').then((module) => ({
    default: module.BalancePage,
  })),
);

/** /:sn/balance (issue 45), loaded when first shown. */
export function BalancePage() {
  const intl = useIntl();
  return (
    <Suspense
      fallback={
        <Skeleton label={intl.formatMessage({ id: 'mf.dashboard.balance.loading' })}>
          <SkeletonLine height="6rem" />
        </Skeleton>
      }
    >
      <LoadedBalancePage />
    </Suspense>
  );
}
