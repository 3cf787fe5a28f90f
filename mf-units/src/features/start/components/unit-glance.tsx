import type { UnitListEntry } from '@portal/contracts';
import { StatusBadge } from '@portal/web-kit';
import { useIntl } from 'react-intl';
import { useUnitsText } from '../../../components/units-text.js';

/**
 * The unit at a glance without connecting (fleet portals' status line): runs or idles with its
 * output or level, a current fault with its text, a lock-out, maintenance due, on- or offline since.
 */
export function UnitGlance({ unit }: { unit: UnitListEntry }) {
  const text = useUnitsText();
  const intl = useIntl();
  const { glance } = unit;
  const since = glance.since
    ? intl.formatDate(glance.since, { dateStyle: 'short', timeStyle: 'short' })
    : undefined;
  const presence =
    since === undefined
      ? text('units.glance.neverOnline')
      : text(unit.online ? 'units.glance.online' : 'units.glance.offline', { since });
  const output = glance.output
    ? `${intl.formatNumber(glance.output.value, { maximumFractionDigits: 1 })} ${glance.output.unit}`
    : undefined;
  const level =
    glance.level !== null
      ? text('units.glance.level', { level: intl.formatNumber(glance.level, { maximumFractionDigits: 0 }) })
      : undefined;
  const running =
    unit.online && glance.starting ? (
      // The dashboard header's word for the same state (issue 40, 35).
      <StatusBadge state="starting">{text('units.glance.starting')}</StatusBadge>
    ) : unit.online && glance.running !== null ? (
      <StatusBadge state={glance.running ? 'running' : 'idle'}>
        {[
          text(glance.running ? 'units.glance.running' : 'units.glance.idle'),
          glance.running ? output : level,
        ]
          .filter(Boolean)
          .join(' · ')}
      </StatusBadge>
    ) : unit.online && level !== undefined ? (
      <StatusBadge state="online">{level}</StatusBadge>
    ) : null;
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 small" data-attention={glance.attention}>
      {glance.fault ? (
        <StatusBadge state="fault">
          {glance.fault.code} {glance.fault.text}
        </StatusBadge>
      ) : null}
      {glance.locked ? <StatusBadge state="locked">{text('units.glance.locked')}</StatusBadge> : null}
      {running}
      {glance.maintenanceDue ? (
        <StatusBadge state="warning">{text('units.glance.maintenance')}</StatusBadge>
      ) : null}
      <span className={unit.online ? 'text-body-secondary' : 'text-body-secondary'}>
        {!unit.online ? <i className="bi bi-cloud-slash me-1" aria-hidden /> : null}
        {presence}
      </span>
    </div>
  );
}
