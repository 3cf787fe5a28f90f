import { fleetStatuses } from '@portal/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FleetMessageId } from '../../../components/message-ids.js';
import { emptyColor, statusColors, statusIcons } from '../map-points.js';

export const statusTexts: Record<(typeof fleetStatuses)[number], FleetMessageId> = {
  fault: 'mf.fleet.overview.fault',
  warning: 'mf.fleet.overview.warning',
  offline: 'mf.fleet.overview.offline',
  ok: 'mf.fleet.overview.ok',
};

/** A colour swatch with the status's icon, so the colour is never the only cue. */
export function StatusSwatch({ color, icon, dark }: { color: string; icon?: string; dark?: boolean }) {
  return (
    <span
      className="d-inline-flex align-items-center justify-content-center rounded-circle flex-shrink-0 border"
      style={{ width: '1.25rem', height: '1.25rem', background: color, fontSize: '0.7rem' }}
      aria-hidden
    >
      {icon ? <i className={`bi ${icon} ${dark ? 'text-dark' : 'text-white'}`} /> : null}
    </span>
  );
}

/** What the map's colours say: each state is coloured by the worst status among its units. */
export function MapLegend() {
  const intl = useIntl();
  return (
    <ul
      className="list-unstyled d-flex flex-wrap column-gap-3 row-gap-1 small mb-0"
      aria-label={intl.formatMessage({ id: 'mf.fleet.overview.legend' })}
    >
      {fleetStatuses.map((status) => (
        <li key={status} className="d-flex align-items-center gap-1">
          <StatusSwatch color={statusColors[status]} icon={statusIcons[status]} dark={status === 'warning'} />
          <FormattedMessage id={statusTexts[status]} />
        </li>
      ))}
      <li className="d-flex align-items-center gap-1">
        <StatusSwatch color={emptyColor} />
        <FormattedMessage id="mf.fleet.overview.legend.none" />
      </li>
    </ul>
  );
}
