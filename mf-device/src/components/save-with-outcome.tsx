import Button from 'react-bootstrap/Button';
import { FormattedMessage } from 'react-intl';
import { type Outcome, OutcomeAlert } from './outcome-alert.js';

/** A settings form's foot: its Save button and, below it, how the last save ended. */
export function SaveWithOutcome({ busy, outcome }: { busy: boolean; outcome: Outcome | null }) {
  return (
    <div className="d-flex flex-column gap-2 align-items-start">
      <Button type="submit" disabled={busy}>
        <FormattedMessage id="save" />
      </Button>
      <OutcomeAlert outcome={outcome} />
    </div>
  );
}
