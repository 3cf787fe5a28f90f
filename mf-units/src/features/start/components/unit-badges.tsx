import type { UnitListEntry } from '@portal/contracts';
import { StatusBadge } from '@portal/web-kit';
import Badge from 'react-bootstrap/Badge';
import { UnitsText } from '../../../components/units-text.js';
import { UnitInfoBadge } from './unit-info-badge.js';

/** State labels of a unit: offline, external, connected in this browser. */
export function UnitBadges({ unit, connected }: { unit: UnitListEntry; connected: boolean }) {
  return (
    <>
      <UnitInfoBadge unit={unit} />
      {unit.online ? null : (
        // The same tinted pill as the unit's other states here and on the dashboard.
        <StatusBadge state="offline">
          <UnitsText id="units.unit.offline" />
        </StatusBadge>
      )}
      {unit.external ? (
        <Badge bg="" className="fw-normal text-body-secondary border">
          <UnitsText id="units.unit.external" />
        </Badge>
      ) : null}
      {connected ? (
        <Badge bg="success" className="fw-normal">
          <i className="bi bi-link-45deg me-1" aria-hidden />
          <UnitsText id="units.unit.connected" />
        </Badge>
      ) : null}
    </>
  );
}
