import type { HzaStep } from '@portal/contracts';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { FormattedMessage } from 'react-intl';
import { stepOfField } from '../editor-state.js';
import { FieldName } from './field-name.js';

/** The fields the completeness check still misses, each with a link to its step. */
export function MissingFields({
  missing,
  onStep,
}: {
  missing: readonly string[];
  onStep: (step: HzaStep) => void;
}) {
  if (missing.length === 0) {
    return (
      <Alert variant="success" className="mb-0">
        <i className="bi bi-check-circle me-2" aria-hidden />
        <FormattedMessage id="mf.hzatool.summary.complete" />
      </Alert>
    );
  }
  return (
    <Alert variant="warning" className="mb-0">
      <h3 className="h6">
        <FormattedMessage id="mf.hzatool.summary.missing" values={{ count: missing.length }} />
      </h3>
      <ul className="mb-0">
        {missing.map((path) => {
          const step = stepOfField(path);
          return (
            <li key={path}>
              <Button variant="link" className="p-0 align-baseline" onClick={() => onStep(step)}>
                <FormattedMessage id={`mf.hzatool.step.${step}`} />: <FieldName path={path} />
              </Button>
            </li>
          );
        })}
      </ul>
    </Alert>
  );
}
