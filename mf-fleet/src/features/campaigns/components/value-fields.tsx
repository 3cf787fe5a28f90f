import { campaignLimits } from '@portal/contracts';
import { findKind } from '@portal/unit-catalog';
import { languageAtom, useAtomValue } from '@portal/web-kit';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CampaignDraft, DraftProblems, ValueDraft } from '../campaign-draft.js';
import { type WritablePoint, campaignKinds, writablePoints } from '../writable-points.js';
import { Field, describedBy } from './form-field.js';

interface Props {
  draft: CampaignDraft;
  problems: DraftProblems;
  change: (patch: Partial<CampaignDraft>) => void;
  setKind: (kind: string) => void;
}

/**
 * The values to write: a unit kind first, then its writable data points, each with its limits and
 * unit as the catalogue gives them (the form checks them with the catalogue before sending).
 */
export function ValueFields({ draft, problems, change, setKind }: Props) {
  const intl = useIntl();
  const language = useAtomValue(languageAtom);
  const kind = findKind(draft.kind);
  const points = kind ? writablePoints(kind, language) : [];
  const setRow = (row: number, patch: Partial<ValueDraft>) =>
    change({ values: draft.values.map((value, i) => (i === row ? { ...value, ...patch } : value)) });
  return (
    <div className="d-flex flex-column gap-3">
      <Field
        id="campaign-kind"
        label="mf.fleet.campaigns.form.kind"
        problem={problems.kind}
        className="col-sm-6"
      >
        <Form.Select
          value={draft.kind}
          isInvalid={problems.kind !== undefined}
          aria-invalid={problems.kind !== undefined}
          aria-describedby={describedBy('campaign-kind', problems.kind, false)}
          onChange={(event) => setKind(event.target.value)}
        >
          <option value="">{intl.formatMessage({ id: 'mf.fleet.campaigns.form.kindChoose' })}</option>
          {campaignKinds().map((entry) => (
            <option key={entry.productGroup} value={entry.productGroup}>
              {entry.label[language]}
            </option>
          ))}
        </Form.Select>
      </Field>
      {kind
        ? draft.values.map((value, row) => (
            <ValueRow
              key={row}
              row={row}
              value={value}
              points={points}
              problems={problems}
              onChange={(patch) => setRow(row, patch)}
              onRemove={
                draft.values.length > 1
                  ? () => change({ values: draft.values.filter((_, i) => i !== row) })
                  : undefined
              }
            />
          ))
        : null}
      {kind && draft.values.length < Math.min(campaignLimits.valuesPerCampaign, points.length) ? (
        <Button
          variant="outline-primary"
          size="sm"
          className="align-self-start"
          onClick={() => change({ values: [...draft.values, { key: '', value: '' }] })}
        >
          <i className="bi bi-plus-lg me-1" aria-hidden />
          <FormattedMessage id="mf.fleet.campaigns.form.addValue" />
        </Button>
      ) : null}
    </div>
  );
}

/** 'Allowed 40 to 60 °C, step 0.5' from the catalogue's limits. */
function LimitsHint({ point }: { point: WritablePoint }) {
  const intl = useIntl();
  const values = {
    min: intl.formatNumber(point.min),
    max: intl.formatNumber(point.max),
    unit: point.unit,
    step: point.step === undefined ? '' : intl.formatNumber(point.step),
  };
  return (
    <FormattedMessage
      id={point.step === undefined ? 'mf.fleet.campaigns.form.limits' : 'mf.fleet.campaigns.form.limitsStep'}
      values={values}
    />
  );
}

function ValueRow({
  row,
  value,
  points,
  problems,
  onChange,
  onRemove,
}: {
  row: number;
  value: ValueDraft;
  points: readonly WritablePoint[];
  problems: DraftProblems;
  onChange: (patch: Partial<ValueDraft>) => void;
  onRemove: (() => void) | undefined;
}) {
  const intl = useIntl();
  const point = points.find((entry) => entry.key === value.key);
  const pointId = `campaign-point-${row}`;
  const amountId = `campaign-value-${row}`;
  const pointProblem = problems[`value.${row}`];
  const amountProblem = problems[`amount.${row}`];
  return (
    <div className="row g-2 align-items-start" role="group" aria-label={point?.label ?? `${row + 1}`}>
      <Field
        id={pointId}
        label="mf.fleet.campaigns.form.dataPoint"
        problem={pointProblem}
        className="col-sm-6"
      >
        <Form.Select
          value={value.key}
          isInvalid={pointProblem !== undefined}
          aria-invalid={pointProblem !== undefined}
          aria-describedby={describedBy(pointId, pointProblem, false)}
          onChange={(event) => onChange({ key: event.target.value, value: '' })}
        >
          <option value="">{intl.formatMessage({ id: 'mf.fleet.campaigns.form.dataPointChoose' })}</option>
          {points.map((entry) => (
            <option key={entry.key} value={entry.key}>
              {entry.unit ? `${entry.label} (${entry.unit})` : entry.label}
            </option>
          ))}
        </Form.Select>
      </Field>
      <Field
        id={amountId}
        label="mf.fleet.campaigns.form.value"
        hint={point ? <LimitsHint point={point} /> : undefined}
        problem={amountProblem}
        className="col-9 col-sm-4"
      >
        <AmountInput
          id={amountId}
          point={point}
          value={value.value}
          problem={amountProblem !== undefined}
          onChange={onChange}
        />
      </Field>
      {onRemove ? (
        <div className="col-3 col-sm-2 pt-sm-4 mt-sm-1">
          <Button
            variant="outline-secondary"
            className="mt-4 mt-sm-0"
            onClick={onRemove}
            aria-label={intl.formatMessage(
              { id: 'mf.fleet.campaigns.form.removeValue' },
              { label: point?.label ?? String(row + 1) },
            )}
          >
            <i className="bi bi-trash" aria-hidden />
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** A number field, or a choice for enumerations and switches. */
function AmountInput({
  id,
  point,
  value,
  problem,
  onChange,
}: {
  id: string;
  point: WritablePoint | undefined;
  value: string;
  problem: boolean;
  onChange: (patch: Partial<ValueDraft>) => void;
}) {
  const intl = useIntl();
  const described = describedBy(id, problem ? 'required' : undefined, point !== undefined);
  const choiceLabel = (choice: { value: number; label: string }) =>
    point?.type === 'bool'
      ? intl.formatMessage({ id: choice.value === 1 ? 'mf.fleet.campaigns.on' : 'mf.fleet.campaigns.off' })
      : choice.label;
  if (point?.choices)
    return (
      <Form.Select
        value={value}
        isInvalid={problem}
        aria-invalid={problem}
        aria-describedby={described}
        onChange={(event) => onChange({ value: event.target.value })}
      >
        <option value="">–</option>
        {point.choices.map((choice) => (
          <option key={choice.value} value={String(choice.value)}>
            {choiceLabel(choice)}
          </option>
        ))}
      </Form.Select>
    );
  return (
    <Form.Control
      inputMode="decimal"
      autoComplete="off"
      value={value}
      isInvalid={problem}
      aria-invalid={problem}
      disabled={point === undefined}
      aria-describedby={described}
      onChange={(event) => onChange({ value: event.target.value })}
    />
  );
}
