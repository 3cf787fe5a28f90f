import type { UnitListEntry } from '@portal/contracts';
import { formatSerial } from '@portal/web-kit';
import Form from 'react-bootstrap/Form';
import { useIntl } from 'react-intl';

interface Props {
  sn: string;
  choices: readonly UnitListEntry[];
  onChoose: (sn: string) => void;
}

/** Which of the user's grid meters the analysis shows: a native select, so keys and readers know it. */
export function UnitPicker({ sn, choices, onChoose }: Props) {
  const intl = useIntl();
  return (
    <Form.Group controlId="mfd-runtime-unit" className="mfd-runtime-unit">
      <Form.Label className="small text-body-secondary mb-1">
        {intl.formatMessage({ id: 'mf.dashboard.runtime.unit' })}
      </Form.Label>
      <Form.Select size="sm" value={sn} onChange={(event) => onChoose(event.target.value)}>
        {choices.map((unit) => (
          <option key={unit.seriennummer} value={unit.seriennummer}>
            {[formatSerial(unit.seriennummer), unit.standortName ?? unit.location, unit.standortOrt]
              .filter(Boolean)
              .join(' · ')}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
