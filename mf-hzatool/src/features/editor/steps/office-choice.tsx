import type { HzaOffice } from '@portal/contracts';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';

/** A choice among offices: radio buttons for a few candidates, a select for the whole list. */
export function OfficeChoice({
  offices,
  value,
  onChoose,
  readOnly,
}: {
  offices: readonly HzaOffice[];
  value: string | undefined;
  onChoose: (office: HzaOffice) => void;
  readOnly: boolean;
}) {
  const intl = useIntl();
  const id = useId();
  if (offices.length <= 5) {
    return (
      <fieldset>
        <legend className="fs-6">
          <FormattedMessage id="mf.hzatool.office.choose" />
        </legend>
        {offices.map((office) => (
          <Form.Check
            key={office.key}
            type="radio"
            id={`${id}-${office.key}`}
            name={id}
            label={office.name}
            checked={value === office.key}
            disabled={readOnly}
            onChange={() => onChoose(office)}
          />
        ))}
      </fieldset>
    );
  }
  return (
    <Form.Group controlId={id}>
      <Form.Label>
        <FormattedMessage id="mf.hzatool.office.choose" />
      </Form.Label>
      <Form.Select
        value={value ?? ''}
        disabled={readOnly}
        onChange={(event) => {
          const office = offices.find((entry) => entry.key === event.target.value);
          if (office) onChoose(office);
        }}
      >
        <option value="">{intl.formatMessage({ id: 'mf.hzatool.choose' })}</option>
        {offices.map((office) => (
          <option key={office.key} value={office.key}>
            {office.name}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
