import {
  ApiError,
  EmptyState,
  Skeleton,
  SkeletonLine,
  currentUnitAtom,
  useAtomValue,
  useErrorText,
  useParams,
} from '@portal/web-kit';
import Alert from 'react-bootstrap/Alert';
import { FormattedMessage, useIntl } from 'react-intl';
import { UnitFeaturePage } from '../../../layout/unit-feature-page.js';
import { type BalanceState, useBalance } from '../hooks/use-balance.js';
import { ClosureCard } from './closure-card.js';
import { DegreeDaysCard } from './degree-days-card.js';
import { EfficiencyCard } from './efficiency-card.js';
import { EnergyCards } from './energy-cards.js';
import { FlowCard } from './flow-card.js';
import { MoneyCard } from './money-card.js';
import { PeriodBar } from './period-bar.js';
import { ReportsCard } from './reports-card.js';
import { SiteUnitsCard } from './site-units-card.js';
import { TariffsCard } from './tariffs-card.js';
import './balance-page.css';

/**
 * The balance page (/:sn/balance, issue 45): the energy of a day, month or year, efficiencies, the
 * flow, money and CO2 with the owner's tariffs, the closure checks and the degree days; of the unit
 * or of its whole location.
 */
export function BalancePage() {
  const { sn = '' } = useParams<'sn'>();
  return (
    <UnitFeaturePage sn={sn} icon="bi-cash-coin" titleId="mf.dashboard.balance.title">
      {() => <BalanceContent sn={sn} />}
    </UnitFeaturePage>
  );
}

function BalanceContent({ sn }: { sn: string }) {
  const balance = useBalance(sn);
  return (
    <div className="mfd-balance d-flex flex-column gap-3" aria-busy={balance.query.isFetching}>
      <PeriodBar balance={balance} />
      <BalanceFigures balance={balance} />
      {/* A unit without counters has no money to price: no tariffs to ask for. */}
      {balance.unitKind === 'none' ? null : <TariffsCard sn={sn} kind={balance.unitKind} />}
      <ReportsCard sn={sn} />
    </div>
  );
}

/**
 * A unit without energy counters. A buffer tank measures its layers' temperatures but no heat in
 * or out, so its losses cannot be told from the heat drawn: the page says so (ADR 0023).
 */
function NoCounters() {
  const buffer = useAtomValue(currentUnitAtom)?.unit.productGroup === 'pufferspeicher';
  return (
    <EmptyState icon="bi-speedometer" title={<FormattedMessage id="mf.dashboard.balance.noCounters" />}>
      {buffer ? <FormattedMessage id="mf.dashboard.balance.bufferLosses" /> : null}
    </EmptyState>
  );
}

function BalanceFigures({ balance }: { balance: BalanceState }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const { query, figures: data } = balance;
  if (query.isError)
    return (
      <Alert variant="danger" className="mb-0">
        {query.error instanceof ApiError ? errorText(query.error.key) : query.error.message}
      </Alert>
    );
  if (!data)
    return (
      <Skeleton label={intl.formatMessage({ id: 'mf.dashboard.balance.loading' })}>
        <div className="row g-3">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="col-12 col-sm-6 col-xl-3">
              <SkeletonLine height="6rem" />
            </div>
          ))}
        </div>
      </Skeleton>
    );
  if (data.kind === 'none' && !balance.siteUnits) return <NoCounters />;
  return (
    <>
      <p className="small text-body-secondary mb-0" data-testid="balance-days">
        {data.daysWithData === 0 ? (
          <FormattedMessage id="mf.dashboard.balance.noData" />
        ) : (
          <FormattedMessage id="mf.dashboard.balance.daysWithData" values={{ days: data.daysWithData }} />
        )}
      </p>
      <EnergyCards balance={data} />
      <div className="row g-3">
        <div className="col-12 col-lg-4">
          <EfficiencyCard balance={data} />
        </div>
        <div className="col-12 col-lg-8">
          <FlowCard balance={data} />
        </div>
        <div className="col-12 col-lg-6">
          <MoneyCard balance={data} siteUnits={balance.siteUnits} />
        </div>
        <div className="col-12 col-lg-6 d-flex flex-column gap-3">
          <ClosureCard balance={data} />
          <DegreeDaysCard balance={data} />
        </div>
      </div>
      {balance.siteUnits ? <SiteUnitsCard units={balance.siteUnits} /> : null}
    </>
  );
}
