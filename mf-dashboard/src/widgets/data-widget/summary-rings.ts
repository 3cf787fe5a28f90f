import type { ContentItem } from '@portal/unit-catalog';
import type { UnitMetadata } from '@portal/web-kit';
import { type RingSpec, maxRings, ringsShownFor } from '../rings/rings-model.js';
import { textContentKey } from '../text/text-content.js';

const numericTypes = new Set(['int', 'uint', 'float']);

/**
 * Spec 2 "Ring chart … shown when 5, 7 or 9 or more data points": a values widget with that many
 * value rows gets a ring chart of its first (up to four) measured numeric data points that have both
 * bounds. Settings take no ring (issue 40): where a set point sits in its allowed range says nothing
 * (the heating curve's rings), its row says the value. The rows themselves are the legend (each
 * marked with its ring's colour), so no value is listed twice.
 */
export function summaryRings(contents: readonly ContentItem[], meta: UnitMetadata): RingSpec[] | null {
  const keys = contents.flatMap((content) =>
    content.type === 'text' ? (textContentKey(content) ?? []) : [],
  );
  if (!ringsShownFor(keys.length)) return null;
  const rings = keys
    .flatMap((key) => {
      const def = meta.dataPoint(key);
      const min = def?.menuItem?.min;
      const max = def?.menuItem?.max;
      const measured = def !== undefined && !def.writable && numericTypes.has(def.type);
      return measured && min !== undefined && max !== undefined && max > min
        ? [{ key, min, max, label: meta.label(key) }]
        : [];
    })
    .slice(0, maxRings);
  return rings.length > 0 ? rings : null;
}
