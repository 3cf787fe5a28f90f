import type { UnitListEntry } from '@portal/contracts';
import Badge from 'react-bootstrap/Badge';
import { UnitsText } from '../../../components/units-text.js';
import { UnitInfoBadge } from './unit-info-badge.js';

/** State labels of a unit: offline, external, connected in this browser. */
export function UnitBadges({ unit, connected }: { unit: UnitListEntry; connected: boolean }) {
  return (
    <>
      <UnitInfoBadge unit={unit} />
      {unit.online ? null : (
        <Badge bg="secondary" className="fw-normal">
          <UnitsText id="units.unit.offline" />
        </Badge>
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
