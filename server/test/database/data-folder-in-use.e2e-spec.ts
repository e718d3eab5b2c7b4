import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStore, stopStore, type StoreProcess } from '../setup/store-process';

/**
 * `npm run dev` (or a second `npm start`) while the store already runs on the same data folder:
 * the local database's file is locked, and the second store must say so, not send the developer
 * off to install Java.
 */
describe('a second store on a data folder in use', () => {
  let dataDir: string;
  let first: StoreProcess;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bookstore-in-use-'));
    first = await startStore(dataDir);
  }, 60_000);

  afterAll(async () => {
    await stopStore(first);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops with a message naming the folder and the other process, and no advice to install Java', async () => {
    const failure = await startStore(dataDir, { npm_lifecycle_event: 'dev' }).then(
      () => 'started',
      (error: Error) => error.message,
    );
    expect(failure).toContain(`The data folder ${dataDir} is in use by another process`);
    expect(failure).toContain('is the store already running');
    expect(failure).not.toMatch(/JDK|install/i);
    // The first store is unharmed.
    expect((await fetch(`${first.base}/api/health`)).status).toBe(200);
  }, 60_000);
});
