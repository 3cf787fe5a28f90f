import type { UnitCommand } from '@portal/contracts';
import { type UnitMetadata, useErrorText } from '@portal/web-kit';
import { FormattedMessage } from 'react-intl';
import { formatValue, useFormatOptions } from '../../../../widgets/format-value.js';
import { useRefusalReason } from '../../../../widgets/inputs/input-text.js';
import { valueLabel } from '../../../../widgets/text/text-content.js';

/** Why a command failed, in words: exception.* keys from the contracts, write.* ones from the catalogue. */
export function useReasonText(meta: UnitMetadata): (key: string) => string {
  const errorText = useErrorText();
  const because = useRefusalReason(meta);
  return (key) => (key.startsWith('write.') ? because(key) : errorText(key));
}

/**
 * A command's values as the widgets name and format them; once read back, the value the unit
 * reports beside each, and a refused key's reason.
 */
export function CommandValues({ command, meta }: { command: UnitCommand; meta: UnitMetadata }) {
  const options = useFormatOptions();
  const reasonText = useReasonText(meta);
  return (
    <ul className="mfd-command-values">
      {Object.entries(command.values).map(([key, value]) => {
        const refused = command.errors[key];
        return (
          <li key={key}>
            <span className="text-body-secondary">{valueLabel(meta, key)}:</span>{' '}
            <strong>{formatValue(meta, key, value, options)}</strong>
            {key in command.readBack ? (
              <span className="text-body-secondary">
                {' '}
                (
                <FormattedMessage
                  id="mf.dashboard.commands.readBack"
                  values={{ value: formatValue(meta, key, command.readBack[key], options) }}
                />
                )
              </span>
            ) : null}
            {refused ? <span className="text-danger-emphasis"> – {reasonText(refused)}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** 'Warmwasser-Solltemperatur 60,0 °C, …' for the cancel question. */
export function useValuesSummary(meta: UnitMetadata): (command: UnitCommand) => string {
  const options = useFormatOptions();
  return (command) =>
    Object.entries(command.values)
      .map(([key, value]) => `${valueLabel(meta, key)} ${formatValue(meta, key, value, options)}`)
      .join(', ');
}
