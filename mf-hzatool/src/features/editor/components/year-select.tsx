import { hzaFirstYear } from '@portal/contracts';
import Form from 'react-bootstrap/Form';
import { FormattedMessage } from 'react-intl';

/** With ?edit=true the year may be changed: every year of form 1135 up to the current one. */
export function YearSelect({ year, onChange }: { year: number; onChange: (year: number) => void }) {
  const last = Math.max(new Date().getFullYear(), year);
  const years = Array.from({ length: last - hzaFirstYear + 1 }, (_, index) => last - index);
  return (
    <Form.Group controlId="mfh-year" className="d-flex align-items-center gap-2">
      <Form.Label className="mb-0">
        <FormattedMessage id="mf.hzatool.editor.year" />
      </Form.Label>
      <Form.Select
        value={year}
        onChange={(event) => onChange(Number(event.target.value))}
        style={{ width: 'auto' }}
      >
        {years.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
