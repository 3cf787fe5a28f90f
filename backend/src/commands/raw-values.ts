import { type UnitKind, findDataPointByKey, findStructure, fromRaw, toRaw } from '@portal/unit-catalog';

// Units store raw values; users and write requests speak display units (raw × gain, spec 3).

type Scale = { type: string; gain: number };
const numericTypes = new Set(['int', 'uint', 'float']);

function convert(scale: Scale, value: unknown, direction: 'toRaw' | 'toDisplay'): unknown {
  if (!numericTypes.has(scale.type) || typeof value !== 'number') return value;
  const def = scale as Parameters<typeof toRaw>[0];
  return direction === 'toRaw' ? toRaw(def, value) : fromRaw(def, value);
}

function convertKey(kind: UnitKind, key: string, value: unknown, direction: 'toRaw' | 'toDisplay'): unknown {
  const def = findDataPointByKey(kind, key);
  if (!def) return value;
  if (def.type !== 'struct') return convert(def, value, direction);
  const structure = def.structName ? findStructure(kind, def.structName) : undefined;
  if (!structure || typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(record).map(([name, element]) => {
      const elementDef = structure.elements.find((e) => e.name === name);
      return [name, elementDef ? convert(elementDef, element, direction) : element];
    }),
  );
}

export function displayToRaw(kind: UnitKind, key: string, value: unknown): unknown {
  return convertKey(kind, key, value, 'toRaw');
}

export function rawToDisplay(kind: UnitKind, key: string, value: unknown): unknown {
  return convertKey(kind, key, value, 'toDisplay');
}
