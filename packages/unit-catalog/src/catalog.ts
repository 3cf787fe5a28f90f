import { batterie } from './kinds/batterie.js';
import { dachs08 } from './kinds/dachs-08.js';
import { dachsII } from './kinds/dachs-ii.js';
import { netz } from './kinds/netz.js';
import { pufferspeicher } from './kinds/pufferspeicher.js';
import { waermepumpe } from './kinds/waermepumpe.js';
import { dataPointKey, parseDataPointKey } from './keys.js';
import type {
  ContentItem,
  DataPointDefinition,
  ProductGroup,
  StructureDefinition,
  EnumDefinition,
  UnitKind,
} from './schema.js';

export const unitKinds: readonly UnitKind[] = [dachsII, dachs08, waermepumpe, pufferspeicher, batterie, netz];

/** All unit kinds keyed by product group. */
export function catalog(): Readonly<Record<ProductGroup, UnitKind>> {
  return { dachsII, dachs08, waermepumpe, pufferspeicher, batterie, netz };
}

export function findKind(productGroup: string): UnitKind | undefined {
  return unitKinds.find((k) => k.productGroup === productGroup);
}

export function findDataPoint(kind: UnitKind, board: string, name: string): DataPointDefinition | undefined {
  return kind.boards.find((b) => b.name === board)?.dataPoints.find((d) => d.name === name);
}

/** Looks up a key 'board.name' or 'board.name[index]' (the index is ignored here). */
export function findDataPointByKey(kind: UnitKind, key: string): DataPointDefinition | undefined {
  const parsed = parseDataPointKey(key);
  return parsed ? findDataPoint(kind, parsed.board, parsed.name) : undefined;
}

export function findEnum(kind: UnitKind, name: string): EnumDefinition | undefined {
  return kind.enums.find((e) => e.name === name);
}

export function findStructure(kind: UnitKind, name: string): StructureDefinition | undefined {
  return kind.structures.find((s) => s.name === name);
}

/** The board list of the connect answer: board names and the data point names each carries. */
export function boardAttributes(kind: UnitKind): { name: string; attributes: string[] }[] {
  return kind.boards.map((b) => ({ name: b.name, attributes: b.dataPoints.map((d) => d.name) }));
}

/** Every data point key (without index) a content item reads, so a page can request exactly those. */
export function contentKeys(content: ContentItem): string[] {
  const keys: string[] = [];
  if (content.board !== undefined && content.dataPoint !== undefined)
    keys.push(dataPointKey(content.board, content.dataPoint));
  if (content.board !== undefined)
    for (const name of content.dataPoints ?? []) keys.push(dataPointKey(content.board, name));
  switch (content.type) {
    case 'dachs2Buffertank': {
      const p = content.parameters;
      keys.push(...p.sensorKeys);
      if (p.flowKey) keys.push(p.flowKey);
      if (p.returnKey) keys.push(p.returnKey);
      break;
    }
    case 'activityScreen':
      keys.push(content.parameters.startsKey, content.parameters.timeOfDayKey);
      break;
    case 'table':
      for (const row of content.parameters.rows) for (const k of row.keys) if (k !== null) keys.push(k);
      break;
    case 'timeProgram': {
      const p = content.parameters;
      for (let n = 1; n <= p.count; n += 1)
        keys.push(dataPointKey(content.board ?? '', `${p.prefix}${n}${p.suffix}`));
      if (p.customValueSetting) keys.push(p.customValueSetting);
      break;
    }
    case 'heizkurve': {
      const { variant: _variant, ...refs } = content.parameters;
      keys.push(...Object.values(refs));
      break;
    }
    case 'rings':
      keys.push(...content.parameters.rings.map((r) => r.key));
      break;
    case 'energyflow': {
      const { batteryEnabled: _enabled, ...refs } = content.parameters;
      for (const k of Object.values(refs)) if (typeof k === 'string') keys.push(k);
      break;
    }
    case 'text':
    case 'image':
      break;
  }
  return keys;
}

/** Every translationsScreen key a content item uses. */
export function contentTextKeys(content: ContentItem): string[] {
  switch (content.type) {
    case 'image':
      return [content.parameters.alt];
    case 'activityScreen':
    case 'timeProgram':
      return content.parameters.activityNames;
    case 'table':
      return [
        ...content.parameters.columns.map((c) => c.label),
        ...content.parameters.rows.map((r) => r.label),
      ];
    case 'rings':
      return content.parameters.rings.map((r) => r.label);
    default:
      return [];
  }
}
