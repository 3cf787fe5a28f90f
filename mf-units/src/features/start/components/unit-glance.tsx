import type { UnitListEntry } from '@portal/contracts';
import { serviceHorizonDays } from '@portal/contracts/frontend';
import { StatusBadge } from '@portal/web-kit';
import { useIntl } from 'react-intl';
import { useUnitsText } from '../../../components/units-text.js';
import { AttentionReason } from './attention-reason.js';

/**
 * The unit at a glance without connecting (fleet portals' status line): runs or idles with its
 * output or level, a current fault with its text, a lock-out, maintenance due (or due within the
 * horizon), on- or offline since.
 * With `withReason` ('needs attention first') the reason the unit is listed leads, in words, and the
 * glance leaves out what the reason already says (issue 40, 39).
 */
export function UnitGlance({ unit, withReason }: { unit: UnitListEntry; withReason: boolean }) {
  const text = useUnitsText();
  const intl = useIntl();
  const { glance } = unit;
  const reason = withReason ? glance.attention : 'none';
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
    <div className="d-flex flex-column gap-1" data-attention={glance.attention}>
      {reason !== 'none' ? <AttentionReason reason={reason} glance={glance} since={since} /> : null}
      <div className="d-flex flex-wrap align-items-center gap-2 small">
        {glance.fault && reason !== 'fault' ? (
          <StatusBadge state="fault">
            {glance.fault.code} {glance.fault.text}
          </StatusBadge>
        ) : null}
        {glance.locked && reason !== 'locked' ? (
          <StatusBadge state="locked">{text('units.glance.locked')}</StatusBadge>
        ) : null}
        {running}
        {(glance.maintenanceDue || glance.serviceInDays === 0) && reason !== 'maintenance' ? (
          <StatusBadge state="warning">{text('units.glance.maintenance')}</StatusBadge>
        ) : null}
        {!glance.maintenanceDue &&
        glance.serviceInDays !== null &&
        glance.serviceInDays > 0 &&
        glance.serviceInDays <= serviceHorizonDays ? (
          <span className="text-body-secondary">
            <i className="bi bi-wrench-adjustable me-1" aria-hidden />
            {text('units.glance.serviceIn', { days: glance.serviceInDays })}
          </span>
        ) : null}
        {reason === 'offline' ? null : (
          <span className="text-body-secondary">
            {!unit.online ? <i className="bi bi-cloud-slash me-1" aria-hidden /> : null}
            {presence}
          </span>
        )}
      </div>
    </div>
  );
}
