#!/usr/bin/env node
// Checks the docs against the code, for the statements that rot: every environment variable the
// server reads has a row in the README's "Configure it" and every row names one it reads; every path
// in the README's "Folder map" exists, and every folder of the repository, of server/src and of
// client/src is in it; every file path in backticks in docs/architecture.md and docs/api.md names a
// tracked file or folder; and every reference to a section of a doc (`docs/api.md "Errors"`, in
// the docs and in code comments) names a heading or a bold lead-in of that doc.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
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

// Paths: a backticked token is a path when it ends with "/" or a file extension; it must be a tracked
// file or folder, written whole or as its end (`orders/order-states.ts`, `order-states.ts`).
// Generated or ignored output (anything under dist/) and package names (@scope/name) are not checked.
const PATH_DOCS = ['docs/architecture.md', 'docs/api.md'];
const EXTENSION = /\.(ts|tsx|mjs|cjs|js|json|java|md|ya?ml|graphql|html|css|sh)$/;
const trackedFolders = new Set();
for (const file of tracked) {
  const parts = file.split('/');
  for (let i = 1; i < parts.length; i++) trackedFolders.add(`${parts.slice(0, i).join('/')}/`);
}
const isTracked = (path) =>
  path.endsWith('/')
    ? [...trackedFolders].some((folder) => folder === path || folder.endsWith(`/${path}`))
    : tracked.some((file) => file === path || file.endsWith(`/${path}`));
let paths = 0;
for (const doc of PATH_DOCS) {
  for (const [, token] of readFileSync(join(root, doc), 'utf8').matchAll(/`([^`\n]+)`/g)) {
    if (!/^[\w.@-]+(\/[\w.@-]+)*\/?$/.test(token) || token.startsWith('@') || token.includes('dist/')) continue;
    if (!token.endsWith('/') && !EXTENSION.test(token)) continue;
    paths++;
    if (!isTracked(token)) problems.push(`${doc} names \`${token}\`, which is not a file or folder of the repository`);
  }
}

// Section references: `<doc>.md "Section"` (the doc by its path, or by a file name only one doc has),
// read across comment line breaks, must name a heading ("Live updates" for "Live updates (GraphQL
// subscriptions)") or a paragraph's bold lead-in ("**Password reset.**") of that doc.
const docs = tracked.filter((file) => file.endsWith('.md'));
const sections = new Map();
function sectionsOf(doc) {
  if (!sections.has(doc)) {
    const text = readFileSync(join(root, doc), 'utf8');
    const headings = [...text.matchAll(/^#+ (.+)$/gm)].map((m) => m[1].trim());
    const leads = [...text.matchAll(/^\*\*([^*]+?)\.?\*\*/gm)].map((m) => m[1].trim());
    sections.set(doc, { headings, leads });
  }
  return sections.get(doc);
}
const names = (section, { headings, leads }) =>
  leads.includes(section) ||
  headings.some((h) => h === section || h.startsWith(`${section} (`) || h.startsWith(`${section}:`));
let references = 0;
for (const file of tracked.filter(
  (f) => /\.(md|ts|tsx|mjs|cjs|js|java)$/.test(f) && !f.startsWith('client/src/gql/'),
)) {
  const text = readFileSync(join(root, file), 'utf8').replace(/\n[ \t]*(?:\*(?!\*)|\/\/|#)?[ \t]*/g, ' ');
  for (const [, ref, section] of text.matchAll(/([\w./-]+\.md)`?,?\s*\(?"([^"]{2,80})"/g)) {
    const byName = docs.filter((doc) => basename(doc) === basename(ref));
    const doc = docs.includes(ref) ? ref : byName.length === 1 ? byName[0] : undefined;
    if (!doc) continue;
    references++;
    if (!names(section, sectionsOf(doc)))
      problems.push(`${file} refers to ${doc} "${section}", which has no such section`);
  }
}

if (problems.length) {
  console.error(`The docs do not match the code:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `The docs match the code: ${read.size} settings, ${mapped.length} folders, ${paths} file paths, ${references} section references.`,
);
