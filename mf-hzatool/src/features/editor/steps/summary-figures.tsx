import type { ReactNode } from 'react';
import type { HzaSummary } from '@portal/contracts';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';

/** The utilisation rate a relief needs (§53a EnergieStG). */
export const utilisationThreshold = 70;

function Figure({ label, value, unit }: { label: ReactNode; value: number | null; unit: string }) {
  return (
    <div className="border rounded p-3">
      <dt className="small fw-normal text-body-secondary">{label}</dt>
      <dd className="fs-5 fw-semibold mb-0">
        {value === null ? '–' : <FormattedNumber value={value} maximumFractionDigits={0} />}{' '}
        <span className="fs-6 fw-normal text-body-secondary">{unit}</span>
      </dd>
    </div>
  );
}

/** The energies of the year and the utilisation rate against the 70 % threshold. */
export function SummaryFigures({ summary }: { summary: HzaSummary }) {
  const intl = useIntl();
  const rate = summary.utilisationPercent;
  // The exact rate's verdict; the percent carries the digits that agree with it (69.99, not 70.0).
  const reached = summary.utilisationReached === true;
  return (
    <section aria-labelledby="mfh-summary-figures" className="d-flex flex-column gap-3">
      <h3 id="mfh-summary-figures" className="h6 mb-0">
        <FormattedMessage id="mf.hzatool.summary.figures" />
      </h3>
      {/* A grid, so each figure's dt and dd stay direct children of one div of the list. */}
      <dl
        className="d-grid gap-2 mb-0"
        style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' }}
      >
        <Figure
          label={<FormattedMessage id="mf.hzatool.summary.fuelHs" />}
          value={summary.fuelHsKWh}
          unit="kWh"
        />
        <Figure
          label={<FormattedMessage id="mf.hzatool.summary.fuelHi" />}
          value={summary.fuelHiKWh}
          unit="kWh"
        />
        <Figure
          label={<FormattedMessage id="mf.hzatool.summary.electricity" />}
          value={summary.electricityKWh}
          unit="kWh"
        />
        <Figure
          label={<FormattedMessage id="mf.hzatool.summary.heat" />}
          value={summary.usefulHeatKWh}
          unit="kWh"
        />
        <Figure
          label={<FormattedMessage id="mf.hzatool.summary.auxiliary" />}
          value={summary.auxiliaryKWh}
          unit="kWh"
        />
      </dl>
      <div>
        <div className="d-flex justify-content-between small">
          <span>
            <FormattedMessage id="mf.hzatool.summary.utilisation" />
          </span>
          <strong>
            {rate === null ? (
              '–'
            ) : (
              <FormattedNumber
                value={rate / 100}
                style="percent"
                minimumFractionDigits={1}
                maximumFractionDigits={6}
              />
            )}{' '}
            <FormattedMessage
              id={
                reached ? 'mf.hzatool.summary.utilisation.reached' : 'mf.hzatool.summary.utilisation.missed'
              }
              values={{ threshold: utilisationThreshold }}
            />
          </strong>
        </div>
        <div className="progress mt-1" style={{ height: '0.5rem' }}>
          <div
            className={`progress-bar ${reached ? 'bg-success' : 'bg-warning'}`}
            role="progressbar"
            aria-label={intl.formatMessage({ id: 'mf.hzatool.summary.utilisation' })}
            aria-valuenow={rate ?? 0}
            aria-valuemin={0}
            aria-valuemax={100}
            style={{ width: `${Math.min(rate ?? 0, 100)}%` }}
          />
        </div>
      </div>
    </section>
  );
}
