import {
  type FleetOverviewResponse,
  type FleetRegion,
  fleetRegions,
  germanStateName,
} from '@portal/contracts';
import Form from 'react-bootstrap/Form';
import { FormattedNumber, useIntl } from 'react-intl';
import { emptyColor, regionOf, statusColors, statusIcons } from '../map-points.js';
import { StatusSwatch } from './legend.js';

/** A region's name: the state's, or 'unknown region'. */
export function useRegionName(): (region: FleetRegion) => string {
  const intl = useIntl();
  return (region) =>
    region === 'unknown'
      ? intl.formatMessage({ id: 'mf.fleet.overview.map.unknown' })
      : germanStateName(region, intl.locale);
}

/** Every state (and 'unknown region' when it has units), with its units and worst status. */
export function RegionPicker({
  regions,
  region,
  onChoose,
  asSelect,
}: {
  regions: FleetOverviewResponse['regions'];
  region: FleetRegion | undefined;
  onChoose: (region: FleetRegion | undefined) => void;
  asSelect: boolean;
}) {
  const intl = useIntl();
  const nameOf = useRegionName();
  const shown = fleetRegions.filter((code) => code !== 'unknown' || regions.some((r) => r.region === code));
  const label = intl.formatMessage({ id: 'mf.fleet.overview.map.list' });
  if (asSelect)
    return (
      <Form.Group controlId="fleet-region">
        <Form.Label className="small fw-semibold">{label}</Form.Label>
        <Form.Select
          value={region ?? ''}
          onChange={(event) => onChoose(fleetRegions.find((code) => code === event.target.value))}
        >
          <option value="">{intl.formatMessage({ id: 'mf.fleet.overview.map.none' })}</option>
          {shown.map((code) => (
            <option key={code} value={code}>
              {`${nameOf(code)} (${intl.formatNumber(regionOf(regions, code).units)})`}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    );
  return (
    <div
      className="list-group list-group-flush border rounded overflow-auto"
      style={{ maxHeight: 520 }}
      role="group"
      aria-label={label}
    >
      {shown.map((code) => {
        const entry = regionOf(regions, code);
        return (
          <button
            key={code}
            type="button"
            className={`list-group-item list-group-item-action d-flex align-items-center gap-2 py-2 ${code === region ? 'active' : ''}`}
            aria-pressed={code === region}
            onClick={() => onChoose(code === region ? undefined : code)}
          >
            <StatusSwatch
              color={entry.units > 0 ? statusColors[entry.worst] : emptyColor}
              {...(entry.units > 0
                ? { icon: statusIcons[entry.worst], dark: entry.worst === 'warning' }
                : {})}
            />
            <span className="me-auto">{nameOf(code)}</span>
            <span className="badge rounded-pill text-bg-light border">
              <FormattedNumber value={entry.units} />
            </span>
          </button>
        );
      })}
    </div>
  );
}
