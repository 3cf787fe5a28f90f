import { formatSerial } from '@portal/web-kit';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { NumberField } from '../../../components/number-field.js';
import { useIssueText } from '../../../components/use-issue-text.js';
import { useMonthList } from '../../../components/use-month-list.js';
import type { ModuleHours } from '../hooks/use-consumption.js';
import { type Coverage, useHoursFetch } from '../hooks/use-hours-fetch.js';

/**
 * What the unit's history said about the year: nothing at all, not the whole year (so the missing
 * counter is the user's to enter), or the whole year with months in between whose hours are
 * interpolated.
 */
function CoverageNote({ coverage, year }: { coverage: Coverage; year: number }) {
  const monthList = useMonthList();
  const months = monthList(coverage.monthsWithoutData);
  if (coverage.monthsWithoutData.length === 12)
    return (
      <Alert variant="warning" className="small mb-0 mt-3">
        <FormattedMessage id="mf.hzatool.consumption.fetch.none" values={{ year }} />
      </Alert>
    );
  if (!coverage.covered)
    return (
      <Alert variant="warning" className="small mb-0 mt-3">
        <FormattedMessage id="mf.hzatool.consumption.fetch.partial" values={{ year, months }} />
      </Alert>
    );
  if (coverage.monthsWithoutData.length === 0) return null;
  return (
    <Alert variant="info" className="small mb-0 mt-3">
      <FormattedMessage id="mf.hzatool.consumption.fetch.gaps" values={{ months }} />
    </Alert>
  );
}

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
  const { busy, coverage, fetchHours } = useHoursFetch(module, year, onChange);

  return (
    <fieldset className="border rounded p-3">
      <legend className="fs-6 fw-semibold float-none w-auto px-1 mb-0">
        <FormattedMessage id="mf.hzatool.plant.module" values={{ serial: formatSerial(module.serial) }} />
      </legend>
      {/* Top-aligned: a message under one counter must not push the other out of line. */}
      <div className="row g-3 align-items-start">
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
          {/* In line with the inputs beside it: the height of their labels above. */}
          <div className="form-label d-none d-md-block invisible" aria-hidden>
            &nbsp;
          </div>
          {readOnly ? null : (
            <Button
              variant="outline-primary"
              className="w-100"
              disabled={busy}
              onClick={() => void fetchHours()}
              aria-label={intl.formatMessage(
                { id: 'mf.hzatool.consumption.fetch.label' },
                { serial: formatSerial(module.serial) },
              )}
            >
              {busy ? <Spinner size="sm" animation="border" className="me-2" aria-hidden /> : null}
              <FormattedMessage id="mf.hzatool.consumption.fetch" />
            </Button>
          )}
        </div>
      </div>
      <HoursLine
        hours={hours}
        monthly={Boolean(module.monthlyHours)}
        monthlyError={errorAt('monthlyHours')}
      />
      {coverage ? <CoverageNote coverage={coverage} year={year} /> : null}
    </fieldset>
  );
}

/** The year's operating hours as the check computed them, and whether they are known per month. */
function HoursLine({
  hours,
  monthly,
  monthlyError,
}: {
  hours: number | null;
  monthly: boolean;
  monthlyError?: string;
}) {
  const issueText = useIssueText();
  return (
    <div className="small text-body-secondary mt-2">
      <FormattedMessage id="mf.hzatool.consumption.hours" />{' '}
      {hours === null ? '–' : <FormattedNumber value={hours} maximumFractionDigits={0} />}
      {monthly ? (
        <>
          {' · '}
          <FormattedMessage id="mf.hzatool.consumption.monthly" />
        </>
      ) : null}
      {monthlyError ? <span className="text-danger-emphasis d-block">{issueText(monthlyError)}</span> : null}
    </div>
  );
}
