import { findDataPoint, findEnum, findStructure } from './catalog.js';
import { t } from './define.js';
import { parseDataPointKey } from './keys.js';
import type {
  Bilingual,
  DataPointDefinition,
  StructureDefinition,
  StructureElement,
  UnitKind,
} from './schema.js';
import {
  defaultEnumMax,
  defaultEnumMin,
  defaultNumericMax,
  defaultNumericMin,
  endOfDay,
  maxSwitchesPerDay,
  minutesPerDay,
  rawTypeRanges,
  utf8ByteLength,
} from './rules.js';

// Write validation shared by the backend's write endpoint and the simulator (spec 5). Values are in
// display units (raw × gain), the scale menuItem limits and users' inputs use; toRaw converts for the unit.

export const writeErrorKeys = [
  'write.unknownKey',
  'write.readOnly',
  'write.index',
  'write.type',
  'write.range',
  'write.enumRange',
  'write.enumValue',
  'write.textLength',
  'write.timeProgram',
  // Not from validateWrite: a unit answers it when it takes no remote change now (issue 44).
  'write.locked',
] as const;
export type WriteErrorKey = (typeof writeErrorKeys)[number];

export const writeErrorTexts: Record<WriteErrorKey, Bilingual> = {
  'write.unknownKey': t('Unbekannter Datenpunkt', 'Unknown data point'),
  'write.readOnly': t('Datenpunkt ist nicht schreibbar', 'Data point is read-only'),
  'write.index': t('Ungültiger Index', 'Invalid index'),
  'write.type': t('Wert hat den falschen Typ', 'Value has the wrong type'),
  'write.range': t(
    'Der gewählte Wert liegt außerhalb des zulässigen Bereichs',
    'The selected values is outside the acceptable range',
  ),
  'write.enumRange': t('Auswahl außerhalb des zulässigen Bereichs', 'Option outside the acceptable range'),
  'write.enumValue': t('Unbekannte Auswahl', 'Unknown option'),
  'write.textLength': t('Text ist zu lang', 'Text is too long'),
  'write.timeProgram': t(
    'Ungültiges Zeitprogramm: Schaltzeiten müssen aufsteigen, zwei Schaltpunkte zur selben Uhrzeit sind nicht möglich',
    'Invalid time program: switch times must rise; two switch points at the same time are not possible',
  ),
  'write.locked': t(
    'Die Anlage nimmt gerade keine Änderung aus der Ferne an (vor Ort gesperrt)',
    'The unit takes no remote change now (locked on site)',
  ),
};

type ValueDef = Pick<
  DataPointDefinition,
  'type' | 'typeName' | 'gain' | 'enumName' | 'menuItem' | 'length'
> & {
  structName?: string | null;
};

/** Checks one write; null when valid, else the error key the write answer lists under errorKeys. */
export function validateWrite(kind: UnitKind, key: string, value: unknown): WriteErrorKey | null {
  const parsed = parseDataPointKey(key);
  if (!parsed) return 'write.unknownKey';
  const def = findDataPoint(kind, parsed.board, parsed.name);
  if (!def) return 'write.unknownKey';
  if (!def.writable || def.virtual) return 'write.readOnly';
  // Arrays are written item by item as key[index] (spec 5); scalars take no index.
  if (def.array) {
    if (parsed.index === undefined || parsed.index >= def.length) return 'write.index';
  } else if (parsed.index !== undefined) {
    return 'write.index';
  }
  return validateValue(kind, def, value);
}

export function validateValue(kind: UnitKind, def: ValueDef, value: unknown): WriteErrorKey | null {
  switch (def.type) {
    case 'int':
    case 'uint':
    case 'float':
      return validateNumber(def, value);
    case 'bool':
      return typeof value === 'boolean' || value === 0 || value === 1 ? null : 'write.type';
    case 'enum': {
      if (typeof value !== 'number' || !Number.isInteger(value)) return 'write.type';
      const min = def.menuItem?.min ?? defaultEnumMin;
      const max = def.menuItem?.max ?? defaultEnumMax;
      if (value < min || value > max) return 'write.enumRange';
      const en = def.enumName === null ? undefined : findEnum(kind, def.enumName);
      if (en && !en.values.some((v) => v.value === value)) return 'write.enumValue';
      return null;
    }
    case 'octetString':
    case 'visibleString':
      if (typeof value !== 'string') return 'write.type';
      return utf8ByteLength(value) < def.length ? null : 'write.textLength';
    case 'timeOfDay':
      if (typeof value !== 'number' || !Number.isInteger(value)) return 'write.type';
      return value >= 0 && value < minutesPerDay ? null : 'write.range';
    case 'struct': {
      const structure = def.structName ? findStructure(kind, def.structName) : undefined;
      if (!structure) return 'write.type';
      return validateStruct(kind, structure, value);
    }
  }
}

function validateNumber(def: ValueDef, value: unknown): WriteErrorKey | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'write.type';
  const min = def.menuItem?.min ?? defaultNumericMin;
  const max = def.menuItem?.max ?? defaultNumericMax;
  if (value < min || value > max) return 'write.range';
  if (def.type === 'float') return null;
  const raw = value / def.gain;
  // The unit stores integers: a display value between two raw steps cannot be written.
  if (Math.abs(raw - Math.round(raw)) > 1e-9) return 'write.type';
  const range = rawTypeRanges[def.typeName];
  if (range && (Math.round(raw) < range[0] || Math.round(raw) > range[1])) return 'write.range';
  if (def.type === 'uint' && raw < 0) return 'write.range';
  return null;
}

function validateStruct(
  kind: UnitKind,
  structure: StructureDefinition,
  value: unknown,
): WriteErrorKey | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'write.type';
  const record = value as Record<string, unknown>;
  const elements = new Map<string, StructureElement>(structure.elements.map((e) => [e.name, e]));
  for (const name of Object.keys(record)) if (!elements.has(name)) return 'write.unknownKey';
  for (const el of structure.elements) {
    if (!(el.name in record)) return 'write.type';
    const error = validateValue(kind, el, record[el.name]);
    if (error) return error;
  }
  if (structure.name.startsWith('TimeProgramDay')) return validateTimeProgramDay(record);
  return null;
}

/**
 * Spec 5: at most 6 switches, times 0..144 (10-minute units) and rising: two switches at one time
 * are refused (issue 40, 34; which of them would hold is undefined).
 */
export function validateTimeProgramDay(day: Record<string, unknown>): WriteErrorKey | null {
  const count = day['nrOfSwitchesDefined'];
  if (typeof count !== 'number' || count < 0 || count > maxSwitchesPerDay) return 'write.timeProgram';
  let previous = -1;
  for (let n = 1; n <= count; n += 1) {
    const time = day[`switchTime${n}`];
    if (typeof time !== 'number' || time <= previous || time < 0 || time > endOfDay)
      return 'write.timeProgram';
    previous = time;
  }
  return null;
}

/** Display value to the raw value the unit stores. */
export function toRaw(def: Pick<DataPointDefinition, 'type' | 'gain'>, value: number): number {
  const raw = value / def.gain;
  return def.type === 'float' ? raw : Math.round(raw);
}

/** Raw unit value to display units. */
export function fromRaw(def: Pick<DataPointDefinition, 'gain'>, raw: number): number {
  return raw * def.gain;
}
