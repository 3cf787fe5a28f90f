import Alert from 'react-bootstrap/Alert';
import { FormattedMessage } from 'react-intl';
import { useIssueText } from '../../../components/use-issue-text.js';
import { FieldName } from '../steps/field-name.js';
import type { UnsavedField } from '../storable.js';

/** Why "next" did not move on: entries the contract refuses, or a save that failed. */
export function UnsavedNotice({
  reason,
  unsaved,
}: {
  reason: 'invalid' | 'failed';
  unsaved: readonly UnsavedField[];
}) {
  const issueText = useIssueText();
  return (
    <Alert variant="danger" className="mb-0" role="alert" data-testid="mfh-unsaved">
      <FormattedMessage id={`mf.hzatool.unsaved.${reason}`} />
      {reason === 'invalid' ? (
        <ul className="mb-0 mt-1">
          {unsaved.map(({ field, key }) => (
            <li key={field}>
              <FieldName path={field} />: {issueText(key)}
            </li>
          ))}
        </ul>
      ) : null}
    </Alert>
  );
}
