import {
  type AlarmChannel,
  type AlarmFollow,
  alarmChannels,
  incidentKinds,
  incidentSeverities,
} from '@portal/contracts';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';

type Group = 'kinds' | 'severities' | 'channels';

const choices = { kinds: incidentKinds, severities: incidentSeverities, channels: alarmChannels };

/** The words for a kind, severity or channel (the /alarms page's where it has them). */
export function useChoiceText(): (group: Group, value: string) => string {
  const intl = useIntl();
  return (group, value) =>
    intl.formatMessage({
      id:
        group === 'kinds'
          ? `mf.fleet.alarms.kind.${value as (typeof incidentKinds)[number]}`
          : group === 'severities'
            ? `mf.fleet.alarms.severity.${value as (typeof incidentSeverities)[number]}`
            : `mf.fleet.notify.channel.${value as AlarmChannel}`,
    });
}

/** What to follow: three groups of checkboxes, each a fieldset with its legend. */
export function FollowFields({
  follow,
  onChange,
  disabled,
}: {
  follow: AlarmFollow;
  onChange: (follow: AlarmFollow) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const text = useChoiceText();
  const toggle = (group: Group, value: string, on: boolean) => {
    const chosen = follow[group] as string[];
    const next = on ? [...chosen, value] : chosen.filter((v) => v !== value);
    // In the order the contracts list them, so a saved setting reads the same way.
    onChange({ ...follow, [group]: (choices[group] as readonly string[]).filter((v) => next.includes(v)) });
  };
  return (
    <div className="row g-3">
      {(['kinds', 'severities', 'channels'] as const).map((group) => (
        <fieldset key={group} className="col-12 col-sm-4" disabled={disabled}>
          <legend className="fs-6 fw-semibold mb-2">
            <FormattedMessage id={`mf.fleet.notify.${group}`} />
          </legend>
          {choices[group].map((value) => (
            <Form.Check
              key={value}
              id={`${id}-${group}-${value}`}
              label={text(group, value)}
              checked={(follow[group] as string[]).includes(value)}
              onChange={(event) => toggle(group, value, event.target.checked)}
            />
          ))}
        </fieldset>
      ))}
    </div>
  );
}
