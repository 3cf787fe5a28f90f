import { incidentKinds, incidentSeverities } from '@portal/contracts';
import { FormDialog, formatSerial, openModal } from '@portal/web-kit';
import { type ReactNode, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FleetMessageId } from '../../../components/message-ids.js';
import { type PickedScope, ScopePicker } from '../../../components/scope-picker.js';
import { type IncidentFilter, defaultFilter, stateChoices } from '../incident-filter.js';

type FilterChange = (patch: Partial<Omit<IncidentFilter, 'page'>>) => void;

function Field({ id, label, children }: { id: string; label: FleetMessageId; children: ReactNode }) {
  return (
    <Form.Group className="col-6 col-md-4 col-xl-2" controlId={id}>
      <Form.Label className="small mb-1">
        <FormattedMessage id={label} />
      </Form.Label>
      {children}
    </Form.Group>
  );
}

/** A choice among `values` or all of them (''). */
function Choice<T extends string>(props: {
  value: T | '';
  values: readonly T[];
  text: (value: T) => string;
  onChange: (value: T | '') => void;
  anyText?: string;
}) {
  return (
    <Form.Select size="sm" value={props.value} onChange={(event) => props.onChange(event.target.value as T)}>
      {props.anyText === undefined ? null : <option value="">{props.anyText}</option>}
      {props.values.map((value) => (
        <option key={value} value={value}>
          {props.text(value)}
        </option>
      ))}
    </Form.Select>
  );
}

/** The unit or location the list is narrowed to, with a way back to all. */
function PlaceFilter({ filter, onClear }: { filter: IncidentFilter; onClear: () => void }) {
  const intl = useIntl();
  return (
    <div className="col-12">
      <span className="badge rounded-pill text-bg-light border d-inline-flex align-items-center gap-2 fw-normal fs-6 text-wrap text-start">
        <i className="bi bi-funnel" aria-hidden />
        {filter.sn ? (
          <FormattedMessage id="mf.fleet.alarms.filter.unit" values={{ sn: formatSerial(filter.sn) }} />
        ) : (
          <FormattedMessage id="mf.fleet.alarms.filter.location" values={{ name: filter.place || '…' }} />
        )}
        <button
          type="button"
          className="btn-close btn-close-sm"
          style={{ fontSize: '0.6rem' }}
          onClick={onClear}
          aria-label={intl.formatMessage({ id: 'mf.fleet.alarms.filter.allUnits' })}
        />
      </span>
    </div>
  );
}

/** Narrows the list to one unit or location, found by search as the unit list finds them. */
function openPlaceDialog(onChange: FilterChange): Promise<unknown> {
  return openModal((close, zIndex) => <PlaceDialog onChange={onChange} close={close} zIndex={zIndex} />);
}

function PlaceDialog({
  onChange,
  close,
  zIndex,
}: {
  onChange: FilterChange;
  close: () => void;
  zIndex: number;
}) {
  const [picked, setPicked] = useState<PickedScope>();
  return (
    <FormDialog
      zIndex={zIndex}
      title={<FormattedMessage id="mf.fleet.alarms.filter.place" />}
      onCancel={close}
      onSubmit={() => {
        if (!picked) return;
        onChange(
          picked.scope === 'unit'
            ? { sn: picked.ref, location: '', place: '' }
            : { sn: '', location: picked.ref, place: picked.name },
        );
        close();
      }}
      busy={false}
      submitDisabled={!picked}
      submitText={<FormattedMessage id="mf.fleet.alarms.filter.apply" />}
      cancelText={<FormattedMessage id="mf.fleet.action.cancel" />}
    >
      <ScopePicker picked={picked} onPick={setPicked} />
    </FormDialog>
  );
}

/** State (active by default), severity, kind, the days an incident opened between, one unit or location. */
export function AlarmFilters({
  filter,
  onChange,
  onReset,
}: {
  filter: IncidentFilter;
  onChange: FilterChange;
  onReset: () => void;
}) {
  const intl = useIntl();
  const ids = useId();
  const text = (id: FleetMessageId) => intl.formatMessage({ id });
  const changed = (['sn', 'location', 'state', 'severity', 'kind', 'from', 'to'] as const).some(
    (key) => filter[key] !== defaultFilter[key],
  );
  return (
    <div role="group" aria-label={text('mf.fleet.alarms.filters')} className="row g-2 align-items-end">
      {filter.sn || filter.location ? (
        <PlaceFilter filter={filter} onClear={() => onChange({ sn: '', location: '', place: '' })} />
      ) : null}
      <Field id={`${ids}-state`} label="mf.fleet.alarms.filter.state">
        <Choice
          value={filter.state}
          values={stateChoices}
          text={(state) => text(`mf.fleet.alarms.state.${state}`)}
          onChange={(state) => onChange({ state: state || 'active' })}
        />
      </Field>
      <Field id={`${ids}-severity`} label="mf.fleet.alarms.filter.severity">
        <Choice
          value={filter.severity}
          values={incidentSeverities}
          text={(severity) => text(`mf.fleet.alarms.severity.${severity}`)}
          onChange={(severity) => onChange({ severity })}
          anyText={text('mf.fleet.alarms.filter.any')}
        />
      </Field>
      <Field id={`${ids}-kind`} label="mf.fleet.alarms.filter.kind">
        <Choice
          value={filter.kind}
          values={incidentKinds}
          text={(kind) => text(`mf.fleet.alarms.kind.${kind}`)}
          onChange={(kind) => onChange({ kind })}
          anyText={text('mf.fleet.alarms.filter.any')}
        />
      </Field>
      <Field id={`${ids}-from`} label="mf.fleet.alarms.filter.from">
        <Form.Control
          size="sm"
          type="date"
          value={filter.from}
          max={filter.to || undefined}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </Field>
      <Field id={`${ids}-to`} label="mf.fleet.alarms.filter.to">
        <Form.Control
          size="sm"
          type="date"
          value={filter.to}
          min={filter.from || undefined}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </Field>
      <div className="col-12 d-flex flex-wrap gap-2">
        <Button size="sm" variant="outline-secondary" onClick={() => void openPlaceDialog(onChange)}>
          <i className="bi bi-geo-alt me-1" aria-hidden />
          <FormattedMessage id="mf.fleet.alarms.filter.place" />
        </Button>
        <Button size="sm" variant="outline-secondary" onClick={onReset} disabled={!changed}>
          <i className="bi bi-x-circle me-1" aria-hidden />
          <FormattedMessage id="mf.fleet.alarms.filter.reset" />
        </Button>
      </div>
    </div>
  );
}
