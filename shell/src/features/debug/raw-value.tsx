import { type ConnectedUnit, call, canipValueKey, liveSocket, useErrorText } from '@portal/web-kit';
import { useEffect, useId, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage, useIntl } from 'react-intl';
import { failureText } from './failure-text.js';

type RawResult =
  | { state: 'idle' }
  | { state: 'waiting'; key: string }
  | { state: 'value'; key: string; value: unknown; age: number; ts: number }
  | { state: 'failed'; text: string };

/**
 * Asks the unit for one data point and waits for the next CanipValue of it on the live socket. A
 * new request (or leaving) stops listening for the previous one.
 */
function useRawValue(sn: string) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [result, setResult] = useState<RawResult>({ state: 'idle' });
  const stop = useRef<(() => void) | null>(null);

  const listenOff = () => {
    stop.current?.();
    stop.current = null;
  };
  useEffect(() => listenOff, []);

  const fetchRaw = async (board: string, dataPoint: string) => {
    listenOff();
    const key = `${board}.${dataPoint}`;
    setResult({ state: 'waiting', key });
    const off = liveSocket.subscribe((message) => {
      if (message.action !== 'CanipValue') return;
      const { data } = message;
      if (data.sn !== sn || data.boardName !== board || data.dataPointName !== dataPoint || data.size) return;
      listenOff();
      setResult({ state: 'value', key: canipValueKey(data), value: data.value, age: data.age, ts: data.ts });
    });
    stop.current = off;
    try {
      const answer = await call('canipRequest', { params: { sn }, body: { seriennummer: sn, keys: [key] } });
      if (answer.errorKeys.includes(key) && stop.current === off) {
        listenOff();
        setResult({ state: 'failed', text: intl.formatMessage({ id: 'debug.raw.unknownKey' }, { key }) });
      }
    } catch (error) {
      if (stop.current !== off) return;
      listenOff();
      setResult({ state: 'failed', text: failureText(error, errorText('exception.error')) });
    }
  };

  return { result, fetchRaw };
}

/** Pick a board and data point, ask the unit, show the raw value of the next CanipValue for it. */
export function RawValue({ sn, unit }: { sn: string; unit: ConnectedUnit }) {
  const intl = useIntl();
  const ids = useId();
  const [board, setBoard] = useState(unit.boards[0]?.name ?? '');
  const [dataPoint, setDataPoint] = useState('');
  const { result, fetchRaw } = useRawValue(sn);
  const attributes = unit.boards.find((entry) => entry.name === board)?.attributes ?? [];

  return (
    <Form
      className="mt-4"
      onSubmit={(event) => {
        event.preventDefault();
        void fetchRaw(board, dataPoint);
      }}
    >
      <h3 className="h6 small text-uppercase text-body-secondary mb-2">
        <FormattedMessage id="debug.raw.title" />
      </h3>
      <Form.Group className="mb-2" controlId={`${ids}-board`}>
        <Form.Label className="small mb-1">
          <FormattedMessage id="debug.raw.board" />
        </Form.Label>
        <Form.Select
          size="sm"
          value={board}
          onChange={(event) => {
            setBoard(event.target.value);
            setDataPoint('');
          }}
        >
          {unit.boards.map((entry) => (
            <option key={entry.name} value={entry.name}>
              {entry.name}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group className="mb-2" controlId={`${ids}-dp`}>
        <Form.Label className="small mb-1">
          <FormattedMessage id="debug.raw.dataPoint" />
        </Form.Label>
        <Form.Select size="sm" value={dataPoint} onChange={(event) => setDataPoint(event.target.value)}>
          <option value="">{intl.formatMessage({ id: 'debug.raw.choose' })}</option>
          {attributes.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Button
        type="submit"
        size="sm"
        variant="primary"
        disabled={!board || !dataPoint || result.state === 'waiting'}
      >
        <i className="bi bi-download me-1" aria-hidden />
        <FormattedMessage id="debug.raw.fetch" />
      </Button>
      <div className="mt-2" aria-live="polite" data-testid="raw-result">
        <RawResultView result={result} />
      </div>
    </Form>
  );
}

/** Waiting for the value, the failure, or the value with its age and time. */
function RawResultView({ result }: { result: RawResult }) {
  const intl = useIntl();
  if (result.state === 'waiting') {
    return (
      <div className="small text-body-secondary d-flex align-items-center">
        <Spinner animation="border" size="sm" className="me-2 flex-none" aria-hidden />
        <span className="text-break">
          <FormattedMessage id="debug.raw.waiting" values={{ key: result.key }} />
        </span>
      </div>
    );
  }
  if (result.state === 'failed') {
    return (
      <Alert variant="danger" className="small py-2 mb-0">
        {result.text}
      </Alert>
    );
  }
  if (result.state !== 'value') return null;
  return (
    <div className="border rounded-2 p-2 bg-body-tertiary small">
      <div className="font-monospace text-break fw-semibold">{result.key}</div>
      <dl className="row mb-0 mt-1">
        <dt className="col-4 fw-normal text-body-secondary">
          <FormattedMessage id="debug.raw.value" />
        </dt>
        <dd className="col-8 mb-1 font-monospace text-break" data-testid="raw-value">
          {JSON.stringify(result.value)}
        </dd>
        <dt className="col-4 fw-normal text-body-secondary">
          <FormattedMessage id="debug.raw.age" />
        </dt>
        <dd className="col-8 mb-1" data-testid="raw-age">
          <FormattedMessage id="debug.raw.ageSeconds" values={{ age: result.age }} />
        </dd>
        <dt className="col-4 fw-normal text-body-secondary">
          <FormattedMessage id="debug.raw.taken" />
        </dt>
        <dd className="col-8 mb-0">{intl.formatDate(new Date(result.ts), { format: 'longSeconds' })}</dd>
      </dl>
    </div>
  );
}
