import type { HzaAbschreibungenResponse } from '@portal/contracts';
import { FormattedMessage } from 'react-intl';
import { IssueLines } from '../../../components/issue-lines.js';
import { useMoney } from '../../../components/use-money.js';

/** What the depreciation check answered: aid relevant since April 2012, what is left, and issues. */
export function AfaFeedback({ answer }: { answer: HzaAbschreibungenResponse }) {
  const money = useMoney();
  return (
    <section aria-live="polite" className="rounded bg-body-tertiary p-3 small d-flex flex-column gap-1">
      <div>
        <FormattedMessage
          id="mf.hzatool.afa.relevantAid"
          values={{ amount: money(answer.relevantAidCents) }}
        />
      </div>
      <div>
        <FormattedMessage id="mf.hzatool.afa.aidBalance" values={{ amount: money(answer.aidBalanceCents) }} />
      </div>
      <IssueLines issues={answer.issues} />
    </section>
  );
}
