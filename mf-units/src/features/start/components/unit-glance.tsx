import type { UnitListEntry } from '@portal/contracts';
import Badge from 'react-bootstrap/Badge';
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
  const run =
    unit.online && glance.running !== null
      ? [
          text(glance.running ? 'units.glance.running' : 'units.glance.idle'),
          glance.running ? output : undefined,
        ]
      : [];
  const level =
    unit.online && glance.level !== null
      ? text('units.glance.level', { level: intl.formatNumber(glance.level, { maximumFractionDigits: 0 }) })
      : undefined;
  const line = [...run, level].filter((part): part is string => part !== undefined && part !== '');
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 small" data-attention={glance.attention}>
      <span className="d-inline-flex align-items-center gap-1 text-body-secondary">
        <span
          aria-hidden
          className={`d-inline-block rounded-circle ${unit.online ? (glance.running ? 'bg-success' : 'bg-info') : 'bg-secondary'}`}
          style={{ width: 8, height: 8 }}
        />
        {line.length > 0 ? <span className="text-body">{line.join(' · ')}</span> : null}
        <span>{presence}</span>
      </span>
      {glance.fault ? (
        <Badge bg="danger" className="fw-normal text-wrap text-start">
          {glance.fault.code} {glance.fault.text}
        </Badge>
      ) : null}
      {glance.locked ? (
        <Badge bg="danger" className="fw-normal">
          {text('units.glance.locked')}
        </Badge>
      ) : null}
      {glance.maintenanceDue ? (
        <Badge bg="warning" text="dark" className="fw-normal">
          {text('units.glance.maintenance')}
        </Badge>
      ) : null}
    </div>
  );
}
