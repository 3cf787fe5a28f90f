import type { CanipValue } from '@portal/contracts';
import type { UnitMetadata } from './unit-metadata.js';

// Units send raw values (facts §5); people read display values, raw × gain. Structs (time program
// days) are scaled element by element.

export interface UnitValue {
  /** Display units. */
  value: unknown;
  /** When the unit took the value (ms since the epoch). */
  ts: number;
}
export type UnitValues = ReadonlyMap<string, UnitValue>;

const numericTypes = new Set(['int', 'uint', 'float']);

function scale(type: string, gain: number, value: unknown): unknown {
  if (!numericTypes.has(type) || typeof value !== 'number' || gain === 1) return value;
  // Round away binary noise (0.1 × 215 = 21.500000000000004).
  return Number((value * gain).toPrecision(12));
}

export function displayValue(meta: UnitMetadata, key: string, raw: unknown): unknown {
  const def = meta.dataPoint(key);
  if (!def) return raw;
  if (def.type !== 'struct') return scale(def.type, def.gain, raw);
  const structure = def.structName ? meta.structure(def.structName) : undefined;
  if (!structure || typeof raw !== 'object' || raw === null) return raw;
  return Object.fromEntries(
    Object.entries(raw as Record<string, unknown>).map(([name, element]) => {
      const el = structure.elements.find((e) => e.name === name);
      return [name, el ? scale(el.type, el.gain, element) : element];
    }),
  );
}

/** The key a CanipValue message carries a value for: 'Board.name' or 'Board.name[index]'. */
export function canipValueKey(data: Pick<CanipValue, 'boardName' | 'dataPointName' | 'index'>): string {
  const key = `${data.boardName}.${data.dataPointName}`;
  return data.index === null ? key : `${key}[${data.index}]`;
}
