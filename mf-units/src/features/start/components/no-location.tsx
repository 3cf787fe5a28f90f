import type { UnitListEntry } from '@portal/contracts';
import Button from 'react-bootstrap/Button';
import { UnitsText } from '../../../components/units-text.js';
import type { RowActions } from '../row-actions.js';

/** A unit without location: a note and, for users who may, the button that creates one for it. */
export function NoLocation({ unit, actions }: { unit: UnitListEntry; actions: RowActions }) {
  return (
    <div className="d-flex flex-column gap-1">
      <span className="small text-body-secondary fst-italic">
        <UnitsText id="units.location.none" />
      </span>
      {actions.rules.canEditLocations ? (
        <div>
          <Button
            size="sm"
            variant="link"
            className="p-0 text-decoration-none"
            onClick={() => actions.createLocation(unit)}
          >
            <i className="bi bi-plus-circle me-1" aria-hidden />
            <UnitsText id="units.location.create" />
          </Button>
        </div>
      ) : null}
    </div>
  );
}
