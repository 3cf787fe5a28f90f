import type { BalanceResponse } from '@portal/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { SectionCard } from './section-card.js';
import { useFigures } from './use-figures.js';

type Check = BalanceResponse['closure'][number];

/**
 * Decimals that tell the difference from the tolerance: a check that misses by 2.04 % reads
 * "2,04 %", not "2,0 %" beside "weicht ab (±2 %)".
 */
export function percentDigits(check: Check): number {
  const off = Math.abs(check.differencePercent ?? 0);
  for (let digits = 1; digits < 3; digits++) {
    const shown = Number(off.toFixed(digits));
    if (check.closes ? shown <= check.tolerancePercent : shown > check.tolerancePercent) return digits;
  }
  return 3;
}

/** A difference that rounds to nothing reads "0,0", not "-0,0". */
const unsignedZero = (value: number, digits: number) => Number(value.toFixed(digits)) || 0;

/** Where the unit meters both sides: does the balance close, and by how much does it miss? */
export function ClosureCard({ balance }: { balance: BalanceResponse }) {
  const f = useFigures();
  const intl = useIntl();
  // A calendar day as the reader writes it (the server names days by their Berlin date).
  const day = (date: string) =>
    intl.formatDate(Date.parse(`${date}T12:00:00Z`), { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return (
    <SectionCard titleId="mf.dashboard.balance.closure" className="">
      {balance.closure.length === 0 ? (
        <p className="small text-body-secondary mb-0">
          <i className="bi bi-info-circle me-1" aria-hidden />
          <FormattedMessage id="mf.dashboard.balance.closure.none" />
        </p>
      ) : (
        <ul className="list-unstyled mb-0 d-flex flex-column gap-2">
          {balance.closure.map((check) => (
            <li key={check.check} className="d-flex gap-2">
              <i
                className={`bi ${check.closes ? 'bi-check-circle-fill text-success' : 'bi-exclamation-circle-fill text-warning'}`}
                aria-hidden
              />
              <div>
                <div>
                  <FormattedMessage id={`mf.dashboard.balance.closure.${check.check}`} />:{' '}
                  <strong>
                    {check.closes ? (
                      <FormattedMessage
                        id="mf.dashboard.balance.closure.closes"
                        values={{ tolerance: check.tolerancePercent }}
                      />
                    ) : (
                      <FormattedMessage id="mf.dashboard.balance.closure.open" />
                    )}
                  </strong>
                </div>
                <div className="small text-body-secondary">
                  <FormattedMessage
                    id="mf.dashboard.balance.closure.difference"
                    values={{
                      kWh: f.number(unsignedZero(check.differenceKWh, 1), 1),
                      percent:
                        check.differencePercent === null
                          ? '–'
                          : f.percent(
                              unsignedZero(check.differencePercent, percentDigits(check)) / 100,
                              percentDigits(check),
                            ),
                    }}
                  />
                </div>
                {check.days ? (
                  <div className="small text-body-secondary">
                    <FormattedMessage
                      id="mf.dashboard.balance.closure.days"
                      values={{ from: day(check.days.from), to: day(check.days.to) }}
                    />
                  </div>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
