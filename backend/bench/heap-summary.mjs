// Heap snapshots summed by type: `node bench/heap-summary.mjs <before.heapsnapshot> <after.heapsnapshot> [units]`
// prints, per kind of object (constructor name, or V8's own kinds: strings, arrays, closures,
// code…), how many more there are in the second snapshot and their own (shallow) size, per unit
// when `units` is given. For bench:scale's snapshots (SCALE_HEAP_SNAPSHOTS) with 0 and N units.
import { readFileSync } from 'node:fs';

/** Count and self size per kind of object in one snapshot. */
export function summarize(file) {
  const snapshot = JSON.parse(readFileSync(file, 'utf8'));
  const {
    node_fields: fields,
    node_types: [types],
  } = snapshot.snapshot.meta;
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const { nodes, strings } = snapshot;
  const kinds = new Map();
  for (let i = 0; i < nodes.length; i += width) {
    const type = types[nodes[i + typeAt]];
    const name = strings[nodes[i + nameAt]];
    let kind;
    if (type === 'object' || type === 'native') kind = `${name.slice(0, 60)}`;
    else if (type === 'closure') kind = '(closure)';
    else if (/string/.test(type)) kind = '(string)';
    else if (type === 'array' || type === 'hidden' || type === 'code')
      kind = `(${type}) ${name.slice(0, 40)}`;
    else kind = `(${type})`;
    const entry = kinds.get(kind) ?? { count: 0, size: 0 };
    entry.count += 1;
    entry.size += nodes[i + sizeAt];
    kinds.set(kind, entry);
  }
  return kinds;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [beforeFile, afterFile, unitsArg] = process.argv.slice(2);
  const units = Number(unitsArg ?? 1);
  const before = summarize(beforeFile);
  const after = summarize(afterFile);
  const rows = [...after]
    .map(([kind, { count, size }]) => ({
      kind,
      count: count - (before.get(kind)?.count ?? 0),
      size: size - (before.get(kind)?.size ?? 0),
    }))
    .sort((a, b) => b.size - a.size);
  const total = rows.reduce((sum, row) => sum + row.size, 0);
  console.log(
    `heap growth: ${Math.round(total / 1024)} KiB in all, ${Math.round(total / units)} bytes per unit`,
  );
  console.table(
    rows.slice(0, 30).map((row) => ({
      kind: row.kind,
      'objects per unit': Math.round((100 * row.count) / units) / 100,
      'bytes per unit': Math.round(row.size / units),
    })),
  );
}
