// Data point keys look like 'board.dataPoint[index]' (spec 3). Board names never contain a dot, data
// point names may (Dachs keys such as 'Temp.sbAussen'), so the first dot separates the two.

export interface DataPointKey {
  board: string;
  name: string;
  index?: number;
}

export function dataPointKey(board: string, name: string, index?: number): string {
  return index === undefined ? `${board}.${name}` : `${board}.${name}[${index}]`;
}

const keyPattern = /^([^.[\]]+)\.([^[\]]+?)(?:\[(\d+)\])?$/;

/** Parses a key; null when it is not of the form board.name or board.name[index]. */
export function parseDataPointKey(key: string): DataPointKey | null {
  const match = keyPattern.exec(key);
  if (!match) return null;
  const [, board, name, index] = match;
  if (board === undefined || name === undefined || name.endsWith('.')) return null;
  return index === undefined ? { board, name } : { board, name, index: Number(index) };
}

/**
 * A 64-character page key (spec 9) derived from the product group and page name, so keys stay stable
 * across releases (users' removed items and widget sizes are stored against them). Eight FNV-1a rounds
 * with different seeds; no node:crypto because the catalog is also bundled for browsers.
 */
export function pageKey(productGroup: string, pageName: string): string {
  const input = `${productGroup}/${pageName}`;
  let out = '';
  for (let round = 0; round < 8; round += 1) {
    let hash = (0x811c9dc5 ^ Math.imul(round + 1, 0x9e3779b1)) >>> 0;
    for (let i = 0; i < input.length; i += 1) {
      hash ^= input.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    out += hash.toString(16).padStart(8, '0');
  }
  return out;
}
