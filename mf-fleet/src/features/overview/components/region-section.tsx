import type { FleetOverviewResponse, FleetRegion } from '@portal/contracts';
import { Skeleton, useScreenSize } from '@portal/web-kit';
import { Suspense, lazy } from 'react';
import Card from 'react-bootstrap/Card';
import { FormattedMessage, useIntl } from 'react-intl';
import { MapLegend } from './legend.js';
import { RegionDetail } from './region-detail.js';
import { RegionPicker } from './region-picker.js';

// The map module and Germany's shapes load with this section only: no other page pays for them.
const RegionMapChart = lazy(() => import(/* webpackChunkName: "fleet-map" */ './region-map-chart.js'));

/**
 * Units per German state on a map coloured by each state's worst status, with a list (a select on
 * phones) beside it for keyboard and screen-reader users; the chosen state's units show below.
 */
export function RegionSection({
  regions,
  region,
  onChoose,
}: {
  regions: FleetOverviewResponse['regions'];
  region: FleetRegion | undefined;
  onChoose: (region: FleetRegion | undefined) => void;
}) {
  const intl = useIntl();
  const small = useScreenSize() === 'small';
  return (
    <Card as="section" className="shadow-sm" aria-labelledby="fleet-map-title">
      <Card.Header className="d-flex flex-wrap align-items-center gap-2 bg-body">
        <h2 id="fleet-map-title" className="h6 mb-0 me-auto">
          <i className="bi bi-geo-alt me-2 text-primary" aria-hidden />
          <FormattedMessage id="mf.fleet.overview.map.title" />
        </h2>
        <MapLegend />
      </Card.Header>
      <Card.Body className="p-3">
        <div className="row g-3">
          <div className="col-12 col-lg-7">
            <Suspense
              fallback={
                <Skeleton label={intl.formatMessage({ id: 'mf.fleet.overview.map.loading' })} lines={8} />
              }
            >
              <RegionMapChart
                regions={regions}
                chosen={region}
                onChoose={onChoose}
                height={small ? 380 : 520}
                label={intl.formatMessage({ id: 'mf.fleet.overview.map.label' })}
              />
            </Suspense>
          </div>
          <div className="col-12 col-lg-5 d-flex flex-column gap-3">
            <RegionPicker regions={regions} region={region} onChoose={onChoose} asSelect={small} />
          </div>
        </div>
        {region ? (
          <RegionDetail regions={regions} region={region} onClose={() => onChoose(undefined)} />
        ) : (
          <p className="small text-body-secondary mb-0 mt-3">
            <FormattedMessage id="mf.fleet.overview.map.choose" />
          </p>
        )}
      </Card.Body>
    </Card>
  );
}
