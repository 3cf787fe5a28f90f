import { type FleetOverviewResponse, type FleetRegion, fleetStatuses } from '@portal/contracts';
import CloseButton from 'react-bootstrap/CloseButton';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@portal/web-kit';
import { unitListLink } from '../fleet-links.js';
import { regionOf, statusColors, statusIcons } from '../map-points.js';
import { StatusSwatch, statusTexts } from './legend.js';
import { useRegionName } from './region-picker.js';

/** The chosen region's units per status, each a link to the unit list filtered to them. */
export function RegionDetail({
  regions,
  region,
  onClose,
}: {
  regions: FleetOverviewResponse['regions'];
  region: FleetRegion;
  onClose: () => void;
}) {
  const intl = useIntl();
  const entry = regionOf(regions, region);
  const name = useRegionName()(region);
  return (
    <section
      className="mt-3 p-3 rounded border bg-body-tertiary"
      aria-labelledby="fleet-region-title"
      aria-live="polite"
    >
      <div className="d-flex align-items-center gap-2 mb-2">
        <h3 id="fleet-region-title" className="h6 mb-0 me-auto">
          {name}
          <span className="text-body-secondary fw-normal ms-2">
            <FormattedMessage id="mf.fleet.overview.map.units" values={{ count: entry.units }} />
          </span>
        </h3>
        <CloseButton
          aria-label={intl.formatMessage({ id: 'mf.fleet.overview.map.close' })}
          onClick={onClose}
        />
      </div>
      <ul className="list-unstyled row row-cols-2 row-cols-md-4 g-2 mb-3">
        {fleetStatuses.map((status) => (
          <li key={status} className="col">
            <Link
              to={unitListLink({ region, status })}
              className="d-flex align-items-center gap-2 p-2 rounded border bg-body text-reset text-decoration-none h-100"
            >
              <StatusSwatch
                color={statusColors[status]}
                icon={statusIcons[status]}
                dark={status === 'warning'}
              />
              <span className="small me-auto">
                <FormattedMessage id={statusTexts[status]} />
              </span>
              <span className="fw-semibold">{intl.formatNumber(entry.byStatus[status])}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to={unitListLink({ region })} className="btn btn-primary btn-sm">
        <i className="bi bi-list-ul me-1" aria-hidden />
        <FormattedMessage id="mf.fleet.overview.map.openList" values={{ count: entry.units }} />
      </Link>
    </section>
  );
}
