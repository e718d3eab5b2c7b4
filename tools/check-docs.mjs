#!/usr/bin/env node
// Checks the README against the code, for the statements that rot: every environment variable the
// server reads has a row in "Configure it" and every row names one it reads; every path in the
// "Folder map" exists, and every folder of the repository, of server/src and of client/src is in it.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const problems = [];

/** The text of a README section, from its heading to the next heading of the same level. */
function section(title) {
  const start = readme.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`README.md has no "## ${title}" section`);
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

// Settings: the fields of EnvironmentVariables (one per variable, by its own comment) against the table.
const config = readFileSync(join(root, 'server/src/config/app-config.ts'), 'utf8');
const classStart = config.indexOf('class EnvironmentVariables {');
const classBody = config.slice(classStart, config.indexOf('\n}\n', classStart));
const read = new Set([...classBody.matchAll(/^ {2}([A-Z][A-Z0-9_]*)[?!]?:/gm)].map((m) => m[1]));
const documented = new Set();
for (const row of section('Configure it').split('\n')) {
  if (!row.startsWith('| `')) continue;
  const firstCell = row.split('|')[1];
  for (const [, name] of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) documented.add(name);
}
if (read.size === 0) problems.push('found no variables in server/src/config/app-config.ts (EnvironmentVariables)');
for (const name of read)
  if (!documented.has(name)) problems.push(`${name} is read by the server but has no row in "Configure it"`);
for (const name of documented)
  if (!read.has(name)) problems.push(`${name} has a row in "Configure it" but the server does not read it`);

// Folder map: each line starts with a path; every path exists, and the repository's folders are all named.
const map = section('Folder map');
const block = map.slice(map.indexOf('```\n') + 4, map.lastIndexOf('```'));
const mapped = block
  .split('\n')
  .map((line) => line.trim().split(/\s+/)[0])
  .filter(Boolean);
for (const path of mapped)
  if (!existsSync(join(root, path))) problems.push(`the folder map names ${path}, which does not exist`);
for (const [, file] of map.slice(map.lastIndexOf('```') + 3).matchAll(/`([^`]+)`/g)) {
  if (!existsSync(join(root, file))) problems.push(`the folder map names ${file}, which does not exist`);
}
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
const folders = new Set();
for (const file of tracked) {
  const parts = file.split('/');
  if (parts.length > 1 && !parts[0].startsWith('.')) folders.add(`${parts[0]}/`);
  for (const base of ['server/src/', 'client/src/']) {
    if (file.startsWith(base) && file.slice(base.length).includes('/'))
      folders.add(`${base}${file.slice(base.length).split('/')[0]}/`);
  }
}
for (const folder of folders) {
  // A folder is named itself, or through a deeper entry (server/ through server/src/config/).
  if (!mapped.some((path) => path === folder || path.startsWith(folder)))
    problems.push(`${folder} is missing from the folder map`);
}

if (problems.length) {
  console.error(`README.md does not match the code:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`README.md matches the code: ${read.size} settings, ${mapped.length} folders.`);
