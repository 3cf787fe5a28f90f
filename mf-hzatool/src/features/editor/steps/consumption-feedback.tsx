import type { HzaVerbrauchResponse } from '@portal/contracts';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { IssueLines } from '../../../components/issue-lines.js';

/** The fuel the consumption gives, on Hs and Hi, and the issues that belong to no single field. */
export function ConsumptionFeedback({ answer }: { answer: HzaVerbrauchResponse }) {
  const general = answer.issues.filter((issue) => !/^consumption\.(modules\.\d+\.)?\w+$/.test(issue.field));
  return (
    <section aria-live="polite" className="rounded bg-body-tertiary p-3 small d-flex flex-column gap-1">
      <div>
        <FormattedMessage id="mf.hzatool.consumption.result" />{' '}
        {answer.quantity === null ? (
          '–'
        ) : (
          <strong>
            <FormattedNumber value={answer.quantity} maximumFractionDigits={0} />{' '}
            <FormattedMessage id={`mf.hzatool.taxUnit.${answer.taxUnit ?? 'kWhHs'}`} />
          </strong>
        )}
      </div>
      {answer.fuelHsKWh !== null && answer.fuelHiKWh !== null ? (
        <div>
          <FormattedMessage
            id="mf.hzatool.consumption.hsHi"
            values={{
              hs: <FormattedNumber value={answer.fuelHsKWh} maximumFractionDigits={0} />,
              hi: <FormattedNumber value={answer.fuelHiKWh} maximumFractionDigits={0} />,
            }}
          />
        </div>
      ) : null}
      <IssueLines issues={general} />
    </section>
  );
}
