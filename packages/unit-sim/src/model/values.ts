import {
  type DataPointDefinition,
  type StructureDefinition,
  type UnitKind,
  dataPointKey,
  findEnum,
  findStructure,
  fromRaw,
  rawTypeRanges,
  toRaw,
} from '@portal/unit-catalog';

// The raw value table of one unit: every catalog key (arrays expanded to key[index]) with the value
// the unit stores. Physics writes signals into it; RPC writes set parameters the physics reads back.

export type StructValue = Record<string, number>;
export type RawValue = number | boolean | string | StructValue;

export interface KeyEntry {
  key: string;
  def: DataPointDefinition;
  index?: number;
}

/** All keys of a kind, in catalog order. */
export function catalogKeys(kind: UnitKind): KeyEntry[] {
  const out: KeyEntry[] = [];
  for (const board of kind.boards) {
    for (const def of board.dataPoints) {
      if (!def.array) {
        out.push({ key: dataPointKey(board.name, def.name), def });
        continue;
      }
      for (let index = 0; index < def.length; index += 1)
        out.push({ key: dataPointKey(board.name, def.name, index), def, index });
    }
  }
  return out;
}

function structureOf(kind: UnitKind, def: Pick<DataPointDefinition, 'structName'>): StructureDefinition {
  const structure = def.structName ? findStructure(kind, def.structName) : undefined;
  if (!structure) throw new Error(`structure ${String(def.structName)} missing in ${kind.productGroup}`);
  return structure;
}

/** A neutral raw value of the right type; kinds overwrite what they simulate. */
export function neutralValue(kind: UnitKind, def: DataPointDefinition): RawValue {
  const min = def.menuItem?.min;
  switch (def.type) {
    case 'int':
    case 'uint':
    case 'float':
      return min === undefined ? 0 : toRaw(def, min);
    case 'bool':
      return false;
    case 'enum': {
      const first = def.enumName ? findEnum(kind, def.enumName)?.values[0]?.value : undefined;
      return first ?? 0;
    }
    case 'octetString':
    case 'visibleString':
      return '';
    case 'timeOfDay':
      return 0;
    case 'struct': {
      const out: StructValue = {};
      for (const el of structureOf(kind, def).elements)
        out[el.name] = el.menuItem?.min === undefined ? 0 : toRaw(el, el.menuItem.min);
      return out;
    }
  }
}

const numericTypes = new Set(['int', 'uint', 'float']);

/**
 * What validateWrite expects for a raw protocol value: display units for numbers and for the numeric
 * elements of a struct (the portal converts element by element, too); everything else unchanged.
 */
