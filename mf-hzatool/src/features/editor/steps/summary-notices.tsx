import type { HzaSummary } from '@portal/contracts';
import Alert from 'react-bootstrap/Alert';
import { useIssueText } from '../../../components/use-issue-text.js';

/** Why there is no relief (or less), the calculation's notices and its issues, in words. */
export function SummaryNotices({ summary }: { summary: HzaSummary }) {
  const issueText = useIssueText();
  const variant = summary.kind === 'relief' ? 'info' : summary.kind === 'invalid' ? 'danger' : 'warning';
  const texts = [
    ...(summary.messageKey ? [summary.messageKey] : []),
    ...summary.notices,
    ...summary.issues.map((issue) => issue.key),
  ].filter((key, index, all) => all.indexOf(key) === index);
  if (texts.length === 0) return null;
  return (
    <Alert variant={variant} className="mb-0">
      <ul className="mb-0 ps-3">
        {texts.map((key) => (
          <li key={key}>{issueText(key)}</li>
        ))}
      </ul>
    </Alert>
  );
}
