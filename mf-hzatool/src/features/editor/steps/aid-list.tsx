import type { HzaInvestmentAid } from '@portal/contracts';
import Button from 'react-bootstrap/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import { NumberField } from '../../../components/number-field.js';
import { TextField } from '../../../components/text-field.js';

/**
 * Investment aid received for the plant (§53a(8)): label, day received, amount in euros (kept as
 * cents), and how much of it was offset in applications made before this tool.
 */
export function AidList({
  aid,
  onChange,
  offsetEarlierCents,
  onOffsetEarlierChange,
  unsaved,
  readOnly,
}: {
  aid: readonly HzaInvestmentAid[];
  onChange: (aid: HzaInvestmentAid[]) => void;
  offsetEarlierCents: number | undefined;
  onOffsetEarlierChange: (cents: number | undefined) => void;
  /** Fields not stored, by path (a row without its day): marked at the field. */
  unsaved: Readonly<Record<string, string>>;
  readOnly: boolean;
}) {
  const set = (index: number, patch: Partial<HzaInvestmentAid>) =>
    onChange(aid.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)));
  return (
    <fieldset>
      <legend className="fs-6 fw-semibold">
        <FormattedMessage id="mf.hzatool.aid.title" />
      </legend>
      <p className="small text-body-secondary">
        <FormattedMessage id="mf.hzatool.aid.intro" />
      </p>
      <div className="d-flex flex-column gap-3">
        {aid.map((entry, index) => (
          <AidRow
            key={index}
            entry={entry}
            index={index}
            onChange={(patch) => set(index, patch)}
            onRemove={() => onChange(aid.filter((_, at) => at !== index))}
            unsaved={unsaved}
            readOnly={readOnly}
          />
        ))}
      </div>
      {readOnly ? null : (
        <Button
          variant="outline-primary"
          className="mt-3"
          disabled={aid.length >= 20}
          onClick={() => onChange([...aid, { label: '', receivedOn: '', amountCents: 0 }])}
        >
          <i className="bi bi-plus-lg me-1" aria-hidden />
          <FormattedMessage id="mf.hzatool.aid.add" />
        </Button>
      )}
      {aid.length > 0 || offsetEarlierCents !== undefined ? (
        <div className="row mt-3">
          <div className="col-12 col-md-8 col-lg-6">
            <NumberField
              label={<FormattedMessage id="mf.hzatool.aid.offsetEarlier" />}
              help={<FormattedMessage id="mf.hzatool.aid.offsetEarlier.help" />}
              unit="€"
              step={0.01}
              value={offsetEarlierCents === undefined ? undefined : offsetEarlierCents / 100}
              onChange={(euros) =>
                onOffsetEarlierChange(euros === undefined ? undefined : Math.round(euros * 100))
              }
              readOnly={readOnly}
            />
          </div>
        </div>
      ) : null}
    </fieldset>
  );
}

/** One aid received: its label, day and amount, and (while editable) a button removing it. */
function AidRow({
  entry,
  index,
  onChange,
  onRemove,
  unsaved,
  readOnly,
}: {
  entry: HzaInvestmentAid;
  index: number;
  onChange: (patch: Partial<HzaInvestmentAid>) => void;
  onRemove: () => void;
  unsaved: Readonly<Record<string, string>>;
  readOnly: boolean;
}) {
  const intl = useIntl();
  return (
    <div className="row g-2 align-items-end border-bottom pb-3">
      <div className="col-12 col-md-5">
        <TextField
          label={<FormattedMessage id="mf.hzatool.aid.label" />}
          value={entry.label}
          onChange={(label) => onChange({ label })}
          maxLength={80}
          readOnly={readOnly}
        />
      </div>
      <div className="col-12 col-sm-6 col-md-3">
        <TextField
          type="date"
          label={<FormattedMessage id="mf.hzatool.aid.date" />}
          value={entry.receivedOn}
          onChange={(receivedOn) => onChange({ receivedOn })}
          error={unsaved[`afa.investmentAid.${index}.receivedOn`]}
          readOnly={readOnly}
        />
      </div>
      <div className="col-12 col-sm-6 col-md-3">
        <NumberField
          label={<FormattedMessage id="mf.hzatool.aid.amount" />}
          unit="€"
          step={0.01}
          value={entry.amountCents / 100}
          onChange={(euros) => onChange({ amountCents: Math.round((euros ?? 0) * 100) })}
          readOnly={readOnly}
        />
      </div>
      <div className="col-12 col-md-1 text-end">
        {readOnly ? null : (
          <Button
            variant="outline-danger"
            aria-label={intl.formatMessage({ id: 'mf.hzatool.aid.remove' }, { number: index + 1 })}
            onClick={onRemove}
          >
            <i className="bi bi-trash" aria-hidden />
          </Button>
        )}
      </div>
    </div>
  );
}
