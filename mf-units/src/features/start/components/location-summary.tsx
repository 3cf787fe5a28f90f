import type { LocationEntry } from '@portal/contracts';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { Link } from '@portal/web-kit';
import { UnitsText, useUnitsText } from '../../../components/units-text.js';
import { addressOf } from '../address.js';
import type { RowActions } from '../row-actions.js';
import { SystemBadges } from './system-badges.js';

/**
 * A location as the list shows it: name (a link that filters the list to it), address, contact,
 * system technology, and the edit button for users who may edit locations.
 */
export function LocationSummary({
  location,
  actions,
  withContact,
  compact = false,
}: {
  location: LocationEntry;
  actions: RowActions;
  withContact: boolean;
  /** The unit list repeats the location per unit: the edit button shrinks to an icon. */
  compact?: boolean;
}) {
  const text = useUnitsText();
  const contact = [location.vorname, location.nachname].filter(Boolean).join(' ');
  // Spec 6: operators see location warnings only in debug mode.
  const warnings = actions.rules.operator && !actions.rules.debug ? [] : location.warnings;
  return (
    <div className="d-flex flex-column gap-1">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Link to={`/?uuid=${encodeURIComponent(location.uuid)}`} className="fw-semibold text-decoration-none">
          {location.name}
        </Link>
        {location.locationVirtual ? (
          <Badge bg="" className="fw-normal text-body-secondary border">
            <UnitsText id="units.location.virtual" />
          </Badge>
        ) : null}
        {compact && actions.rules.canEditLocations ? (
          <Button
            size="sm"
            variant="link"
            className="p-0 lh-1"
            onClick={() => actions.editLocation(location)}
            aria-label={text('units.location.edit')}
            title={text('units.location.edit')}
          >
            <i className="bi bi-pencil" aria-hidden />
          </Button>
        ) : null}
      </div>
      {addressOf(location) ? <span className="small text-body-secondary">{addressOf(location)}</span> : null}
      {withContact && contact ? (
        <span className="small text-body-secondary">
          <i className="bi bi-person me-1" aria-hidden />
          {contact}
        </span>
      ) : null}
      <SystemBadges location={location} />
      {warnings.map((warning) => (
        <span key={warning} className="small text-warning-emphasis">
          <i className="bi bi-exclamation-triangle me-1" aria-hidden />
          {warning}
        </span>
      ))}
      {!compact && actions.rules.canEditLocations ? (
        <div>
          <Button
            size="sm"
            variant="link"
            className="p-0 text-decoration-none"
            onClick={() => actions.editLocation(location)}
          >
            <i className="bi bi-pencil me-1" aria-hidden />
            <UnitsText id="units.location.edit" />
          </Button>
        </div>
      ) : null}
    </div>
  );
}
