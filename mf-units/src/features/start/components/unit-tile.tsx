import Card from 'react-bootstrap/Card';
import type { UnitViewProps } from '../row-actions.js';
import { ActionsCell } from './actions-cell.js';
import { UnitCell } from './unit-cell.js';
import { UnitLocation } from './unit-location.js';

/**
 * A unit as a tile (spec 2 'tile display', issue 40, 21): what its table row shows, as a card;
 * `withLocation` in the unit list, where no location heading names it.
 */
export function UnitTile({ unit, location, actions, withLocation }: UnitViewProps) {
  return (
    <Card className="h-100 shadow-sm" data-testid="unit-tile" data-serial={unit.seriennummer}>
      <Card.Body className="d-flex flex-column gap-2">
        <UnitCell unit={unit} actions={actions} />
        {withLocation ? (
          <div className="small border-top pt-2">
            <UnitLocation unit={unit} location={location} actions={actions} />
          </div>
        ) : null}
      </Card.Body>
      <Card.Footer className="bg-body">
        <ActionsCell unit={unit} actions={actions} small={false} />
      </Card.Footer>
    </Card>
  );
}
