import { productGroupSchema } from '@portal/unit-catalog';
import { type SeriesHistory, type SiteCredentials, generateHistory, siteOptionsOf } from '@portal/unit-sim';
import type { DemoUnit } from './demo-world.js';

// The past of a demo unit that sends values: its own simulated physics from `from` up to `to`,
// fast-forwarded (see unit-sim's generateHistory). Quarter hours cover the periods a chart shows in
// them (day, week, month); German days cover the whole history (year, all); raw samples the last two days.

const DAY_MS = 86_400_000;
const QUARTER_HOUR_DAYS = 32;
const RAW_DAYS = 2;

/**
 * `seedOf` gives a serial the seed it is simulated with; a grid meter's `site` units run with theirs.
 * The history runs from `from` to `to`: units of one location start at one instant, so a grid
 * meter's copy of a CHP unit runs the same course as the unit itself.
 */
export function demoHistory(
  unit: DemoUnit,
  seedOf: (sn: string) => number,
  { from, to }: { from: number; to: number },
  site?: SiteCredentials,
): SeriesHistory[] {
  const productGroup = productGroupSchema.parse(unit.productGroup);
  return generateHistory({
    sn: unit.seriennummer,
    productGroup,
    seed: seedOf(unit.seriennummer),
    commissionedAt: unit.inbetriebnahmeDatum === null ? undefined : Date.parse(unit.inbetriebnahmeDatum),
    from,
    to,
    quarterHoursFrom: Math.max(from, to - QUARTER_HOUR_DAYS * DAY_MS),
    rawFrom: Math.max(from, to - RAW_DAYS * DAY_MS),
    ...(site ? { site: siteOptionsOf(site, seedOf) } : {}),
  });
}

/** The last value of every series: what the unit said when the history ends. */
export function finalValues(history: readonly SeriesHistory[]): Record<string, number> {
  const values: Record<string, number> = {};
  for (const s of history) {
    const last = s.samples.value.at(-1) ?? s.quarterHours.lastValue.at(-1);
    if (last !== undefined) values[s.key] = last;
  }
  return values;
}
