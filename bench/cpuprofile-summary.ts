/**
 * Where a V8 CPU profile (`node --cpu-prof`) spent its time: self time by function and by package,
 * and inclusive time by package (time during which the package was anywhere on the stack).
 *
 *   npx ts-node --transpile-only --project bench/tsconfig.json bench/cpuprofile-summary.ts FILE.cpuprofile [TOP]
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface Share {
  name: string;
  ms: number;
  percent: number;
}
export interface ProfileSummary {
  totalMs: number;
  /** Time not spent idle: what the percentages of `busy*` are relative to. */
  busyMs: number;
  selfByFunction: Share[];
  selfByPackage: Share[];
  /**
   * Each sample charged to the innermost frame that belongs to a package or to our code, so the
   * time spent in node core or native code goes to whoever called it (a res.end to express).
   */
  byOwner: Share[];
  /** Time during which the package was anywhere on the stack (middleware includes what next() ran). */
  inclusiveByPackage: Share[];
}

const IDLE = new Set(['(idle)', '(root)']);
const NOT_OWNERS = new Set(['node core', '(native)', '(program)', '(anonymous)']);

/** The package a frame belongs to: an npm package, node core, our own code, or V8's pseudo-frames. */
export function packageOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const parts = url.slice(modules + '/node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (url.startsWith('node:')) return 'node core';
  const app = url.indexOf('/server/src/');
  if (app >= 0)
    return `app ${url
      .slice(app + '/server/src/'.length)
      .split('/')
      .slice(0, -1)
      .join('/')}`;
  return url.replace(/^file:\/\//, '');
}

function frameName(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url
    ? ` ${url.replace(/^.*\/node_modules\//, '').replace(/^.*\/server\/src\//, 'src/')}:${lineNumber + 1}`
    : '';
  return `${functionName || '(anonymous)'}${where}`;
}

function ranked(totals: Map<string, number>, busyMs: number, top: number): Share[] {
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, us]) => ({
      name,
      ms: Math.round(us / 100) / 10,
      percent: Math.round((us / 1000 / busyMs) * 1000) / 10,
    }));
}

export function summarize(file: string, top = 25): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

  const selfFn = new Map<string, number>();
  const selfPkg = new Map<string, number>();
  const owner = new Map<string, number>();
  const inclusivePkg = new Map<string, number>();
  let total = 0;
  let idle = 0;
  // A sample's time is the gap until the next sample.
  for (let i = 0; i < profile.samples.length; i++) {
    const us = profile.timeDeltas[i + 1] ?? 0;
    const leaf = byId.get(profile.samples[i])!;
    total += us;
    if (IDLE.has(leaf.callFrame.functionName)) {
      idle += us;
      continue;
    }
    const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + us);
    add(selfFn, frameName(leaf));
    add(selfPkg, packageOf(leaf.callFrame.url, leaf.callFrame.functionName));
    const seen = new Set<string>();
    let owned = false;
    for (let id: number | undefined = leaf.id; id !== undefined; id = parent.get(id)) {
      const frame = byId.get(id)!.callFrame;
      const pkg = packageOf(frame.url, frame.functionName);
      if (!owned && (!NOT_OWNERS.has(pkg) || frame.functionName === '(garbage collector)')) {
        owned = true;
        add(owner, pkg);
      }
      if (!seen.has(pkg) && !IDLE.has(pkg)) {
        seen.add(pkg);
        add(inclusivePkg, pkg);
      }
    }
  }
  const busyMs = (total - idle) / 1000;
  return {
    totalMs: Math.round(total / 1000),
    busyMs: Math.round(busyMs),
    selfByFunction: ranked(selfFn, busyMs, top),
    selfByPackage: ranked(selfPkg, busyMs, top),
    byOwner: ranked(owner, busyMs, top),
    inclusiveByPackage: ranked(inclusivePkg, busyMs, top),
  };
}

export function printSummary(summary: ProfileSummary, log: (line: string) => void = console.log): void {
  log(`profile: ${summary.totalMs} ms sampled, ${summary.busyMs} ms busy (percentages of busy time)`);
  for (const [title, rows] of [
    ['self time by package', summary.selfByPackage],
    ['time by owner (node core and native time charged to their caller)', summary.byOwner],
    ['inclusive time by package (on the stack)', summary.inclusiveByPackage],
    ['self time by function', summary.selfByFunction],
  ] as const) {
    log(`\n${title}:`);
    for (const row of rows)
      log(`  ${row.percent.toFixed(1).padStart(5)} %  ${String(row.ms).padStart(8)} ms  ${row.name}`);
  }
}

if (require.main === module) {
  const [file, top] = process.argv.slice(2);
  if (!file) {
    process.stderr.write('usage: cpuprofile-summary.ts FILE.cpuprofile [TOP]\n');
    process.exit(1);
  }
  printSummary(summarize(file, Number(top ?? 25)));
}
