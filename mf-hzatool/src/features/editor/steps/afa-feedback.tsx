import type { HzaAbschreibungenResponse } from '@portal/contracts';
import { FormattedMessage } from 'react-intl';
import { IssueLines } from '../../../components/issue-lines.js';
import { useMoney } from '../../../components/use-money.js';

/**
 * What the depreciation check answered: aid relevant since April 2012, what earlier years offset
 * (each year in the tool, and the user's figure for those before), what is left, and issues.
 */
export function AfaFeedback({
  answer,
  offsetEarlierCents,
}: {
  answer: HzaAbschreibungenResponse;
  offsetEarlierCents: number;
}) {
  const money = useMoney();
  return (
    <section aria-live="polite" className="rounded bg-body-tertiary p-3 small d-flex flex-column gap-1">
      <div>
        <FormattedMessage
          id="mf.hzatool.afa.relevantAid"
          values={{ amount: money(answer.relevantAidCents) }}
        />
      </div>
      {offsetEarlierCents > 0 ? (
        <div>
          <FormattedMessage
            id="mf.hzatool.afa.offsetEarlier"
            values={{ amount: money(offsetEarlierCents) }}
          />
        </div>
      ) : null}
      {answer.earlierYears
        .filter((entry) => entry.offsetCents > 0)
        .map((entry) => (
          <div key={entry.year}>
            <FormattedMessage
              id="mf.hzatool.afa.earlierYear"
              values={{ year: entry.year, amount: money(entry.offsetCents) }}
            />
          </div>
        ))}
      <div className="fw-semibold">
        <FormattedMessage id="mf.hzatool.afa.aidBalance" values={{ amount: money(answer.aidBalanceCents) }} />
      </div>
      <IssueLines issues={answer.issues} />
    </section>
  );
}
