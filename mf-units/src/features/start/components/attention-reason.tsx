import type { UnitAttention, UnitGlance } from '@portal/contracts';
import { UnitsText } from '../../../components/units-text.js';

const icons = {
  fault: 'bi-x-octagon-fill text-danger',
  locked: 'bi-lock-fill text-danger',
  offline: 'bi-cloud-slash-fill text-warning',
  maintenance: 'bi-tools text-warning',
} as const;

/**
 * Why 'needs attention first' lists the unit (issue 40, 39): its fault with the text, the lock-out,
 * offline since when (or never heard of), or maintenance due.
 */
export function AttentionReason({
  reason,
  glance,
  since,
}: {
  reason: Exclude<UnitAttention, 'none'>;
  glance: UnitGlance;
  /** The last on/offline change, formatted; undefined when never heard of. */
  since: string | undefined;
}) {
  const detail =
    reason === 'fault' ? (
      <UnitsText
        id="units.attention.fault"
        values={{ code: glance.fault?.code ?? '', text: glance.fault?.text ?? '' }}
      />
    ) : reason === 'offline' ? (
      since === undefined ? (
        <UnitsText id="units.attention.neverOnline" />
      ) : (
        <UnitsText id="units.attention.offline" values={{ since }} />
      )
    ) : (
      <UnitsText id={reason === 'locked' ? 'units.attention.locked' : 'units.attention.maintenance'} />
    );
  return (
    <div className="small fw-semibold d-flex align-items-baseline gap-1" data-testid="attention-reason">
      <i className={`bi ${icons[reason]}`} aria-hidden />
      <span>
        <span className="text-body-secondary fw-normal">
          <UnitsText id="units.attention.label" />
        </span>{' '}
        {detail}
      </span>
    </div>
  );
}
