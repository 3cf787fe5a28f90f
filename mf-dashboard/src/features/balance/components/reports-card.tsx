import { endpointUrl } from '@portal/contracts/frontend';
import { Skeleton, SkeletonLine, useErrorText, Link } from '@portal/web-kit';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  type ReportDraft,
  type ReportSettingsForm,
  useReportSettings,
} from '../hooks/use-report-settings.js';
import { monthsUpTo, yearsBefore } from '../report-periods.js';
import { SectionCard } from './section-card.js';

/** Months and years the pickers offer. */
const monthsOffered = 36;
const yearsOffered = 5;

function PeriodDownload({
  id,
  labelId,
  linkId,
  options,
  href,
  value,
  onChange,
}: {
  id: string;
  labelId: 'mf.dashboard.balance.reports.month' | 'mf.dashboard.balance.reports.year';
  linkId: 'mf.dashboard.balance.reports.downloadMonth' | 'mf.dashboard.balance.reports.downloadYear';
  options: { value: string; label: string }[];
  href: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="col-12 col-md-6 d-flex flex-column flex-sm-row align-items-start align-items-sm-end gap-2">
      <Form.Group controlId={id} className="w-100">
        <Form.Label className="small">
          <FormattedMessage id={labelId} />
        </Form.Label>
        <Form.Select value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <a className="btn btn-outline-primary text-nowrap" href={href} download>
        <i className="bi bi-file-earmark-pdf me-1" aria-hidden />
        <FormattedMessage id={linkId} />
      </a>
    </div>
  );
}

function Downloads({
  sn,
  lastMonth,
  energyTaxPath,
  locationUuid,
}: {
  sn: string;
  lastMonth: string;
  energyTaxPath: string | null;
  locationUuid: string | null;
}) {
  const intl = useIntl();
  const months = monthsUpTo(lastMonth, monthsOffered);
  const years = yearsBefore(lastMonth, yearsOffered);
  const [month, setMonth] = useState(months[0]!);
  const [year, setYear] = useState(String(years[0]!));
  const monthName = (value: string) =>
    intl.formatDate(`${value}-15T12:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <div className="row g-3">
      <PeriodDownload
        id="balance-report-month"
        labelId="mf.dashboard.balance.reports.month"
        linkId="mf.dashboard.balance.reports.downloadMonth"
        options={months.map((value) => ({ value, label: monthName(value) }))}
        href={endpointUrl('unitReport', { sn, period: month })}
        value={month}
        onChange={setMonth}
      />
      <PeriodDownload
        id="balance-report-year"
        labelId="mf.dashboard.balance.reports.year"
        linkId="mf.dashboard.balance.reports.downloadYear"
        options={years.map((value) => ({ value: String(value), label: String(value) }))}
        href={endpointUrl('unitReport', { sn, period: year })}
        value={year}
        onChange={setYear}
      />
      <div className="col-12 small d-flex flex-wrap column-gap-4 row-gap-2">
        {locationUuid ? (
          <a href={endpointUrl('locationReport', { uuid: locationUuid, period: month })} download>
            <i className="bi bi-buildings me-1" aria-hidden />
            <FormattedMessage
              id="mf.dashboard.balance.reports.location"
              values={{ month: monthName(month) }}
            />
          </a>
        ) : null}
        {energyTaxPath ? (
          <Link to={`${energyTaxPath}?year=${year}`}>
            <i className="bi bi-box-arrow-up-right me-1" aria-hidden />
            <FormattedMessage id="mf.dashboard.balance.reports.energyTax" values={{ year }} />
          </Link>
        ) : null}
      </div>
    </div>
  );
}

function MailSettings({
  form,
  draft,
  mayEdit,
  withLocation,
}: {
  form: ReportSettingsForm;
  draft: ReportDraft;
  mayEdit: boolean;
  /** The unit stands at a location, whose report may go along. */
  withLocation: boolean;
}) {
  const errorText = useErrorText();
  return (
    <Form noValidate onSubmit={form.submit} aria-labelledby="balance-report-mail">
      <h3 className="h6 small fw-semibold" id="balance-report-mail">
        <FormattedMessage id="mf.dashboard.balance.reports.mail" />
      </h3>
      <fieldset disabled={!mayEdit || form.busy} className="d-flex flex-column gap-2">
        <Form.Check
          id="balance-report-monthly"
          checked={draft.monthlyMail}
          onChange={(event) => form.change('monthlyMail', event.target.checked)}
          label={<FormattedMessage id="mf.dashboard.balance.reports.monthlyMail" />}
        />
        <Form.Check
          id="balance-report-partner"
          checked={draft.copyToPartner}
          onChange={(event) => form.change('copyToPartner', event.target.checked)}
          label={<FormattedMessage id="mf.dashboard.balance.reports.copyToPartner" />}
        />
        {withLocation ? (
          <Form.Check
            id="balance-report-location"
            checked={draft.locationReport}
            onChange={(event) => form.change('locationReport', event.target.checked)}
            label={<FormattedMessage id="mf.dashboard.balance.reports.locationReport" />}
          />
        ) : null}
        <Form.Group controlId="balance-report-adviser" className="mfd-balance-adviser">
          <Form.Label className="small">
            <FormattedMessage id="mf.dashboard.balance.reports.taxAdviserEmail" />
          </Form.Label>
          <Form.Control
            type="email"
            autoComplete="email"
            value={draft.taxAdviserEmail}
            isInvalid={form.error !== undefined}
            aria-describedby="balance-report-adviser-error"
            onChange={(event) => form.change('taxAdviserEmail', event.target.value)}
          />
          <Form.Control.Feedback type="invalid" id="balance-report-adviser-error">
            {form.error ? errorText(form.error) : null}
          </Form.Control.Feedback>
        </Form.Group>
        {mayEdit ? (
          <div>
            <Button type="submit" disabled={!form.changed || form.busy}>
              {form.busy ? <Spinner size="sm" className="me-2" aria-hidden /> : null}
              <FormattedMessage id="mf.dashboard.balance.reports.save" />
            </Button>
          </div>
        ) : null}
      </fieldset>
    </Form>
  );
}

/** The unit's reports: past months and years as PDF, and who gets the monthly one by e-mail. */
export function ReportsCard({ sn }: { sn: string }) {
  const intl = useIntl();
  const form = useReportSettings(sn);
  const data = form.query.data;
  return (
    <SectionCard
      titleId="mf.dashboard.balance.reports"
      testId="balance-reports"
      className=""
      aside={
        data && !data.mayEdit ? (
          <span className="small text-body-secondary">
            <FormattedMessage id="mf.dashboard.balance.reports.readOnly" />
          </span>
        ) : null
      }
    >
      <p className="small text-body-secondary mb-0">
        <FormattedMessage id="mf.dashboard.balance.reports.intro" />
      </p>
      {data && form.draft ? (
        <>
          <Downloads
            sn={sn}
            lastMonth={data.lastMonth}
            energyTaxPath={data.energyTaxPath}
            locationUuid={data.locationUuid}
          />
          <MailSettings
            form={form}
            draft={form.draft}
            mayEdit={data.mayEdit}
            withLocation={data.locationUuid !== null}
          />
        </>
      ) : (
        <Skeleton label={intl.formatMessage({ id: 'mf.dashboard.balance.loading' })}>
          <SkeletonLine width="60%" />
          <SkeletonLine width="40%" />
        </Skeleton>
      )}
    </SectionCard>
  );
}
