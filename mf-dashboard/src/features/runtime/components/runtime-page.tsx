import { EmptyState, Skeleton, SkeletonLine, formatSerial } from '@portal/web-kit';
import Card from 'react-bootstrap/Card';
import { FormattedMessage, useIntl } from 'react-intl';
import { useUnitMetadata } from '../../../unit/use-metadata.js';
import { useRuntimeUnits } from '../use-runtime-unit.js';
import { RuntimeAnalysis } from './runtime-analysis.js';
import { UnitPicker } from './unit-picker.js';
import './runtime-page.css';

/** /charts: the runtime analysis ('Laufzeitanalyse', spec 2) of one unit with measurement fields. */
export function RuntimePage() {
  const intl = useIntl();
  const { unit, choices, choose } = useRuntimeUnits();
  const meta = useUnitMetadata();
  return (
    <div className="mfd-runtime d-flex flex-column gap-3">
      <div className="d-flex flex-wrap align-items-end justify-content-between gap-2">
        <div>
          <h1 className="h3 mb-0">
            <i className="bi bi-graph-up me-2 text-body-secondary" aria-hidden />
            <FormattedMessage id="mf.dashboard.runtime.title" />
          </h1>
          {unit.state === 'found' && (
            <div className="text-body-secondary" data-testid="page-serial">
              <FormattedMessage id="mf.dashboard.dashboard.title" values={{ sn: formatSerial(unit.sn) }} />
            </div>
          )}
        </div>
        {unit.state === 'found' && choices.length > 1 && (
          <UnitPicker sn={unit.sn} choices={choices} onChoose={choose} />
        )}
      </div>
      {unit.state === 'loading' && <RuntimeSkeleton />}
      {unit.state === 'none' && (
        <Card>
          <EmptyState
            icon="bi-graph-up"
            heading={2}
            title={intl.formatMessage({ id: 'mf.dashboard.runtime.noData' })}
          >
            <FormattedMessage id="mf.dashboard.runtime.noUnit" />
          </EmptyState>
        </Card>
      )}
      {unit.state === 'found' && meta && (
        <RuntimeAnalysis
          key={unit.sn}
          sn={unit.sn}
          productGroup={unit.productGroup}
          commissioning={unit.commissioning}
          meta={meta}
        />
      )}
    </div>
  );
}

/** While the unit is looked for: the day navigator, the day curve and the two doughnuts as shapes. */
function RuntimeSkeleton() {
  const intl = useIntl();
  return (
    <Skeleton label={intl.formatMessage({ id: 'mf.dashboard.runtime.loading' })}>
      <SkeletonLine width="min(20rem, 100%)" height="2.2rem" className="mb-3" />
      <div className="row g-3">
        <div className="col-12 col-xl-6">
          <div className="portal-skeleton-card">
            <SkeletonLine width="30%" height="1.2em" className="mb-3" />
            <SkeletonLine height="16rem" />
          </div>
        </div>
        {[0, 1].map((card) => (
          <div key={card} className="col-12 col-md-6 col-xl-3">
            <div className="portal-skeleton-card">
              <SkeletonLine width="50%" height="1.2em" className="mb-3" />
              <SkeletonLine width="10rem" height="10rem" className="mx-auto rounded-circle" />
            </div>
          </div>
        ))}
      </div>
    </Skeleton>
  );
}
