import {
  type ConnectedUnit,
  call,
  canipValueKey,
  currentUnitAtom,
  liveSocket,
  portalStore,
  unitValuesAtom,
  useEndpointMutation,
  useErrorText,
  formatSerial,
  useAtomValue,
} from '@portal/web-kit';
import { useEffect, useId, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage, useIntl } from 'react-intl';

// The debug sidebar's unit parts (spec 2 "Application shell"): clear values, reload layout, fetch a
// raw value. The shell cannot import the dashboard remote; it works on the shared atoms in
// portalStore and on the live socket directly.

type Status = { variant: 'success' | 'danger'; text: string } | null;

function failureText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** Forgets every display value of the current unit (widgets show '–' until values arrive again). */
export function clearUnitValues(): void {
  portalStore.set(unitValuesAtom, new Map());
}

/** Puts a reloaded layout and charts into the current unit, if it is still the one asked about. */
function takeLayout(sn: string, { layout, charts }: Pick<ConnectedUnit, 'layout' | 'charts'>): void {
  portalStore.set(currentUnitAtom, (current) =>
    current?.sn === sn ? { sn, unit: { ...current.unit, layout, charts } } : current,
  );
}

/** Loads the unit kind's layout and charts again and puts them into the current unit. */
export async function reloadUnitLayout(sn: string): Promise<void> {
  takeLayout(sn, await call('canipReloadLayout', { params: { sn } }));
}

export function UnitDebugTools({ sn }: { sn: string }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const current = useAtomValue(currentUnitAtom);
  const unit = current?.sn === sn ? current.unit : null;
  const [status, setStatus] = useState<Status>(null);
  const reloadLayout = useEndpointMutation('canipReloadLayout', {
    afterAnswer: (answer, { params }) => takeLayout(params.sn, answer),
  });
  const reloading = reloadLayout.isPending;

  const reload = () => {
    setStatus(null);
    reloadLayout.mutate(
      { params: { sn } },
      {
        onSuccess: () =>
          setStatus({ variant: 'success', text: intl.formatMessage({ id: 'debug.unit.layoutReloaded' }) }),
        onError: (error) =>
          setStatus({ variant: 'danger', text: failureText(error, errorText('exception.error')) }),
      },
    );
  };

  return (
    <section aria-labelledby="debug-unit-title" className="mt-4 pt-3 border-top">
      <h2 id="debug-unit-title" className="h6 mb-3">
        <i className="bi bi-cpu me-2" aria-hidden />
        <FormattedMessage id="debug.unit.title" values={{ sn: formatSerial(sn) }} />
      </h2>
      {unit ? (
        <>
          <div className="d-flex flex-wrap gap-2">
            <Button
              variant="outline-secondary"
              size="sm"
              onClick={() => {
                clearUnitValues();
                setStatus({
                  variant: 'success',
                  text: intl.formatMessage({ id: 'debug.unit.valuesCleared' }),
                });
              }}
            >
              <i className="bi bi-eraser me-1" aria-hidden />
              <FormattedMessage id="debug.unit.clearValues" />
            </Button>
            <Button variant="outline-secondary" size="sm" onClick={reload} disabled={reloading}>
              {reloading ? (
                <Spinner animation="border" size="sm" className="me-1" aria-hidden />
              ) : (
                <i className="bi bi-layout-text-window-reverse me-1" aria-hidden />
              )}
              <FormattedMessage id="debug.unit.reloadLayout" />
            </Button>
          </div>
          {status ? (
            <Alert
              variant={status.variant}
              className="small py-2 mt-2 mb-0"
              role={status.variant === 'danger' ? 'alert' : 'status'}
            >
              {status.text}
            </Alert>
          ) : null}
          <RawValue sn={sn} unit={unit} />
        </>
      ) : (
        <p className="small text-body-secondary mb-0">
          <FormattedMessage id="debug.unit.notLoaded" />
        </p>
      )}
    </section>
  );
}

type RawResult =
  | { state: 'idle' }
  | { state: 'waiting'; key: string }
  | { state: 'value'; key: string; value: unknown; age: number; ts: number }
  | { state: 'failed'; text: string };

/** Pick a board and data point, ask the unit, show the raw value of the next CanipValue for it. */
function RawValue({ sn, unit }: { sn: string; unit: ConnectedUnit }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const ids = useId();
  const [board, setBoard] = useState(unit.boards[0]?.name ?? '');
  const [dataPoint, setDataPoint] = useState('');
  const [result, setResult] = useState<RawResult>({ state: 'idle' });
  const stop = useRef<(() => void) | null>(null);
  const attributes = unit.boards.find((entry) => entry.name === board)?.attributes ?? [];

  const listenOff = () => {
    stop.current?.();
    stop.current = null;
  };
  useEffect(() => listenOff, []);

  const fetchRaw = async () => {
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

  return (
    <Form
      className="mt-4"
      onSubmit={(event) => {
        event.preventDefault();
        void fetchRaw();
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
        {result.state === 'waiting' ? (
          <div className="small text-body-secondary d-flex align-items-center">
            <Spinner animation="border" size="sm" className="me-2 flex-none" aria-hidden />
            <span className="text-break">
              <FormattedMessage id="debug.raw.waiting" values={{ key: result.key }} />
            </span>
          </div>
        ) : result.state === 'failed' ? (
          <Alert variant="danger" className="small py-2 mb-0">
            {result.text}
          </Alert>
        ) : result.state === 'value' ? (
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
              <dd className="col-8 mb-0">
                {intl.formatDate(new Date(result.ts), { format: 'longSeconds' })}
              </dd>
            </dl>
          </div>
        ) : null}
      </div>
    </Form>
  );
}
