import {
  type AlarmRule,
  type AlarmRulesResponse,
  alarmRuleLimits,
  alarmRuleOperators,
  alarmRuleScopes,
  alarmRuleSeverities,
} from '@portal/contracts';
import { ApiError, FormDialog, openModal, useEndpointMutation, useErrorText } from '@portal/web-kit';
import { type ReactNode, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FleetMessageId } from '../../../components/message-ids.js';
import {
  type DraftField,
  type DraftProblem,
  type RuleDraft,
  draftOf,
  emptyDraft,
  problemsOf,
  requestOf,
  withChange,
} from '../rule-draft.js';

/** Adds a rule (no `rule`) or edits one; resolves true once saved and the list reloaded. */
export async function openRuleDialog(choices: AlarmRulesResponse, rule?: AlarmRule): Promise<boolean> {
  const done = await openModal<boolean>((close, zIndex) => (
    <RuleDialog choices={choices} rule={rule} close={close} zIndex={zIndex} />
  ));
  return done === true;
}

type Problems = Partial<Record<DraftField, DraftProblem>>;

/** One labelled field with its problem below it. */
function Field(props: {
  id: string;
  label: FleetMessageId;
  problem: DraftProblem | undefined;
  help?: FleetMessageId;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form.Group className={props.className ?? 'col-12'} controlId={props.id}>
      <Form.Label>
        <FormattedMessage id={props.label} />
      </Form.Label>
      {props.children}
      {props.problem ? (
        <Form.Control.Feedback type="invalid" className="d-block">
          <FormattedMessage id={`mf.fleet.rules.invalid.${props.problem}`} />
        </Form.Control.Feedback>
      ) : null}
      {props.help ? (
        <Form.Text>
          <FormattedMessage id={props.help} />
        </Form.Text>
      ) : null}
    </Form.Group>
  );
}

function RuleDialog({
  choices,
  rule,
  close,
  zIndex,
}: {
  choices: AlarmRulesResponse;
  rule: AlarmRule | undefined;
  close: (done?: boolean) => void;
  zIndex: number;
}) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [draft, setDraft] = useState<RuleDraft>(rule ? draftOf(rule) : emptyDraft);
  const [attempts, setAttempts] = useState(0);
  const problems: Problems = attempts > 0 ? problemsOf(draft) : {};
  const options = {
    invalidates: ['alarmRules', 'alarmIncidents', 'alarmCount'] as const,
    afterAnswer: () => close(true),
    successToast: () => ({
      variant: 'success' as const,
      title: intl.formatMessage({ id: 'mf.fleet.rules.saved' }),
      body: draft.name.trim(),
    }),
  };
  const create = useEndpointMutation('alarmRuleCreate', {
    ...options,
    invalidates: [...options.invalidates],
  });
  const update = useEndpointMutation('alarmRuleUpdate', {
    ...options,
    invalidates: [...options.invalidates],
  });
  const mutation = rule ? update : create;
  const submit = () => {
    setAttempts((n) => n + 1);
    if (Object.keys(problemsOf(draft)).length > 0) return;
    if (rule) update.mutate({ params: { id: String(rule.id) }, body: requestOf(draft) });
    else create.mutate({ body: requestOf(draft) });
  };
  const change = (patch: Partial<RuleDraft>) => setDraft((d) => withChange(d, patch, choices.units));
  return (
    <FormDialog
      zIndex={zIndex}
      size="lg"
      title={<FormattedMessage id={rule ? 'mf.fleet.rules.dialog.edit' : 'mf.fleet.rules.dialog.add'} />}
      onCancel={() => close(false)}
      onSubmit={submit}
      busy={mutation.isPending}
      attempts={attempts}
      submitText={<FormattedMessage id="mf.fleet.rules.save" />}
      cancelText={<FormattedMessage id="mf.fleet.action.cancel" />}
      alert={
        mutation.isError ? (
          <Alert variant="danger" className="py-2">
            <FormattedMessage
              id="mf.fleet.action.failed"
              values={{
                message:
                  mutation.error instanceof ApiError ? errorText(mutation.error.key) : mutation.error.message,
              }}
            />
          </Alert>
        ) : null
      }
    >
      <div className="row g-3">
        <WhereFields draft={draft} choices={choices} problems={problems} change={change} />
        <WhatFields draft={draft} choices={choices} problems={problems} change={change} />
        <LimitFields draft={draft} choices={choices} problems={problems} change={change} />
      </div>
    </FormDialog>
  );
}

interface FieldsProps {
  draft: RuleDraft;
  choices: AlarmRulesResponse;
  problems: Problems;
  change: (patch: Partial<RuleDraft>) => void;
}

/** Name, scope and the unit or location it names. */
function WhereFields({ draft, choices, problems, change }: FieldsProps) {
  const intl = useIntl();
  const ids = useId();
  const choose = intl.formatMessage({ id: 'mf.fleet.rules.choose' });
  return (
    <>
      <Field id={`${ids}-name`} label="mf.fleet.rules.field.name" problem={problems.name}>
        <Form.Control
          value={draft.name}
          maxLength={alarmRuleLimits.nameLength}
          isInvalid={problems.name !== undefined}
          onChange={(event) => change({ name: event.target.value })}
          autoFocus
        />
      </Field>
      <Field id={`${ids}-scope`} label="mf.fleet.rules.field.scope" problem={undefined} className="col-sm-6">
        <Form.Select
          value={draft.scope}
          onChange={(event) => change({ scope: event.target.value as RuleDraft['scope'] })}
        >
          {alarmRuleScopes.map((scope) => (
            <option key={scope} value={scope}>
              {intl.formatMessage({ id: `mf.fleet.rules.scope.${scope}` })}
            </option>
          ))}
        </Form.Select>
      </Field>
      {draft.scope === 'all' ? null : (
        <Field
          id={`${ids}-ref`}
          label={draft.scope === 'unit' ? 'mf.fleet.rules.field.unit' : 'mf.fleet.rules.field.location'}
          problem={problems.ref}
          className="col-sm-6"
        >
          <Form.Select
            value={draft.ref}
            isInvalid={problems.ref !== undefined}
            onChange={(event) => change({ ref: event.target.value })}
          >
            <option value="">{choose}</option>
            {draft.scope === 'unit'
              ? choices.units.map((unit) => (
                  <option key={unit.sn} value={unit.sn}>
                    {`${unit.name} (${unit.sn})`}
                  </option>
                ))
              : choices.locations.map((location) => (
                  <option key={location.uuid} value={location.uuid}>
                    {location.name}
                  </option>
                ))}
          </Form.Select>
        </Field>
      )}
    </>
  );
}

