import { formatSerial } from '@portal/web-kit';
import type { UnitListEntry } from '@portal/contracts';
import Button from 'react-bootstrap/Button';
import { wantsNewWindow } from '../hooks/use-connect-unit.js';
import type { RowActions } from '../row-actions.js';
import { UnitBadges } from './unit-badges.js';
import { UnitGlance } from './unit-glance.js';
import { UnitKind } from './unit-kind.js';

/** The unit column: the serial (a button that connects), its labels, module and name. */
export function UnitCell({ unit, actions }: { unit: UnitListEntry; actions: RowActions }) {
  const connected = unit.connected || actions.connected.has(unit.seriennummer);
  return (
    <div className="d-flex flex-column gap-1">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Button
          variant="link"
          className="p-0 fw-semibold text-decoration-none text-nowrap"
          style={{ fontVariantNumeric: 'tabular-nums' }}
          onClick={(event) => actions.connect(unit, wantsNewWindow(event))}
          data-serial={unit.seriennummer}
        >
          {formatSerial(unit.seriennummer)}
        </Button>
        <UnitBadges unit={unit} connected={connected} />
      </div>
      <UnitKind unit={unit} />
      <UnitGlance unit={unit} withReason={actions.attentionFirst} />
    </div>
  );
}
