import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The journeys run the built store; `npm run test:e2e` builds it first. */
export default async function globalSetup() {
  const root = resolve(__dirname, '..', '..');
  for (const built of [join(root, 'server', 'dist', 'main.js'), join(root, 'client', 'dist', 'index.html')]) {
    if (!existsSync(built)) throw new Error(`${built} is missing: run \`npm run build\` first (npm run test:e2e does)`);
  }
}
