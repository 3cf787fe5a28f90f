import type { UnitError } from '@portal/contracts';
import { productGroupSchema } from '@portal/unit-catalog';
import { type SiteCredentials, UnitModel, hashSeed, siteOptionsOf } from '@portal/unit-sim';
import type { DemoUnit } from './demo-world.js';

// A demo unit that no simulator runs looks offline. Real units that went offline sent values before,
// so 'use offline' shows what they said last: each gets its last word from the same model the
// simulated units run, taken at a moment some hours to days ago.

const HOUR_MS = 3_600_000;
/** Model time before the last word, so the physics have settled (storage temperatures, run state). */
const WARM_UP_MS = 2 * HOUR_MS;

export interface LastWord {
  ts: number;
  values: Record<string, unknown>;
  errors: UnitError[];
  module: string;
  firmware: string;
}

/** Units that would send values: connectable, under contract, not decommissioned. */
export function speaksOnline(unit: DemoUnit): boolean {
  return unit.msrTyp === 3 && unit.hasVertrag && unit.ausserbetriebnahmeDatum === null;
}

/** A stable seed per serial: a unit says the same last word in every seeded world. */
const lastWordSeed = (sn: string) => hashSeed('last word', sn);

/**
 * What `unit` said last before it went offline, between 3 hours and 10 days before `now`; a grid
 * meter's `site` units run with their last-word seeds.
 */
export function lastWordOf(unit: DemoUnit, now: number, site?: SiteCredentials): LastWord | undefined {
  const productGroup = productGroupSchema.safeParse(unit.productGroup);
  if (!productGroup.success || !speaksOnline(unit)) return undefined;
  const seed = lastWordSeed(unit.seriennummer);
  const ts = Math.floor((now - (3 + (seed % 237)) * HOUR_MS) / 10_000) * 10_000;
  const commissioned = unit.inbetriebnahmeDatum === null ? undefined : Date.parse(unit.inbetriebnahmeDatum);
  if (commissioned !== undefined && commissioned > ts - WARM_UP_MS) return undefined;
  const model = new UnitModel({
    sn: unit.seriennummer,
    productGroup: productGroup.data,
    seed,
    startTime: ts - WARM_UP_MS,
    commissionedAt: commissioned,
    ...(site ? { site: siteOptionsOf(site, lastWordSeed) } : {}),
  });
  model.advanceTo(ts);
  return {
    ts,
    values: model.values(),
    errors: model.errors(),
    module: unit.module,
    firmware: model.firmware,
  };
}
