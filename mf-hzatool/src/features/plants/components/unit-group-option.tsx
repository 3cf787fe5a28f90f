import { formatSerial } from '@portal/web-kit';
import Form from 'react-bootstrap/Form';
import type { UnitGroup } from '../plant-rules.js';

/** A location with its CHP units as one choice of the add dialog (a cascade is one plant). */
export function UnitGroupOption({
  group,
  checked,
  onChoose,
}: {
  group: UnitGroup;
  checked: boolean;
  onChoose: () => void;
}) {
  const id = `mfh-add-${group.anlageId}`;
  return (
    <div className={`border rounded p-2 ${checked ? 'border-primary' : ''}`}>
      <Form.Check type="radio" id={id} name="mfh-add-location">
        <Form.Check.Input type="radio" checked={checked} onChange={onChoose} />
        <Form.Check.Label className="d-block">
          <span className="fw-semibold">{group.locationName}</span>
          <span className="d-block small text-body-secondary">{group.address}</span>
          <ul className="list-unstyled small mb-0 mt-1">
            {group.units.map((unit) => (
              <li key={unit.serial}>
                <i className="bi bi-cpu me-1 text-body-secondary" aria-hidden />
                {unit.manufacturer} {unit.typeName} ·{' '}
                <span className="font-monospace">{formatSerial(unit.serial)}</span>
              </li>
            ))}
          </ul>
        </Form.Check.Label>
      </Form.Check>
    </div>
  );
}
