import type { BalanceResponse } from '@portal/contracts';
import { FormattedMessage } from 'react-intl';
import { SectionCard } from './section-card.js';
import { useFigures } from './use-figures.js';

/** Degree days from the unit's own outdoor sensor and the weather-normalised year-on-year change. */
export function DegreeDaysCard({ balance }: { balance: BalanceResponse }) {
  const f = useFigures();
  const d = balance.degreeDays;
  const rows: [string, string][] = [
    ['value', `${f.number(d.degreeDays)} K·d`],
    ['heatingDays', f.number(d.heatingDays)],
    ['meanOutdoor', d.meanOutdoorC === null ? '–' : `${f.number(d.meanOutdoorC, 1)} °C`],
    ['perDegreeDay', d.heatPerDegreeDay === null ? '–' : `${f.number(d.heatPerDegreeDay, 1)} kWh/K·d`],
    [
      'previous',
      d.previous?.heatPerDegreeDay == null ? '–' : `${f.number(d.previous.heatPerDegreeDay, 1)} kWh/K·d`,
    ],
  ];
  return (
    <SectionCard titleId="mf.dashboard.balance.degreeDays" className="flex-grow-1">
      {d.sensor ? (
        <div>
          <dl className="mfd-balance-list mb-2">
            {rows.map(([id, value]) => (
              <div key={id} className="d-flex justify-content-between gap-3 py-1">
                <dt className="fw-normal">
                  <FormattedMessage
                    id={`mf.dashboard.balance.degreeDays.${id}` as 'mf.dashboard.balance.degreeDays.value'}
                  />
                </dt>
                <dd className="mb-0 text-nowrap mfd-balance-amount">{value}</dd>
              </div>
            ))}
            {d.normalisedChangePercent === null ? null : (
              <div className="d-flex justify-content-between gap-3 py-1 border-top fw-semibold">
                <dt>
                  <FormattedMessage id="mf.dashboard.balance.degreeDays.change" />
                </dt>
                <dd className="mb-0 text-nowrap mfd-balance-amount">
                  {d.normalisedChangePercent > 0 ? '+' : ''}
                  {f.percent(d.normalisedChangePercent / 100)}
                </dd>
              </div>
            )}
          </dl>
          <p className="small text-body-secondary mb-0">
            <FormattedMessage id="mf.dashboard.balance.degreeDays.note" />
          </p>
        </div>
      ) : (
        <p className="small text-body-secondary mb-0" role="status">
          <i className="bi bi-thermometer-low me-1" aria-hidden />
          <FormattedMessage id="mf.dashboard.balance.degreeDays.noSensor" />
        </p>
      )}
    </SectionCard>
  );
}
