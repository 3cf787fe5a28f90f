import { commandLimits } from '@portal/contracts';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';

/** How long a write to an offline unit may wait (issue 44): 1 h, 6 h, 24 h (default), 3 and 7 days. */
export const expiryChoices = [1, 6, 24, 72, 168] as const;
export const defaultExpiryHours = commandLimits.expiryHours.default;

/** '6 hours', '3 days': whole days read as days. */
export function expiryText(intl: IntlShape, hours: number): string {
  return hours >= 48 && hours % 24 === 0
    ? intl.formatMessage({ id: 'mf.dashboard.queue.days' }, { days: hours / 24 })
    : intl.formatMessage({ id: 'mf.dashboard.queue.hours' }, { hours });
}

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
  const intl = useIntl();
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
          {expiryChoices.map((choice) => (
            <option key={choice} value={choice}>
              {expiryText(intl, choice)}
            </option>
          ))}
        </Form.Select>
      </span>
    </div>
  );
}
