import type { HzaAbschreibungenResponse, HzaAfaData, HzaIssue } from '@portal/contracts';
import { formatSerial } from '@portal/web-kit';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { NumberField } from '../../../components/number-field.js';
import { TextField } from '../../../components/text-field.js';
import { MonthStrip } from './month-strip.js';

type AfaModule = NonNullable<HzaAfaData['modules']>[number];

/** A module's depreciation: first month, length, whether claimed, and its months in the year. */
export function AfaModuleFields({
  module,
  months,
  issues,
  onChange,
  readOnly,
}: {
  module: AfaModule;
  months: HzaAbschreibungenResponse['modules'][number] | undefined;
  /** This module's issues of the live check. */
  issues: readonly HzaIssue[];
  onChange: (patch: Partial<AfaModule>) => void;
  readOnly: boolean;
}) {
  const intl = useIntl();
  const issue = issues[0];
  return (
    <fieldset className="border rounded p-3">
      <legend className="fs-6 fw-semibold float-none w-auto px-1 mb-0">
        <FormattedMessage id="mf.hzatool.plant.module" values={{ serial: formatSerial(module.serial) }} />
      </legend>
      <div className="row g-3 align-items-end">
        <div className="col-12 col-md-4">
          <TextField
            type="month"
            label={<FormattedMessage id="mf.hzatool.afa.start" />}
            value={module.start}
            onChange={(start) => onChange({ start: start || undefined })}
            error={issue?.severity === 'error' ? issue.key : undefined}
            readOnly={readOnly}
          />
        </div>
        <div className="col-12 col-md-4">
          <NumberField
            label={<FormattedMessage id="mf.hzatool.afa.months" />}
            unit={intl.formatMessage({ id: 'mf.hzatool.unit.months' })}
            step={1}
            min={1}
            max={1200}
            value={module.months}
            onChange={(value) => onChange({ months: value === undefined ? undefined : Math.round(value) })}
            readOnly={readOnly}
          />
        </div>
        <div className="col-12 col-md-4">
          <Form.Check
            id={`mfh-afa-claimed-${module.serial}`}
            checked={module.claimed === true}
            disabled={readOnly}
            onChange={(event) => onChange({ claimed: event.target.checked })}
            label={intl.formatMessage({ id: 'mf.hzatool.afa.claimed' })}
          />
        </div>
      </div>
      {months ? (
        <div className="mt-3">
          <div className="small text-body-secondary mb-1">
            <FormattedMessage id="mf.hzatool.afa.period" values={{ start: months.start, end: months.end }} />
          </div>
          <MonthStrip
            months={months.monthsInYear}
            label={intl.formatMessage({ id: 'mf.hzatool.afa.monthsInYear' })}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
