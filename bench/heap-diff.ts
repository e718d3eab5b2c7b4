/**
 * Compares two V8 heap snapshots of one process (as the soak writes them with SOAK_SNAPSHOTS):
 *
 * - by constructor: count and self size of every node name (type:name) in each, and the change;
 * - survivors: the objects in the second snapshot that were not in the first (V8 keeps node ids
 *   stable within a process), grouped by name: what was allocated after the first snapshot and
 *   is still retained at the second, which is where a leak shows.
 *
 *   npx ts-node --transpile-only --project bench/tsconfig.json bench/heap-diff.ts before.heapsnapshot after.heapsnapshot [rows]
 */
import { readFileSync } from 'node:fs';

interface Group {
  count: number;
  bytes: number;
}

interface Snapshot {
  groups: Map<string, Group>;
  ids: Set<number>;
  total: number;
  /** For each node: its group name, id and self size (for the survivors). */
  nodes: { name: string; id: number; size: number }[];
}

/** Long strings and closures named after their source text make poor groups: cut them short. */
const label = (type: string, name: string) => `${type}:${name.length > 60 ? `${name.slice(0, 57)}...` : name}`;

export function readSnapshot(file: string): Snapshot {
  const json = JSON.parse(readFileSync(file, 'utf8'));
  const meta = json.snapshot.meta;
  const fields: string[] = meta.node_fields;
  const types: string[] = meta.node_types[0];
  const width = fields.length;
  const [typeAt, nameAt, idAt, sizeAt] = ['type', 'name', 'id', 'self_size'].map((f) => fields.indexOf(f));
  const raw: number[] = json.nodes;
  const strings: string[] = json.strings;
  const snapshot: Snapshot = { groups: new Map(), ids: new Set(), total: 0, nodes: [] };
  for (let i = 0; i < raw.length; i += width) {
    const type = types[raw[i + typeAt]];
    // Strings are grouped by type alone: their text is data, not a kind of object.
    const name =
      type === 'string' || type === 'concatenated string' || type === 'sliced string'
        ? label(type, '')
        : label(type, strings[raw[i + nameAt]]);
    const size = raw[i + sizeAt];
    const id = raw[i + idAt];
    const group = snapshot.groups.get(name) ?? { count: 0, bytes: 0 };
    group.count++;
    group.bytes += size;
    snapshot.groups.set(name, group);
    snapshot.ids.add(id);
    snapshot.nodes.push({ name, id, size });
    snapshot.total += size;
  }
  return snapshot;
}

const kb = (bytes: number) => Math.round(bytes / 1024);

function main() {
  const [beforeFile, afterFile, rowsArg] = process.argv.slice(2);
  if (!beforeFile || !afterFile) throw new Error('usage: heap-diff.ts before.heapsnapshot after.heapsnapshot [rows]');
  const rows = Number(rowsArg ?? 25);
  const before = readSnapshot(beforeFile);
  const after = readSnapshot(afterFile);
  process.stdout.write(
    `Self size: ${kb(before.total)} KB → ${kb(after.total)} KB (${kb(after.total - before.total)} KB), ` +
      `nodes: ${before.nodes.length} → ${after.nodes.length}\n`,
  );

  const names = new Set([...before.groups.keys(), ...after.groups.keys()]);
  const changes = [...names].map((name) => {
    const a = before.groups.get(name) ?? { count: 0, bytes: 0 };
    const b = after.groups.get(name) ?? { count: 0, bytes: 0 };
    return {
      name,
      'count before': a.count,
      'count after': b.count,
      'KB before': kb(a.bytes),
      'KB after': kb(b.bytes),
      'KB change': kb(b.bytes - a.bytes),
      bytes: b.bytes - a.bytes,
    };
  });
  process.stdout.write('\nLargest changes by constructor (self size):\n');
  console.table(
    changes
      .sort((x, y) => Math.abs(y.bytes) - Math.abs(x.bytes))
      .slice(0, rows)
      .map(({ bytes: _bytes, ...row }) => row),
  );

  const survivors = new Map<string, Group>();
  let survivorBytes = 0;
  for (const node of after.nodes) {
    if (before.ids.has(node.id)) continue;
    const group = survivors.get(node.name) ?? { count: 0, bytes: 0 };
    group.count++;
    group.bytes += node.size;
    survivors.set(node.name, group);
    survivorBytes += node.size;
  }
  process.stdout.write(`\nAllocated after the first snapshot and still retained: ${kb(survivorBytes)} KB\n`);
  console.table(
    [...survivors]
      .sort(([, x], [, y]) => y.bytes - x.bytes)
      .slice(0, rows)
      .map(([name, group]) => ({ name, count: group.count, KB: kb(group.bytes) })),
  );
}

if (require.main === module) main();
