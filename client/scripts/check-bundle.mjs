#!/usr/bin/env node
/**
 * Bundle budget for the first route: the JavaScript a visitor's browser downloads to render `/`.
 * That is the entry chunk index.html loads, every chunk it imports statically (index.html
 * modulepreloads them), and the home screen's own chunk with its static imports (the router
 * imports it as soon as `/` renders). Read from Vite's build manifest (build.manifest).
 *
 * Sizes are gzip at level 9, as a server precompressing its static files would send them.
 * The budget is 150 KiB = 153,600 bytes. Exits 1 above it.
 *
 * Usage: node client/scripts/check-bundle.mjs [dist folder, default client/dist]
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 150 * 1024;
/** The modules the router downloads to show `/` (lazy screens), beside the entry. */
export const FIRST_ROUTE_SCREENS = ['src/app/routes/HomePage.tsx'];

const here = dirname(fileURLToPath(import.meta.url));
const dist = resolve(process.argv[2] ?? join(here, '..', 'dist'));

let manifest;
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
} catch (error) {
  console.error(`No build manifest in ${dist}/.vite (run npm run build -w client first): ${error.message}`);
  process.exit(1);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
if (!entryKey) {
  console.error('The manifest has no entry for index.html');
  process.exit(1);
}

/** key -> how it is loaded; the entry's static imports first, then each first-route screen's. */
const loaded = new Map();
function addWithImports(key, how) {
  if (loaded.has(key)) return;
  loaded.set(key, how);
  for (const imported of manifest[key].imports ?? []) addWithImports(imported, how === 'entry' ? 'modulepreload' : how);
}
addWithImports(entryKey, 'entry');
for (const screen of FIRST_ROUTE_SCREENS) {
  if (!manifest[screen]) {
    console.error(`${screen} is not in the manifest: update FIRST_ROUTE_SCREENS in ${fileURLToPath(import.meta.url)}`);
    process.exit(1);
  }
  addWithImports(screen, 'route /');
}

const rows = [...loaded].map(([key, how]) => {
  const file = manifest[key].file;
  const bytes = readFileSync(join(dist, file));
  return { file, how, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});
rows.sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const totalRaw = rows.reduce((sum, row) => sum + row.raw, 0);

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const width = Math.max(...rows.map((row) => row.file.length), 'total'.length);
console.log(`First route JavaScript (${dist}), gzip level 9:`);
console.log(`${'file'.padEnd(width)}  ${'loaded as'.padEnd(13)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}`);
for (const row of rows) {
  console.log(
    `${row.file.padEnd(width)}  ${row.how.padEnd(13)}  ${kib(row.raw).padStart(10)}  ${kib(row.gzip).padStart(10)}`,
  );
}
console.log(`${'total'.padEnd(width)}  ${''.padEnd(13)}  ${kib(totalRaw).padStart(10)}  ${kib(total).padStart(10)}`);

const css = (manifest[entryKey].css ?? []).map((file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
if (css.length) console.log(`(CSS, not counted: ${kib(css.reduce((a, b) => a + b, 0))} gzip)`);

if (total > BUDGET_BYTES) {
  console.error(`Over budget: ${total} bytes gzip > ${BUDGET_BYTES} (150 KiB)`);
  process.exit(1);
}
console.log(`Within budget: ${total} bytes gzip <= ${BUDGET_BYTES} (150 KiB)`);
