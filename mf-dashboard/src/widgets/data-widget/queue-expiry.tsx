import { commandExpiryChoices, useExpiryText } from '@portal/web-kit';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage } from 'react-intl';

/**
 * Above the save buttons while the unit is offline: the values will wait in the queue, for at most
 * the chosen time, instead of being refused.
 */
export function QueueExpiry({
  hours,
  onChange,
  disabled,
}: {
  hours: number;
  onChange: (hours: number) => void;
  disabled: boolean;
}) {
  const expiryText = useExpiryText();
  const id = useId();
  return (
    <div className="alert alert-info mx-3 mb-2 small d-flex flex-column gap-2" role="status">
      <span>
        <i className="bi bi-hourglass-split me-1" aria-hidden />
        <FormattedMessage id="mf.dashboard.queue.offline" />
      </span>
      <span className="d-flex flex-wrap align-items-center gap-2">
        <Form.Label htmlFor={id} className="mb-0">
          <FormattedMessage id="mf.dashboard.queue.expiry" />
        </Form.Label>
        <Form.Select
          id={id}
          size="sm"
          className="w-auto"
          value={hours}
          disabled={disabled}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          {commandExpiryChoices.map((choice) => (
            <option key={choice} value={choice}>
              {expiryText(choice)}
            </option>
          ))}
        </Form.Select>
      </span>
    </div>
  );
}
