import type { CommandState } from '@portal/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import './commands-card.css';

/** The way of a command that goes well (issue 44): queued → sent → acknowledged → confirmed. */
export const commandSteps = ['queued', 'sent', 'acknowledged', 'confirmed'] as const;

/**
 * A pending command's state as a step indicator: the steps behind it ticked, its own marked as the
 * current one (aria-current), the rest to come; each step says which of the three it is in words.
 */
export function CommandSteps({ state }: { state: CommandState }) {
  const intl = useIntl();
  const at = commandSteps.indexOf(state as (typeof commandSteps)[number]);
  return (
    <ol
      className="mfd-command-steps"
      aria-label={intl.formatMessage({ id: 'mf.dashboard.commands.progress' })}
    >
      {commandSteps.map((step, index) => {
        const look = index < at ? 'done' : index === at ? 'current' : 'next';
        const name = intl.formatMessage({ id: `mf.dashboard.commands.step.${step}` });
        return (
          <li
            key={step}
            className={`mfd-command-step mfd-command-step-${look}`}
            aria-current={look === 'current' ? 'step' : undefined}
          >
            <i
              className={`bi ${look === 'done' ? 'bi-check-circle-fill' : look === 'current' ? 'bi-record-circle' : 'bi-circle'}`}
              aria-hidden
            />
            <span aria-hidden>{name}</span>
            <span className="visually-hidden">
              <FormattedMessage
                id={
                  look === 'done'
                    ? 'mf.dashboard.commands.stepDone'
                    : look === 'current'
                      ? 'mf.dashboard.commands.stepCurrent'
                      : 'mf.dashboard.commands.stepNext'
                }
                values={{ step: name }}
              />
            </span>
          </li>
        );
      })}
    </ol>
  );
}
