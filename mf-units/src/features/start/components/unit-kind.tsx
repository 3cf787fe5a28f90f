import type { UnitListEntry } from '@portal/contracts';

/** Module and name of a unit, e.g. 'L1 · Dachs Gen2 F5.5'. */
export function UnitKind({ unit }: { unit: UnitListEntry }) {
  const parts = [unit.module, unit.benennung].filter(Boolean);
  return <span className="small text-body-secondary">{parts.join(' · ')}</span>;
}
