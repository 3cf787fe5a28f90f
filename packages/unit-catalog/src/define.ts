import type {
  Bilingual,
  DataPointDefinition,
  DataPointType,
  EnumDefinition,
  MenuItem,
  ObdClass,
  StructureElement,
} from './schema.js';

// Small builders so the per-kind files read like a data sheet instead of repeating every field.

export function t(de: string, en: string): Bilingual {
  return { 'de-de': de, 'en-gb': en };
}

const defaultTypeNames: Record<DataPointType, string> = {
  int: 'INT16',
  uint: 'UINT16',
  float: 'FLOAT32',
  bool: 'BOOL',
  enum: 'UINT8',
  octetString: 'OCTET_STRING',
  visibleString: 'VISIBLE_STRING',
  timeOfDay: 'TIME_OF_DAY',
  struct: 'STRUCT',
};

export interface DataPointSpec {
  type: DataPointType;
  obdClass: ObdClass;
  label: Bilingual;
  typeName?: string;
  gain?: number;
  unit?: string;
  enumName?: string;
  /** Array element count; makes the data point an array. */
  arrayLength?: number;
  /** Byte length for text types. */
  length?: number;
  writable?: boolean;
  menuItem?: MenuItem;
  functionGroups?: string[];
  structName?: string;
  virtual?: boolean;
  labelSuffix?: string;
  bitOffset?: number;
  valueFormatter?: DataPointDefinition['valueFormatter'];
}

export function dataPoint(name: string, friendlyName: string, spec: DataPointSpec): DataPointDefinition {
  const def: DataPointDefinition = {
    name,
    friendlyName,
    type: spec.type,
    typeName: spec.typeName ?? defaultTypeNames[spec.type],
    gain: spec.gain ?? 1,
    unit: spec.unit ?? '',
    enumName: spec.enumName ?? null,
    obdClass: spec.obdClass,
    array: spec.arrayLength !== undefined,
    length: spec.arrayLength ?? spec.length ?? 0,
    functionGroups: spec.functionGroups ?? [],
    structName: spec.structName ?? null,
    virtual: spec.virtual ?? false,
    writable: spec.writable ?? false,
    label: spec.label,
  };
  if (spec.menuItem) def.menuItem = spec.menuItem;
  if (spec.labelSuffix !== undefined) def.labelSuffix = spec.labelSuffix;
  if (spec.bitOffset !== undefined) def.bitOffset = spec.bitOffset;
  if (spec.valueFormatter) def.valueFormatter = spec.valueFormatter;
  return def;
}

/** A temperature signal in degC; Dachs sensors are signed bytes (127 = sensor absent). */
export function temperature(
  name: string,
  friendlyName: string,
  label: Bilingual,
  typeName = 'INT8',
  gain = 1,
): DataPointDefinition {
  return dataPoint(name, friendlyName, {
    type: 'int',
    typeName,
    gain,
    unit: '°C',
    obdClass: 'Signal',
    label,
  });
}

export function counter(
  name: string,
  friendlyName: string,
  unit: string,
  label: Bilingual,
  gain = 1,
): DataPointDefinition {
  return dataPoint(name, friendlyName, {
    type: 'uint',
    typeName: 'UINT32',
    gain,
    unit,
    obdClass: 'Counter',
    label,
  });
}

export function flag(name: string, friendlyName: string, label: Bilingual): DataPointDefinition {
  return dataPoint(name, friendlyName, { type: 'bool', obdClass: 'Signal', label });
}

export function enumeration(name: string, values: [number, Bilingual][]): EnumDefinition {
  return { name, values: values.map(([value, label]) => ({ value, label })) };
}

export function element(
  name: string,
  type: StructureElement['type'],
  typeName: string,
  extra: Partial<Omit<StructureElement, 'name' | 'type' | 'typeName'>> = {},
): StructureElement {
  const el: StructureElement = {
    name,
    type,
    typeName,
    gain: extra.gain ?? 1,
    unit: extra.unit ?? '',
    enumName: extra.enumName ?? null,
    length: extra.length ?? 0,
  };
  if (extra.menuItem) el.menuItem = extra.menuItem;
  return el;
}
