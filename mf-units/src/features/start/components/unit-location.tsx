import type { LocationEntry, UnitListEntry } from '@portal/contracts';
import { Link } from '@portal/web-kit';
import type { RowActions } from '../row-actions.js';
import { addressOf } from '../address.js';
import { LocationSummary } from './location-summary.js';
import { NoLocation } from './no-location.js';

/**
 * The location column of a unit in the unit list: the full location when the answer carries it,
 * else what the unit itself knows about it, else the 'create location' offer.
 */
export function UnitLocation({
  unit,
  location,
  actions,
}: {
  unit: UnitListEntry;
  location: LocationEntry | undefined;
  actions: RowActions;
}) {
  if (location) return <LocationSummary location={location} actions={actions} withContact={false} compact />;
  if (!unit.locationUuid) return <NoLocation unit={unit} actions={actions} />;
  const address = addressOf({ strasse: unit.standortAdresse, plz: unit.standortPlz, ort: unit.standortOrt });
  return (
    <div className="d-flex flex-column gap-1">
      <Link
        to={`/?uuid=${encodeURIComponent(unit.locationUuid)}`}
        className="fw-semibold text-decoration-none"
      >
        {unit.standortName ?? unit.location}
      </Link>
      {address ? <span className="small text-body-secondary">{address}</span> : null}
    </div>
  );
}
