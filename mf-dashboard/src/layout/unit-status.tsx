import { type Glance, conditionMet, findKind } from '@portal/unit-catalog';
import {
  type ConnectedUnit,
  type UnitMetadata,
  portalStore,
  unitErrorsAtom,
  unitValuesAtom,
} from '@portal/web-kit';
import { useAtomValue } from 'jotai';
import Badge from 'react-bootstrap/Badge';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DashboardMessageId } from '../app/message-ids.js';
import { useCollectedKeys } from '../unit/use-unit.js';
import { formatValue, useFormatOptions } from '../widgets/format-value.js';

/** The data point keys a kind's glance reads. */
function glanceKeys(glance: Glance | undefined): string[] {
  if (!glance) return [];
  return [
    glance.running?.key,
    glance.output,
    glance.level,
    glance.locked?.key,
    glance.maintenanceDue?.key,
  ].filter((key): key is string => key !== undefined);
}

/**
 * The unit's state beside its title, live: offline, a current fault with its text, a lock-out,
 * running with its output or level, or idle; maintenance due as a second badge.
 */
export function UnitStatus({
  sn,
  unit,
  meta,
  online,
}: {
  sn: string;
  unit: ConnectedUnit;
  meta: UnitMetadata;
  online: boolean;
}) {
  const intl = useIntl();
  const options = useFormatOptions();
  const glance = findKind(unit.productGroup)?.glance;
  useCollectedKeys(sn, unit, glanceKeys(glance));
  const values = useAtomValue(unitValuesAtom, { store: portalStore });
  const errors = useAtomValue(unitErrorsAtom, { store: portalStore });
  const numberOf = (key: string | undefined) => {
    const value = key === undefined ? undefined : values.get(key)?.value;
    // Flags arrive as booleans; glance conditions compare numbers, as the unit sends them.
    if (typeof value === 'boolean') return Number(value);
    return typeof value === 'number' ? value : undefined;
  };
  const met = (condition: Glance['running']) =>
    condition ? conditionMet(condition, numberOf(condition.key)) : undefined;

  const fault = online
    ? errors.find((error) => error.currentError && error.codeText.startsWith('E'))
    : undefined;
  const running = met(glance?.running);
  const measure = glance?.output ?? glance?.level;
  const measured = measure !== undefined && numberOf(measure) !== undefined;
  const state: { bg: string; icon: string; id: DashboardMessageId } = !online
    ? { bg: 'secondary', icon: 'bi-cloud-slash', id: 'mf.dashboard.unit.offline' }
    : fault
      ? { bg: 'danger', icon: 'bi-x-octagon', id: 'mf.dashboard.unit.fault' }
      : met(glance?.locked)
        ? { bg: 'danger', icon: 'bi-lock', id: 'mf.dashboard.unit.locked' }
        : running === true
          ? { bg: 'success', icon: 'bi-play-circle', id: 'mf.dashboard.unit.running' }
          : running === false
            ? { bg: 'info', icon: 'bi-pause-circle', id: 'mf.dashboard.unit.idle' }
            : { bg: 'success', icon: 'bi-broadcast', id: 'mf.dashboard.unit.online' };
  const faultText = fault
    ? `${fault.codeText} ${meta.faultText(fault.errorCode.category, fault.errorCode.code) ?? ''}`.trim()
    : undefined;
  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-2" data-testid="unit-status">
      <Badge
        bg={state.bg}
        text={state.bg === 'info' ? 'dark' : undefined}
        className="mfd-unit-status fw-semibold text-wrap text-start"
      >
        <i className={`bi ${state.icon} me-1`} aria-hidden />
        <FormattedMessage id={state.id} />
        {faultText ? `: ${faultText}` : null}
        {online && !fault && running !== false && measured
          ? ` · ${formatValue(meta, measure, numberOf(measure), options)}`
          : null}
      </Badge>
      {online && met(glance?.maintenanceDue) ? (
        <Badge bg="warning" text="dark" className="mfd-unit-status fw-semibold">
          <i className="bi bi-wrench-adjustable me-1" aria-hidden />
          {intl.formatMessage({ id: 'mf.dashboard.unit.maintenanceDue' })}
        </Badge>
      ) : null}
    </span>
  );
}
