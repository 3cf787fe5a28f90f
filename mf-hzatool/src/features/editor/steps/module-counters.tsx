import type { HzaConsumption } from '@portal/contracts';
import { call, showFailure, showToast } from '@portal/web-kit';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { NumberField } from '../../../components/number-field.js';
import { useIssueText } from '../../../components/use-issue-text.js';

type ModuleHours = NonNullable<HzaConsumption['modules']>[number];

/** A module's operating-hour counter at the start and end of the year, taken from the unit on request. */
export function ModuleCounters({
  module,
  year,
  hours,
  errorAt,
  onChange,
  readOnly,
}: {
  module: ModuleHours;
  year: number;
  hours: number | null;
  errorAt: (field: 'counterStart' | 'counterEnd' | 'monthlyHours') => string | undefined;
  onChange: (patch: Partial<ModuleHours>) => void;
  readOnly: boolean;
}) {
  const intl = useIntl();
  const issueText = useIssueText();
  const [busy, setBusy] = useState(false);
  const monthlyError = errorAt('monthlyHours');

  const fetchHours = async () => {
    setBusy(true);
    try {
      const answer = await call('hzatoolOperatingHours', {
        query: { hkaId: module.serial, year: String(year) },
      });
      if (answer.source === 'none') {
        showToast({
          variant: 'warning',
          title: module.serial,
          body: intl.formatMessage({ id: 'mf.hzatool.consumption.fetch.none' }),
        });
        return;
      }
      onChange({
        counterStart: answer.counterStart ?? module.counterStart,
        counterEnd: answer.counterEnd ?? module.counterEnd,
        monthlyHours: answer.monthlyHours ?? module.monthlyHours,
      });
    } catch (error) {
      showFailure(intl.formatMessage({ id: 'mf.hzatool.consumption.fetch.failed' }), error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="border rounded p-3">
      <legend className="fs-6 fw-semibold float-none w-auto px-1 mb-0">
        <FormattedMessage id="mf.hzatool.plant.module" values={{ serial: module.serial }} />
      </legend>
      <div className="row g-3 align-items-end">
        <div className="col-12 col-sm-6 col-md-4">
          <NumberField
            label={<FormattedMessage id="mf.hzatool.consumption.counterStart" values={{ year }} />}
            unit="h"
            value={module.counterStart}
            onChange={(counterStart) => onChange({ counterStart })}
            error={errorAt('counterStart')}
            readOnly={readOnly}
          />
        </div>
        <div className="col-12 col-sm-6 col-md-4">
          <NumberField
            label={<FormattedMessage id="mf.hzatool.consumption.counterEnd" values={{ year }} />}
            unit="h"
            value={module.counterEnd}
            onChange={(counterEnd) => onChange({ counterEnd })}
            error={errorAt('counterEnd')}
            readOnly={readOnly}
          />
        </div>
        <div className="col-12 col-md-4">
          {readOnly ? null : (
            <Button
              variant="outline-primary"
              className="w-100"
              disabled={busy}
              onClick={() => void fetchHours()}
              aria-label={intl.formatMessage(
                { id: 'mf.hzatool.consumption.fetch.label' },
                { serial: module.serial },
              )}
            >
              {busy ? <Spinner size="sm" animation="border" className="me-2" aria-hidden /> : null}
              <FormattedMessage id="mf.hzatool.consumption.fetch" />
            </Button>
          )}
        </div>
      </div>
      <div className="small text-body-secondary mt-2">
        <FormattedMessage id="mf.hzatool.consumption.hours" />{' '}
        {hours === null ? '–' : <FormattedNumber value={hours} maximumFractionDigits={0} />}
        {module.monthlyHours ? (
          <>
            {' · '}
            <FormattedMessage id="mf.hzatool.consumption.monthly" />
          </>
        ) : null}
        {monthlyError ? (
          <span className="text-danger-emphasis d-block">{issueText(monthlyError)}</span>
        ) : null}
      </div>
    </fieldset>
  );
}
