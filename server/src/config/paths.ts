import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The repository root, found from this file so that npm workspaces (cwd = server/) do not matter. */
function findRepoRoot(start: string): string {
  let dir = start;
  while (dir !== dirname(dir)) {
    if (existsSync(join(dir, 'codegen.ts')) && existsSync(join(dir, 'server'))) return dir;
    dir = dirname(dir);
  }
  return join(__dirname, '..', '..', '..');
}

export const REPO_ROOT = findRepoRoot(__dirname);
export const CLIENT_DIST = join(REPO_ROOT, 'client', 'dist');
export const SCHEMA_FILE = join(REPO_ROOT, 'schema.graphql');
export const TOOLS_DIR = join(REPO_ROOT, 'tools');
