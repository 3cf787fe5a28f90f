import { PageTitle, Skeleton, Link } from '@portal/web-kit';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { CampaignsLink } from '../../../components/campaigns-link.js';
import { type FleetOverviewState, useFleetOverview } from '../hooks/use-fleet-overview.js';
import { FigureCards } from './figure-cards.js';
import { EnergyAndIncidents } from './energy-incidents.js';
import { RegionSection } from './region-section.js';
import { SinceVisit } from './since-visit.js';
import { TrendCharts } from './trend-charts.js';

/**
 * /fleet (issue 44): the fleet a partner or the manufacturer sees at a glance. Every figure links to
 * the unit list or /alarms filtered to what it counts; the map shows the units per German state.
 */
export function FleetPage() {
  const intl = useIntl();
  const state = useFleetOverview();
  const at = state.overview.data?.at;
  return (
    <div className="d-flex flex-column gap-4">
      <div className="d-flex flex-wrap align-items-center column-gap-3 row-gap-1">
        <PageTitle icon="bi-map">
          <FormattedMessage id="mf.fleet.overview.title" />
        </PageTitle>
        {at ? (
          <span className="small text-body-secondary" data-testid="fleet-as-of">
            <FormattedMessage
              id="mf.fleet.overview.asOf"
              values={{ time: <FormattedTime value={at} hour="2-digit" minute="2-digit" /> }}
            />
          </span>
        ) : null}
        <nav
          className="ms-auto d-flex flex-wrap column-gap-3"
          aria-label={intl.formatMessage({ id: 'mf.fleet.overview.more' })}
        >
          <Link to="/alarms">
            <i className="bi bi-bell me-1" aria-hidden />
            <FormattedMessage id="mf.fleet.overview.alarmsLink" />
          </Link>
          <CampaignsLink />
        </nav>
      </div>
      <FleetBody state={state} />
    </div>
  );
}

function FleetBody({ state: { overview, region, choose } }: { state: FleetOverviewState }) {
  const intl = useIntl();
  if (overview.isPending)
    return <Skeleton label={intl.formatMessage({ id: 'mf.fleet.loading' })} lines={8} />;
  if (overview.isError)
    return (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-3">
        <FormattedMessage id="mf.fleet.overview.failed" values={{ message: overview.error.message }} />
        <Button size="sm" variant="outline-danger" onClick={() => void overview.refetch()}>
          <FormattedMessage id="mf.fleet.retry" />
        </Button>
      </Alert>
    );
  const data = overview.data;
  return (
    <>
      <FigureCards units={data.units} />
      <EnergyAndIncidents data={data} />
      <SinceVisit since={data.sinceLastVisit} />
      <RegionSection regions={data.regions} region={region} onChoose={choose} />
      <TrendCharts trend={data.trend} />
    </>
  );
}
