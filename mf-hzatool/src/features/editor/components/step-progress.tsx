import { type HzaStep, hzaSteps } from '@portal/contracts';
import { FormattedMessage, useIntl } from 'react-intl';

/** The six steps as a progress bar and a list of buttons to jump to any of them. */
export function StepProgress({ step, onStep }: { step: HzaStep; onStep: (step: HzaStep) => void }) {
  const intl = useIntl();
  const index = hzaSteps.indexOf(step);
  const label = intl.formatMessage(
    { id: 'mf.hzatool.editor.progress' },
    {
      current: index + 1,
      total: hzaSteps.length,
      step: intl.formatMessage({ id: `mf.hzatool.step.${step}` }),
    },
  );
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'mf.hzatool.editor.steps' })}
      className="d-flex flex-column gap-2"
    >
      {/* Bootstrap's markup by hand: react-bootstrap's ProgressBar puts aria-label on the wrapper. */}
      <div className="progress" style={{ height: '0.5rem' }}>
        <div
          className="progress-bar bg-primary"
          role="progressbar"
          aria-label={label}
          aria-valuenow={index + 1}
          aria-valuemin={1}
          aria-valuemax={hzaSteps.length}
          aria-valuetext={label}
          style={{ width: `${((index + 1) / hzaSteps.length) * 100}%` }}
        />
      </div>
      <ol className="list-unstyled d-flex flex-wrap gap-1 mb-0">
        {hzaSteps.map((entry, position) => (
          <li key={entry}>
            <button
              type="button"
              className={`btn btn-sm ${entry === step ? 'btn-primary' : position < index ? 'btn-outline-primary' : 'btn-outline-secondary'}`}
              aria-current={entry === step ? 'step' : undefined}
              onClick={() => onStep(entry)}
            >
              <span aria-hidden>{position + 1}. </span>
              <FormattedMessage id={`mf.hzatool.step.${entry}`} />
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
