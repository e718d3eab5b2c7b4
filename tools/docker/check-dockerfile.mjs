#!/usr/bin/env node
/**
 * Checks what can be checked of the Dockerfile without a Docker engine (CI has none):
 *
 * - every file or folder a COPY or ADD takes from the build context exists in the repository and
 *   is not left out of the context by .dockerignore (Docker's rules: the last pattern matching
 *   the path or one of its parent folders decides, `!` brings a path back);
 * - every `COPY --from` names an earlier stage;
 * - the last stage, the one that runs, copies nothing from the context (only from the stages
 *   before it, so no source file reaches the image), switches to a user other than root, and has
 *   a HEALTHCHECK.
 *
 * Usage: node tools/docker/check-dockerfile.mjs [Dockerfile, default ./Dockerfile at the
 * repository root]. The .dockerignore beside it is read. Exits 1 naming each problem.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dockerfile = resolve(process.argv[2] ?? join(root, 'Dockerfile'));
const context = dirname(dockerfile);

/** The Dockerfile as instructions: continuation lines joined, comments and blank lines dropped. */
function instructions(text) {
  const result = [];
  let pending = '';
  let startLine = 0;
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (!pending && (line === '' || line.startsWith('#'))) return;
    if (pending && line.startsWith('#')) return;
    if (!pending) startLine = index + 1;
    const continued = line.endsWith('\\');
    pending += `${pending ? ' ' : ''}${continued ? line.slice(0, -1).trim() : line}`;
    if (continued) return;
    const [keyword, ...rest] = pending.split(/\s+/);
    result.push({ line: startLine, keyword: keyword.toUpperCase(), args: rest.join(' ') });
    pending = '';
  });
  return result;
}

/** COPY/ADD arguments: its --flags, then the sources and the destination (shell or JSON form). */
function copyArguments(args) {
  const flags = {};
  let rest = args;
  for (let match; (match = /^--([a-z-]+)(?:=(\S*))?\s+/.exec(rest)); rest = rest.slice(match[0].length)) {
    flags[match[1]] = match[2] ?? true;
  }
  const paths = rest.startsWith('[') ? JSON.parse(rest) : rest.split(/\s+/);
  return { flags, sources: paths.slice(0, -1) };
}

/** .dockerignore patterns as matchers, in order ({ exclude, test(path) }). */
function ignoreRules(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const exclude = !line.startsWith('!');
      const pattern = (exclude ? line : line.slice(1).trim()).replace(/^\/+|\/+$/g, '');
      const source = pattern
        .split('/')
        .map((part) =>
          part === '**'
            ? '.*'
            : part
                .replace(/[.+^${}()|[\]\\]/g, '\\$&')
                .replace(/\*/g, '[^/]*')
                .replace(/\?/g, '[^/]'),
        )
        .join('/')
        .replace(/\.\*\//g, '(?:.*/)?');
      const regex = new RegExp(`^${source}$`);
      return { exclude, test: (path) => regex.test(path) };
    });
}

/** Whether .dockerignore leaves `path` out of the build context. */
function ignored(rules, path) {
  const parts = path.split('/');
  const candidates = parts.map((_, i) => parts.slice(0, i + 1).join('/'));
  let excluded = false;
  for (const rule of rules) if (candidates.some((candidate) => rule.test(candidate))) excluded = rule.exclude;
  return excluded;
}

const problems = [];
const steps = instructions(readFileSync(dockerfile, 'utf8'));
const ignoreFile = join(context, '.dockerignore');
const rules = existsSync(ignoreFile) ? ignoreRules(readFileSync(ignoreFile, 'utf8')) : [];

const stages = [];
let contextSources = 0;
for (const step of steps) {
  if (step.keyword === 'FROM') {
    const name = /\sAS\s+(\S+)\s*$/i.exec(step.args)?.[1];
    stages.push({ name, line: step.line, steps: [] });
    continue;
  }
  const stage = stages.at(-1);
  if (!stage) continue; // ARG before the first FROM
  stage.steps.push(step);
  if (step.keyword !== 'COPY' && step.keyword !== 'ADD') continue;
  const { flags, sources } = copyArguments(step.args);
  if (typeof flags.from === 'string') {
    const earlier = stages.slice(0, -1).map((s, i) => s.name ?? String(i));
    if (!earlier.includes(flags.from) && !/[:/]/.test(flags.from))
      problems.push(`line ${step.line}: COPY --from=${flags.from} names no earlier stage`);
    continue;
  }
  for (const source of sources) {
    contextSources++;
    const path = source.replace(/^\.?\/+/, '').replace(/\/+$/, '');
    if (/[*?[]/.test(path))
      problems.push(`line ${step.line}: ${source}: use a literal path, this check reads no globs`);
    else if (!existsSync(join(context, path))) problems.push(`line ${step.line}: ${source} does not exist`);
    else if (path && ignored(rules, path)) problems.push(`line ${step.line}: ${source} is left out by .dockerignore`);
  }
}

const runtime = stages.at(-1);
if (!runtime) problems.push('no FROM: not a Dockerfile');
else {
  const label = `the runtime stage (line ${runtime.line}${runtime.name ? `, ${runtime.name}` : ''})`;
  for (const step of runtime.steps) {
    if ((step.keyword === 'COPY' || step.keyword === 'ADD') && !copyArguments(step.args).flags.from)
      problems.push(`line ${step.line}: ${label} copies from the build context; copy from a build stage instead`);
  }
  const user = runtime.steps
    .filter((step) => step.keyword === 'USER')
    .at(-1)
    ?.args.split(':')[0];
  if (!user) problems.push(`${label} has no USER: it would run as root`);
  else if (user === 'root' || user === '0') problems.push(`${label} runs as root (USER ${user})`);
  const health = runtime.steps.filter((step) => step.keyword === 'HEALTHCHECK').at(-1);
  if (!health || /^NONE$/i.test(health.args)) problems.push(`${label} has no HEALTHCHECK`);
  if (!problems.length)
    console.log(
      `Dockerfile: ${stages.length} stages; ${contextSources} context sources present and not ignored; ` +
        `the runtime stage copies only from build stages, runs as ${user}, and has a HEALTHCHECK`,
    );
}

if (problems.length) {
  console.error(`${dockerfile}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
