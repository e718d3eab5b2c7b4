import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { MongoClient } from 'mongodb';
import { JAVA_SERVER_DIR, launcherIn, type LauncherCommand } from '../../src/database/mongo-java-server';

/** Runs the launcher as `command` says, in memory, and answers a ping through it. */
async function pingThrough({ classpath, main }: LauncherCommand): Promise<number> {
  const child = spawn('java', ['-Xss4m', '-cp', classpath, main, '127.0.0.1', '0', ':memory:'], { stdio: 'pipe' });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      createInterface({ input: child.stdout! }).on('line', (line) => {
        const match = /^LISTENING \S+ (\d+)$/.exec(line.trim());
        if (match) resolve(Number(match[1]));
      });
      child.once('exit', (code) => reject(new Error(`the launcher exited with code ${code}`)));
    });
    const client = await MongoClient.connect(`mongodb://127.0.0.1:${port}/?directConnection=true`);
    try {
      return (await client.db('admin').command({ ping: 1 })).ok as number;
    } finally {
      await client.close();
    }
  } finally {
    child.kill('SIGKILL');
  }
}

/**
 * The embedded engine's launcher is compiled once per version of its source and its classes kept;
 * where they cannot be written (a read-only install), it runs from its source file as before.
 */
describe('embedded engine: the launcher compiled once, or run from its source', () => {
  let folder: string;
  const warnings: string[] = [];
  const logger = { warn: (message: string) => warnings.push(message) };

  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'bookstore-launcher-'));
  });

  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('compiles the launcher into a folder named for its source, once, and runs it from there', async () => {
    const classesDir = join(folder, 'classes');
    const command = await launcherIn(classesDir, logger);
    expect(command.main).toBe('Launcher');
    const [version] = readdirSync(classesDir);
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(command.classpath).toContain(join(classesDir, version));
    const again = Date.now();
    expect(await launcherIn(classesDir, logger)).toEqual(command);
    expect(Date.now() - again).toBeLessThan(1000);
    expect(readdirSync(classesDir)).toEqual([version]);
    expect(await pingThrough(command)).toBe(1);
    expect(warnings).toEqual([]);
  }, 180_000);

  it('runs the launcher from its source file where its classes cannot be written, and says why', async () => {
    // A file where the folder would be: no folder can be made there, even by root.
    const blocked = join(folder, 'read-only');
    writeFileSync(blocked, '');
    const command = await launcherIn(join(blocked, 'classes'), logger);
    expect(command).toEqual({
      classpath: `${join(JAVA_SERVER_DIR, 'lib')}/*`,
      main: join(JAVA_SERVER_DIR, 'Launcher.java'),
    });
    expect(warnings).toEqual([expect.stringMatching(/from its source file.*ENOTDIR/)]);
    expect(await pingThrough(command)).toBe(1);
  }, 180_000);
});
