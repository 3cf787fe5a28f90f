import { batterie } from './kinds/batterie.js';
import { dachs08 } from './kinds/dachs-08.js';
import { dachsII } from './kinds/dachs-ii.js';
import { netz } from './kinds/netz.js';
import { pufferspeicher } from './kinds/pufferspeicher.js';
import { waermepumpe } from './kinds/waermepumpe.js';
import { parseDataPointKey } from './keys.js';
import type {
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

/** Values are stored and sent raw; screens show display units: raw × gain (spec 3). */
export function displayGain(kind: UnitKind, key: string): number {
  const point = findDataPointByKey(kind, key);
  return point && 'gain' in point && typeof point.gain === 'number' ? point.gain : 1;
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
