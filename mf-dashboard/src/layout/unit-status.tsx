import {
  type Glance,
  type RunState,
  conditionMet,
  findKind,
  isCurrentFault,
  numericValue,
  runState,
} from '@portal/unit-catalog';
import {
  type ConnectedUnit,
  type MessageIdOf,
  type UnitMetadata,
  type UnitState,
  StatusBadge,
  unitErrorsAtom,
  unitValuesAtom,
  useAtomValue,
} from '@portal/web-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCollectedKeys } from '../unit/use-unit.js';
import { formatValue, useFormatOptions } from '../widgets/format-value.js';
import type { layoutMessages } from './messages.js';

type LayoutMessageId = MessageIdOf<typeof layoutMessages>;

/** The data point keys a kind's glance reads. */
function glanceKeys(glance: Glance | undefined): string[] {
  if (!glance) return [];
  return [
    glance.starting?.key,
    glance.running?.key,
    glance.output,
    glance.level,
    glance.locked?.key,
    glance.maintenanceDue?.key,
  ].filter((key): key is string => key !== undefined);
}

/** The unit list says the same words (mf-units units.glance.*). */
const runStateText: Record<RunState, LayoutMessageId> = {
  starting: 'mf.dashboard.unit.starting',
  running: 'mf.dashboard.unit.running',
  idle: 'mf.dashboard.unit.idle',
};

/**
 * The unit's state beside its title, live: offline, a current fault with its text, a lock-out,
 * starting, running with its output or level, or idle (runState, the list's derivation too);
 * maintenance due as a second badge.
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
  const values = useAtomValue(unitValuesAtom);
  const errors = useAtomValue(unitErrorsAtom);
  const numberOf = (key: string | undefined) =>
    key === undefined ? undefined : numericValue(values.get(key)?.value);
  const met = (condition: Glance['running']) =>
    condition ? conditionMet(condition, numberOf(condition.key)) : undefined;

  const fault = online ? errors.find(isCurrentFault) : undefined;
  const running = glance ? runState(glance, numberOf) : undefined;
  const measure = glance?.output ?? glance?.level;
  const measured = measure !== undefined && numberOf(measure) !== undefined;
  const state: { look: UnitState; id: LayoutMessageId } = !online
    ? { look: 'offline', id: 'mf.dashboard.unit.offline' }
    : fault
      ? { look: 'fault', id: 'mf.dashboard.unit.fault' }
      : met(glance?.locked)
        ? { look: 'locked', id: 'mf.dashboard.unit.locked' }
        : running !== undefined
          ? { look: running, id: runStateText[running] }
          : { look: 'online', id: 'mf.dashboard.unit.online' };
  const faultText = fault
    ? `${fault.codeText} ${meta.faultText(fault.errorCode.category, fault.errorCode.code) ?? ''}`.trim()
    : undefined;
  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-2" data-testid="unit-status">
      <StatusBadge state={state.look}>
        <FormattedMessage id={state.id} />
        {faultText ? `: ${faultText}` : null}
        {online && !fault && (running === 'running' || running === undefined) && measured
          ? ` · ${formatValue(meta, measure, numberOf(measure), options)}`
          : null}
      </StatusBadge>
      {online && met(glance?.maintenanceDue) ? (
        <StatusBadge state="warning">
          {intl.formatMessage({ id: 'mf.dashboard.unit.maintenanceDue' })}
        </StatusBadge>
      ) : null}
    </span>
  );
}