export function rawToDisplay(kind: UnitKind, def: DataPointDefinition, raw: unknown): unknown {
  if (numericTypes.has(def.type)) return typeof raw === 'number' ? fromRaw(def, raw) : raw;
  if (def.type !== 'struct' || typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const structure = structureOf(kind, def);
  return Object.fromEntries(
    Object.entries(raw as Record<string, unknown>).map(([name, value]) => {
      const el = structure.elements.find((e) => e.name === name);
      return [
        name,
        el && numericTypes.has(el.type) && typeof value === 'number' ? fromRaw(el, value) : value,
      ];
    }),
  );
}

/** The value to store for a raw write that validateWrite accepted. */
export function normaliseWrite(kind: UnitKind, def: DataPointDefinition, raw: unknown): RawValue {
  switch (def.type) {
    case 'bool':
      return raw === true || raw === 1;
    case 'struct': {
      const record = raw as Record<string, unknown>;
      const out: StructValue = {};
      for (const el of structureOf(kind, def).elements) {
        const value = Number(record[el.name]);
        out[el.name] = el.type === 'float' ? value : Math.round(value);
      }
      return out;
    }
    case 'octetString':
    case 'visibleString':
      return String(raw);
    case 'float':
      return Number(raw);
    default:
      return Math.round(Number(raw));
  }
}

export class ValueStore {
  private readonly values = new Map<string, RawValue>();
  readonly entries: readonly KeyEntry[];
  private readonly byKey: Map<string, KeyEntry>;
  private readonly byBoard = new Map<string, Map<string, KeyEntry>>();

  constructor(readonly kind: UnitKind) {
    this.entries = catalogKeys(kind);
    this.byKey = new Map(this.entries.map((e) => [e.key, e]));
    for (const entry of this.entries) this.values.set(entry.key, neutralValue(kind, entry.def));
  }

  entry(key: string): KeyEntry | undefined {
    return this.byKey.get(key);
  }

  has(key: string): boolean {
    return this.values.has(key);
  }

  get(key: string): RawValue | undefined {
    return this.values.get(key);
  }

  /** Sets a catalog key; an unknown key is a bug in a kind model, so it throws. */
  set(key: string, value: RawValue): void {
    if (!this.byKey.has(key)) throw new Error(`${this.kind.productGroup} has no key ${key}`);
    this.values.set(key, value);
  }

  /** Sets a numeric key from display units (raw = display / gain), clamped to its raw type. */
  setDisplay(key: string, display: number): void {
    const entry = this.byKey.get(key);
    if (!entry) throw new Error(`${this.kind.productGroup} has no key ${key}`);
    this.storeDisplay(entry, display);
  }

  /**
   * Sets numeric keys of one board from display units, by name (see setDisplay). The models call
   * this every step: names found in a per-board table, not keys joined and hashed anew each time.
   */
  setBoardDisplay(board: string, values: Record<string, number>): void {
    let names = this.byBoard.get(board);
    if (!names) {
      names = new Map(
        this.entries
          .filter((e) => e.key.startsWith(`${board}.`))
          .map((e) => [e.key.slice(board.length + 1), e]),
      );
      this.byBoard.set(board, names);
    }
    for (const name in values) {
      const entry = names.get(name);
      if (!entry) throw new Error(`${this.kind.productGroup} has no key ${board}.${name}`);
      this.storeDisplay(entry, values[name]!);
    }
  }

  private storeDisplay({ key, def }: KeyEntry, display: number): void {
    let raw = toRaw(def, display);
    // Clamped to the unit's integer type, so a wild model value can never overflow it.
    const range = rawTypeRanges[def.typeName];
    if (range) raw = Math.min(range[1], Math.max(range[0], raw));
    if (def.type === 'uint') raw = Math.max(0, raw);
    this.values.set(key, raw);
  }

  /** Sets a counter from its running total in display units, floored so it never steps back. */
  setTotal(key: string, total: number): void {
    const def = this.byKey.get(key)?.def;
    if (!def) throw new Error(`${this.kind.productGroup} has no key ${key}`);
    this.values.set(key, Math.max(0, Math.floor(total / def.gain + 1e-9)));
  }

  /**
   * A board's fault memory: the raw values of its scalar signals and counters (numbers and flags),
   * as a unit records them with a fault.
   */
  faultSnapshot(board: string): Record<string, number | boolean> {
    const out: Record<string, number | boolean> = {};
    for (const { key, def, index } of this.entries) {
      if (index !== undefined || def.obdClass === 'Parameter' || !key.startsWith(`${board}.`)) continue;
      const value = this.values.get(key);
      if (typeof value === 'number' || typeof value === 'boolean') out[key] = value;
    }
    return out;
  }

  /** Reads a numeric key in display units. */
  display(key: string): number {
    const def = this.byKey.get(key)?.def;
    if (!def) throw new Error(`${this.kind.productGroup} has no key ${key}`);
    return fromRaw(def, this.num(key));
  }

  num(key: string): number {
    const value = this.values.get(key);
    if (typeof value === 'number') return value;
    if (typeof value === 'boolean') return value ? 1 : 0;
    throw new Error(`${key} is not numeric`);
  }

  bool(key: string): boolean {
    const value = this.values.get(key);
    return value === true || value === 1;
  }

  struct(key: string): StructValue {
    const value = this.values.get(key);
    if (typeof value !== 'object') throw new Error(`${key} is not a struct`);
    return value;
  }

  /** A copy, so later steps cannot change a sample that is already queued. */
  snapshot(keys: Iterable<string> = this.values.keys()): Record<string, RawValue> {
    const out: Record<string, RawValue> = {};
    for (const key of keys) {
      const value = this.values.get(key);
      if (value !== undefined) out[key] = typeof value === 'object' ? { ...value } : value;
    }
    return out;
  }
}
