import type { HzaIssue } from '@portal/contracts';
import { useIssueText } from './use-issue-text.js';

/** The calculation's remarks that belong to no single field, errors red and warnings amber. */
export function IssueLines({ issues }: { issues: readonly HzaIssue[] }) {
  const issueText = useIssueText();
  return issues.map((issue) => (
    <div
      key={`${issue.field}-${issue.key}`}
      className={issue.severity === 'error' ? 'text-danger-emphasis' : 'text-warning-emphasis'}
    >
      <i className="bi bi-exclamation-triangle me-1" aria-hidden />
      {issueText(issue.key)}
    </div>
  ));
}
