import type { LocationEntry } from '@portal/contracts';
import { UnitsText } from '../../../components/units-text.js';
import type { RowActions } from '../row-actions.js';
import { LocationSummary } from './location-summary.js';
import { ServicesCell } from './services-cell.js';

/**
 * The head of a location group: the location with its services, or the note that its units have
 * none. `className` lays out location and services (stacked on phones, side by side above tiles).
 */
export function LocationHeading({
  location,
  actions,
  className,
}: {
  location: LocationEntry | null;
  actions: RowActions;
  className: string;
}) {
  return location ? (
    <div className={className}>
      <LocationSummary location={location} actions={actions} withContact />
      <ServicesCell location={location} />
    </div>
  ) : (
    <span className="fw-semibold">
      <UnitsText id="units.location.withoutLocation" />
    </span>
  );
}
