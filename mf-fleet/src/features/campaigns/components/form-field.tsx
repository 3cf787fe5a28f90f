import { writeErrorKeys, writeErrorTexts } from '@portal/unit-catalog';
import { languageAtom, useAtomValue } from '@portal/web-kit';
import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage } from 'react-intl';
import type { FleetMessageId } from '../../../components/message-ids.js';
import type { DraftProblem } from '../campaign-draft.js';

const isWriteError = (problem: DraftProblem): problem is (typeof writeErrorKeys)[number] =>
  (writeErrorKeys as readonly string[]).includes(problem);

/** A problem in words: the catalogue's own texts for its write checks, ours for the rest. */
export function ProblemText({ problem }: { problem: DraftProblem }) {
  const language = useAtomValue(languageAtom);
  if (isWriteError(problem)) return <>{writeErrorTexts[problem][language]}</>;
  return <FormattedMessage id={`mf.fleet.campaigns.problem.${problem}`} />;
}

/** One labelled field with its hint and its problem below it (tied to the input for screen readers). */
export function Field({
  id,
  label,
  hint,
  problem,
  className,
  children,
}: {
  id: string;
  label: FleetMessageId;
  hint?: ReactNode;
  problem: DraftProblem | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form.Group controlId={id} className={className}>
      <Form.Label className="small fw-semibold mb-1">
        <FormattedMessage id={label} />
      </Form.Label>
      {children}
      {problem ? (
        <Form.Control.Feedback type="invalid" id={`${id}-problem`} className="d-block">
          <ProblemText problem={problem} />
        </Form.Control.Feedback>
      ) : hint ? (
        <Form.Text id={`${id}-hint`} className="d-block">
          {hint}
        </Form.Text>
      ) : null}
    </Form.Group>
  );
}

/** What an input of `Field` names as its description: the problem, else the hint. */
export function describedBy(
  id: string,
  problem: DraftProblem | undefined,
  hint: boolean,
): string | undefined {
  return problem ? `${id}-problem` : hint ? `${id}-hint` : undefined;
}
