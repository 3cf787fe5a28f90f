import type { CampaignSkipReason, DryRunUnit } from '@portal/contracts';
import { type UnitKind, validateWrite } from '@portal/unit-catalog';

/** What the plan needs to know of one selected unit. */
export interface PlanInput {
  sn: string;
  productGroup: string;
  kind: UnitKind | undefined;
  firmware: string;
  online: boolean;
  /** Why the campaign's owner may not write to it remotely (a message key), or null. */
  consentProblem: string | null;
  /** The unit's latest values in display units, for the keys written. */
  current: Record<string, number | null>;
}

/** Whether `values` all fit the kind: each key one of its writable data points, within its limits. */
export function kindTakes(kind: UnitKind | undefined, values: Record<string, number>): boolean {
  return (
    kind !== undefined &&
    Object.entries(values).every(([key, value]) => validateWrite(kind, key, value) === null)
  );
}

/**
 * One unit's part in a campaign: written (online), queued (offline, when offline units queue), or
 * skipped — without the operator's consent to the owner's remote access, offline when they do not
 * queue, a value its kind does not take, or every value already as asked.
 */
export function planUnit(unit: PlanInput, values: Record<string, number>, queueOffline: boolean): DryRunUnit {
  const changes = Object.entries(values).map(([key, to]) => ({ key, from: unit.current[key] ?? null, to }));
  const base = {
    sn: unit.sn,
    productGroup: unit.productGroup,
    firmware: unit.firmware,
    online: unit.online,
    changes,
  };
  const skip = (reason: CampaignSkipReason): DryRunUnit => ({ ...base, outcome: 'skip', reason });
  if (!kindTakes(unit.kind, values)) return skip('campaign.skip.range');
  if (unit.consentProblem !== null) return skip('campaign.skip.noconsent');
  if (!unit.online && !queueOffline) return skip('campaign.skip.offline');
  if (changes.every((change) => change.from === change.to)) return skip('campaign.skip.unchanged');
  return { ...base, outcome: unit.online ? 'write' : 'queue', reason: null };
}

/**
 * The stage of each unit to write, by the stages' cumulative shares: the first stages take at least
 * one unit each while units last. `order` spreads them (a hash), so a first stage is not all of one
 * partner's or one region's units.
 */
export function assignStages(
  serials: readonly string[],
  stages: readonly number[],
  order: (sn: string) => number,
) {
  const sorted = [...serials].sort((a, b) => order(a) - order(b) || a.localeCompare(b));
  const result = new Map<string, number>();
  let taken = 0;
  stages.forEach((percent, stage) => {
    const until = Math.min(sorted.length, Math.max(taken + 1, Math.ceil((sorted.length * percent) / 100)));
    for (; taken < until; taken++) result.set(sorted[taken]!, stage);
  });
  return result;
}

/** Whether a finished stage failed too often: more than `share` of its finished commands failed. */
export function failedTooOften(failed: number, finished: number, share: number): boolean {
  return finished > 0 && failed / finished > share;
}
