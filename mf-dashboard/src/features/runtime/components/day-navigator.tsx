import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useIntl } from 'react-intl';
import { dayKey } from '../runtime-model.js';

interface Props {
  day: number;
  onChange: (day: number) => void;
  /** Local midnights in ms bounding the choice. */
  earliest: number;
  latest: number;
}

const shift = (day: number, days: number) => {
  const date = new Date(day);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days).getTime();
};

/** The runtime analysis' day: previous/next day and a calendar field, never past today. */
export function DayNavigator({ day, onChange, earliest, latest }: Props) {
  const intl = useIntl();
  return (
    <div
      className="mfd-runtime-day d-flex align-items-center gap-2"
      role="group"
      aria-label={intl.formatMessage({ id: 'mf.dashboard.datePicker.label' })}
    >
      <Button
        size="sm"
        variant="outline-secondary"
        disabled={day <= earliest}
        onClick={() => onChange(shift(day, -1))}
        aria-label={intl.formatMessage({ id: 'mf.dashboard.datePicker.previous.d' })}
      >
        <i className="bi bi-chevron-left" aria-hidden />
      </Button>
      <Form.Control
        type="date"
        size="sm"
        className="mfd-runtime-date"
        value={dayKey(day)}
        min={dayKey(earliest)}
        max={dayKey(latest)}
        aria-label={intl.formatMessage({ id: 'mf.dashboard.datePicker.calendar' })}
        onChange={(event) => {
          const picked = new Date(`${event.target.value}T00:00`).getTime();
          if (!Number.isNaN(picked)) onChange(Math.min(Math.max(picked, earliest), latest));
        }}
      />
      <Button
        size="sm"
        variant="outline-secondary"
        disabled={day >= latest}
        onClick={() => onChange(shift(day, 1))}
        aria-label={intl.formatMessage({ id: 'mf.dashboard.datePicker.next.d' })}
      >
        <i className="bi bi-chevron-right" aria-hidden />
      </Button>
    </div>
  );
}
