import { type BalancePeriod, balancePeriods } from '@portal/contracts';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BalanceScope, BalanceState } from '../hooks/use-balance.js';

const scopes: readonly BalanceScope[] = ['unit', 'site'];

function usePeriodLabel(period: BalancePeriod, start: string): string {
  const intl = useIntl();
  const date = new Date(`${start}T12:00:00Z`);
  if (period === 'year') return start.slice(0, 4);
  if (period === 'month') return intl.formatDate(date, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return intl.formatDate(date, {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Day, month or year, back and forth through them, and the unit alone or its whole location. */
export function PeriodBar({ balance }: { balance: BalanceState }) {
  const intl = useIntl();
  const label = usePeriodLabel(balance.period, balance.start);
  return (
    <div className="mfd-balance-period d-flex flex-wrap align-items-center gap-2">
      <ButtonGroup aria-label={intl.formatMessage({ id: 'mf.dashboard.balance.period' })}>
        {balancePeriods.map((period) => (
          <Button
            key={period}
            variant={period === balance.period ? 'primary' : 'outline-primary'}
            aria-pressed={period === balance.period}
            onClick={() => balance.choose(period)}
          >
            <FormattedMessage id={`mf.dashboard.balance.period.${period}`} />
          </Button>
        ))}
      </ButtonGroup>
      <ButtonGroup aria-label={intl.formatMessage({ id: 'mf.dashboard.balance.scope' })}>
        {scopes.map((scope) => (
          <Button
            key={scope}
            variant={scope === balance.scope ? 'primary' : 'outline-primary'}
            aria-pressed={scope === balance.scope}
            onClick={() => balance.chooseScope(scope)}
          >
            <FormattedMessage id={`mf.dashboard.balance.scope.${scope}`} />
          </Button>
        ))}
      </ButtonGroup>
      <div className="d-flex align-items-center gap-1 ms-sm-auto">
        <Button
          variant="link"
          className="text-body"
          aria-label={intl.formatMessage({ id: 'mf.dashboard.balance.previous' })}
          onClick={() => balance.step(-1)}
        >
          <i className="bi bi-chevron-left" aria-hidden />
        </Button>
        <output className="mfd-balance-period-label fw-semibold text-center" aria-live="polite">
          {label}
        </output>
        <Button
          variant="link"
          className="text-body"
          aria-label={intl.formatMessage({ id: 'mf.dashboard.balance.next' })}
          disabled={balance.isLatest}
          onClick={() => balance.step(1)}
        >
          <i className="bi bi-chevron-right" aria-hidden />
        </Button>
      </div>
    </div>
  );
}