/** The unit kind and its data point (with its unit of measure). */
function WhatFields({ draft, choices, problems, change }: FieldsProps) {
  const intl = useIntl();
  const ids = useId();
  const choose = intl.formatMessage({ id: 'mf.fleet.rules.choose' });
  const kind = choices.kinds.find((k) => k.productGroup === draft.productGroup);
  return (
    <>
      <Field
        id={`${ids}-kind`}
        label="mf.fleet.rules.field.kind"
        problem={problems.productGroup}
        className="col-sm-6"
      >
        <Form.Select
          value={draft.productGroup}
          // A unit names its kind.
          disabled={draft.scope === 'unit' && draft.ref !== ''}
          isInvalid={problems.productGroup !== undefined}
          onChange={(event) => change({ productGroup: event.target.value })}
        >
          <option value="">{choose}</option>
          {choices.kinds.map((k) => (
            <option key={k.productGroup} value={k.productGroup}>
              {k.label}
            </option>
          ))}
        </Form.Select>
      </Field>
      <Field
        id={`${ids}-point`}
        label="mf.fleet.rules.field.dataPoint"
        problem={problems.dataPoint}
        className="col-sm-6"
      >
        <Form.Select
          value={draft.dataPoint}
          disabled={!kind}
          isInvalid={problems.dataPoint !== undefined}
          onChange={(event) => change({ dataPoint: event.target.value })}
        >
          <option value="">{choose}</option>
          {kind?.dataPoints.map((point) => (
            <option key={point.key} value={point.key}>
              {point.unit ? `${point.label} (${point.unit})` : point.label}
            </option>
          ))}
        </Form.Select>
      </Field>
    </>
  );
}

/** A number field with its unit of measure beside it. */
function NumberInput({
  value,
  suffix,
  invalid,
  onChange,
}: {
  value: string;
  suffix: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <InputGroup hasValidation>
      <Form.Control
        inputMode="decimal"
        value={value}
        isInvalid={invalid}
        onChange={(event) => onChange(event.target.value)}
      />
      {suffix ? <InputGroup.Text>{suffix}</InputGroup.Text> : null}
    </InputGroup>
  );
}

/** Above/below, limit, minutes, hysteresis and severity. */
function LimitFields({ draft, choices, problems, change }: FieldsProps) {
  const intl = useIntl();
  const ids = useId();
  const text = (id: FleetMessageId) => intl.formatMessage({ id });
  const kind = choices.kinds.find((k) => k.productGroup === draft.productGroup);
  const unit = kind?.dataPoints.find((p) => p.key === draft.dataPoint)?.unit ?? '';
  const number = (field: 'limit' | 'minutes' | 'hysteresis', suffix: string) => (
    <NumberInput
      value={draft[field]}
      suffix={suffix}
      invalid={problems[field] !== undefined}
      onChange={(value) => change({ [field]: value })}
    />
  );
  return (
    <>
      <Field
        id={`${ids}-operator`}
        label="mf.fleet.rules.field.operator"
        problem={undefined}
        className="col-6 col-sm-3"
      >
        <Form.Select
          value={draft.operator}
          onChange={(event) => change({ operator: event.target.value as RuleDraft['operator'] })}
        >
          {alarmRuleOperators.map((operator) => (
            <option key={operator} value={operator}>
              {text(`mf.fleet.rules.operator.${operator}`)}
            </option>
          ))}
        </Form.Select>
      </Field>
      <Field
        id={`${ids}-limit`}
        label="mf.fleet.rules.field.limit"
        problem={problems.limit}
        className="col-6 col-sm-3"
      >
        {number('limit', unit)}
      </Field>
      <Field
        id={`${ids}-minutes`}
        label="mf.fleet.rules.field.minutes"
        problem={problems.minutes}
        className="col-sm-6"
      >
        {number('minutes', 'min')}
      </Field>
      <Field
        id={`${ids}-hysteresis`}
        label="mf.fleet.rules.field.hysteresis"
        problem={problems.hysteresis}
        help="mf.fleet.rules.hysteresisHelp"
        className="col-sm-6"
      >
        {number('hysteresis', unit)}
      </Field>
      <Field
        id={`${ids}-severity`}
        label="mf.fleet.rules.field.severity"
        problem={undefined}
        className="col-sm-6"
      >
        <Form.Select
          value={draft.severity}
          onChange={(event) => change({ severity: event.target.value as RuleDraft['severity'] })}
        >
          {alarmRuleSeverities.map((severity) => (
            <option key={severity} value={severity}>
              {text(`mf.fleet.rules.severity.${severity}`)}
            </option>
          ))}
        </Form.Select>
      </Field>
    </>
  );
}
