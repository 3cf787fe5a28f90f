import type { UnitViewProps } from '../row-actions.js';
import { UnitBadges } from './unit-badges.js';
import { UnitGlance } from './unit-glance.js';
import { UnitKind } from './unit-kind.js';
import { UnitLocation } from './unit-location.js';

/**
 * Phones (spec 2: two columns, actions and module): module, name, labels, the glance and, in the
 * unit list, the location.
 */
export function ModuleCell({ unit, location, actions, withLocation }: UnitViewProps) {
  return (
    <div className="d-flex flex-column gap-1">
      {/* Module and name with the info badge and labels beside them, not on a line of their own. */}
      <div className="d-flex flex-wrap align-items-center column-gap-2 row-gap-1">
        <UnitKind unit={unit} />
        <UnitBadges unit={unit} connected={unit.connected || actions.connected.has(unit.seriennummer)} />
      </div>
      <UnitGlance unit={unit} withReason={actions.attentionFirst} />
      {withLocation ? (
        // Smaller than in the wide table: on phones the unit comes first, its location second.
        <div className="small">
          <UnitLocation unit={unit} location={location} actions={actions} />
        </div>
      ) : null}
    </div>
  );
}
