import { germanStateName, mayViewFleet, serviceHorizonDays } from '@portal/contracts/frontend';
import { appInfoAtom, currentUserAtom, useAtomValue, Link } from '@portal/web-kit';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useIntl } from 'react-intl';
import { UnitsText, useUnitsText } from '../../../components/units-text.js';
import type { UnitsMessageId } from '../../../components/messages.js';
import type { ChangeSettings } from '../hooks/use-list-settings.js';
import type { ListSettings } from '../list-settings.js';
import { fleetFilterOf } from '../api/unit-list-request.js';

const statusTexts: Record<string, UnitsMessageId> = {
  fault: 'units.fleetFilter.status.fault',
  warning: 'units.fleetFilter.status.warning',
  offline: 'units.fleetFilter.status.offline',
  ok: 'units.fleetFilter.status.ok',
};

/**
 * While a link of the fleet overview narrows the list (issue 44: a state, a status, locked or online
 * units): what it shows, each part removable, and the way back to the overview.
 */
export function FleetFilterBanner({ settings, change }: { settings: ListSettings; change: ChangeSettings }) {
  const text = useUnitsText();
  const intl = useIntl();
  const { locale } = intl;
  const user = useAtomValue(currentUserAtom);
  const app = useAtomValue(appInfoAtom);
  const filter = fleetFilterOf(settings);
  const chips: { key: string; label: string; clear: Partial<ListSettings> }[] = [];
  if (filter.region) {
    const label =
      filter.region === 'unknown'
        ? text('units.fleetFilter.unknownRegion')
        : germanStateName(filter.region, locale);
    chips.push({ key: 'region', label, clear: { fleetRegion: '' } });
  }
  if (filter.status)
    chips.push({
      key: 'status',
      label: text(statusTexts[filter.status] ?? 'units.fleetFilter.status.ok'),
      clear: { fleetStatus: '' },
    });
  if (filter.locked)
    chips.push({ key: 'locked', label: text('units.fleetFilter.locked'), clear: { onlyLocked: false } });
  if (filter.maintenanceDue)
    chips.push({
      key: 'maintenance',
      label: text('units.fleetFilter.maintenance', { days: serviceHorizonDays }),
      clear: { onlyMaintenance: false },
    });
  if (filter.online)
    chips.push({ key: 'online', label: text('units.fleetFilter.online'), clear: { onlyOnline: false } });
  if (filter.addedSince)
    chips.push({
      key: 'since',
      label: text('units.fleetFilter.addedSince', {
        time: intl.formatDate(filter.addedSince, { dateStyle: 'medium', timeStyle: 'short' }),
      }),
      clear: { addedSince: '' },
    });
  if (chips.length === 0) return null;
  return (
    <Alert
      variant="info"
      className="d-flex flex-wrap align-items-center gap-2 mx-3 mt-3 mb-0 py-2 px-3 small"
      data-testid="fleet-filter-banner"
    >
      <i className="bi bi-map" aria-hidden />
      <span className="me-1">
        <UnitsText id="units.fleetFilter.label" />
      </span>
      {chips.map((chip) => (
        <Button
          key={chip.key}
          size="sm"
          variant="light"
          className="border rounded-pill"
          onClick={() => change(chip.clear)}
          aria-label={text('units.fleetFilter.remove', { name: chip.label })}
        >
          {chip.label}
          <i className="bi bi-x ms-1" aria-hidden />
        </Button>
      ))}
      {user && app && mayViewFleet(user.roles, app.brand) ? (
        <Link className="ms-auto" to="/fleet">
          <UnitsText id="units.fleetFilter.back" />
        </Link>
      ) : null}
    </Alert>
  );
}
