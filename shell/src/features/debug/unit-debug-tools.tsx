import {
  type ConnectedUnit,
  call,
  currentUnitAtom,
  portalStore,
  unitValuesAtom,
  useEndpointMutation,
  useErrorText,
  formatSerial,
  useAtomValue,
} from '@portal/web-kit';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage, useIntl } from 'react-intl';
import { failureText } from './failure-text.js';
import { RawValue } from './raw-value.js';

// The debug sidebar's unit parts (spec 2 "Application shell"): clear values, reload layout, fetch a
// raw value. The shell cannot import the dashboard remote; it works on the shared atoms in
// portalStore and on the live socket directly.

type Status = { variant: 'success' | 'danger'; text: string } | null;

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
