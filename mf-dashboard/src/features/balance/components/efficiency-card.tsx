import type { BalanceResponse } from '@portal/contracts';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { FormattedMessage, useIntl } from 'react-intl';
import { SectionCard } from './section-card.js';
import { useFigures } from './use-figures.js';

const bars = [
  ['electrical', 'mfd-balance-bar-electricity'],
  ['thermal', 'mfd-balance-bar-heat'],
  ['overall', 'mfd-balance-bar-overall'],
] as const;

/** Electrical, thermal and overall efficiency (CHP) or the seasonal COP (heat pump). */
export function EfficiencyCard({ balance }: { balance: BalanceResponse }) {
  const intl = useIntl();
  const f = useFigures();
  const { efficiency } = balance;
  return (
    <SectionCard titleId="mf.dashboard.balance.efficiency">
      <div>
        {balance.kind === 'heatPump' ? (
          <>
            <p className="small text-body-secondary">
              <FormattedMessage id="mf.dashboard.balance.cop" />
            </p>
            <p className="mfd-balance-value display-6 mb-0">{f.number(efficiency.cop, 2)}</p>
          </>
        ) : (
          <>
            <p className="small text-body-secondary">
              <FormattedMessage id="mf.dashboard.balance.efficiency.intro" />
            </p>
            {bars.map(([name, barClass]) => {
              const value = efficiency[name];
              const label = intl.formatMessage({ id: `mf.dashboard.balance.efficiency.${name}` });
              return (
                <div key={name} className="mb-3">
                  <div className="d-flex justify-content-between small mb-1">
                    <span>{label}</span>
                    <span className="mfd-balance-number fw-semibold">{f.percent(value)}</span>
                  </div>
                  <ProgressBar
                    now={value === null ? 0 : Math.min(100, value * 100)}
                    className={`mfd-balance-bar ${barClass}`}
                    aria-label={`${label}: ${f.percent(value)}`}
                  />
                </div>
              );
            })}
          </>
        )}
      </div>
    </SectionCard>
  );
}
