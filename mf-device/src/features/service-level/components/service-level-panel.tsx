import type { DeviceMenuResponse } from '@portal/contracts';
import { TextField } from '@portal/web-kit';
import type { FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { translateDeviceError } from '../../../components/device-error.js';
import type { ServiceLevelView } from '../../../components/device-menu.js';
import { useServiceLevel } from '../hooks/use-service-level.js';

function minutesSeconds(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Spec 4/6: user or installer mode. Partners and the manufacturer enter the service level with the
 * code the unit checks; the level shows its remaining time and is left after a confirmation.
 */
export function ServiceLevelPanel({ menu, level }: { menu: DeviceMenuResponse; level: ServiceLevelView }) {
  const intl = useIntl();
  const { code, setCode, failure, busy, enter, leave } = useServiceLevel(menu.sn);
  return (
    <Card as="section" aria-labelledby="mfv-service-level" className="mb-3" data-testid="service-level">
      <Card.Body>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <h2 id="mfv-service-level" className="h6 mb-0">
            <FormattedMessage id="sl.heading" />
          </h2>
          <Badge bg={level.installer ? 'success' : 'secondary'} data-testid="device-mode">
            <FormattedMessage id={level.installer ? 'mode.installer' : 'mode.user'} />
          </Badge>
        </div>
        {level.timedOut ? (
          <Alert variant="warning" className="py-2" role="alert">
            {translateDeviceError(intl, { category: 'serviceLevel', code: 'timeout' })}
          </Alert>
        ) : null}
        {failure ? (
          <Alert variant="danger" className="py-2" role="alert">
            {failure}
          </Alert>
        ) : null}
        {!menu.installerAllowed ? (
          <p className="mb-0 text-body-secondary">
            <FormattedMessage id="sl.operator" />
          </p>
        ) : level.installer ? (
          <ActiveLevel remainingMs={level.remainingMs} onLeave={() => void leave()} />
        ) : (
          <CodeForm code={code} onCode={setCode} busy={busy} onEnter={enter} />
        )}
      </Card.Body>
    </Card>
  );
}

function ActiveLevel({ remainingMs, onLeave }: { remainingMs: number | null; onLeave: () => void }) {
  return (
    <div className="d-flex flex-wrap align-items-center gap-3">
      <span>
        {/* Announced once when the level opens; the countdown beside it is not read out each second. */}
        <span role="status" className="fw-semibold text-success-emphasis">
          <i className="bi bi-unlock me-1" aria-hidden />
          <FormattedMessage id="sl.active" />
        </span>
        {remainingMs !== null ? (
          <span className="ms-2 text-body-secondary" data-testid="service-level-remaining">
            <FormattedMessage id="sl.remaining" values={{ time: minutesSeconds(remainingMs) }} />
          </span>
        ) : null}
      </span>
      <Button variant="outline-secondary" size="sm" onClick={onLeave}>
        <FormattedMessage id="sl.leave" />
      </Button>
    </div>
  );
}

interface CodeFormProps {
  code: string;
  onCode: (code: string) => void;
  busy: boolean;
  onEnter: (event: FormEvent) => void;
}

function CodeForm({ code, onCode, busy, onEnter }: CodeFormProps) {
  const intl = useIntl();
  return (
    <Form onSubmit={onEnter} className="d-flex flex-wrap align-items-end gap-2">
      <div style={{ maxWidth: '14rem' }}>
        <TextField
          label={intl.formatMessage({ id: 'sl.code' })}
          value={code}
          onChange={onCode}
          type="password"
          autoComplete="off"
          inputMode="numeric"
          maxLength={16}
          required
        />
      </div>
      <Button type="submit" disabled={busy || code === ''}>
        <FormattedMessage id="sl.enter" />
      </Button>
    </Form>
  );
}
