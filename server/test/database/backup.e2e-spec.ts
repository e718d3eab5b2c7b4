import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG_1X1 } from '../setup/helpers';
import { call, startStore, stopStore, type StoreProcess } from '../setup/store-process';

/**
 * `npm run backup` copies the embedded database of a store that keeps serving (writes going on
 * meanwhile); `npm run restore` puts that copy back on the stopped store's data folder.
 */
const SERVER_DIR = join(__dirname, '..', '..');

function cli(args: string[], dataDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        '-r',
        require.resolve('ts-node/register/transpile-only'),
        join(SERVER_DIR, 'src/database/backup.cli.ts'),
        ...args,
      ],
      {
        cwd: SERVER_DIR,
        env: {
          ...process.env,
          TS_NODE_PROJECT: join(SERVER_DIR, 'tsconfig.json'),
          NODE_ENV: 'development',
          DATA_DIR: dataDir,
          MONGODB_URI: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

function bookForm(title: string, withCover: boolean): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    title,
    author: 'Backup Author',
    category: 'Fiction',
    price: '7.5',
    stock: '4',
  }))
    form.append(name, value);
  if (withCover) form.append('image', new Blob([PNG_1X1], { type: 'image/png' }), 'cover.png');
  return form;
}

describe('backup and restore of the embedded database', () => {
  let dataDir: string;
  let backupDir: string;
  const stores: StoreProcess[] = [];

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'bookstore-backup-data-'));
    backupDir = join(mkdtempSync(join(tmpdir(), 'bookstore-backup-')), 'copy');
  });

  afterAll(async () => {
    for (const store of stores) await stopStore(store);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(join(backupDir, '..'), { recursive: true, force: true });
  });

  it('copies the store while it serves, and brings that state back after later changes', async () => {
    const first = await startStore(dataDir);
    stores.push(first);
    const admin = (
      await call(first.base, '/api/user/register', {
        method: 'POST',
        body: { name: 'Admin', email: 'admin@backup.test', password: 'secret123', role: 'admin' },
      })
    ).body.token as string;
    const kept = await call(first.base, '/api/admin/addBook', {
      method: 'POST',
      token: admin,
      form: bookForm('Kept', true),
    });
    expect(kept.status).toBe(201);
    const keptId = kept.body.book._id as string;

    // Shoppers' and the admin's writes keep going while the copy is taken.
    let writing = true;
    const writer = (async () => {
      for (let n = 0; writing; n++) {
        await call(first.base, '/api/admin/addBook', {
          method: 'POST',
          token: admin,
          form: bookForm(`During ${n}`, n % 2 === 0),
        });
      }
    })();
    const backup = await cli(['backup', backupDir], dataDir);
    writing = false;
    await writer;
    expect(backup.output).toContain('Backed up');
    expect(backup.code).toBe(0);
    const manifest = JSON.parse(readFileSync(join(backupDir, 'manifest.json'), 'utf8'));
    expect(manifest.collections.books).toBeGreaterThanOrEqual(1);
    expect(manifest.collections['images.files']).toBeGreaterThanOrEqual(1);

    // The restore refuses to run under a live store.
    const refused = await cli(['restore', backupDir], dataDir);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/store is running .*stop it/);

    // Later changes: the kept book is deleted and another one added.
    expect((await call(first.base, `/api/admin/deleteBook/${keptId}`, { method: 'DELETE', token: admin })).status).toBe(
      200,
    );
    const later = await call(first.base, '/api/admin/addBook', {
      method: 'POST',
      token: admin,
      form: bookForm('Later', false),
    });
    expect(later.status).toBe(201);
    await stopStore(first);
    expect(existsSync(join(dataDir, 'mongo.uri'))).toBe(false);

    const restore = await cli(['restore', backupDir], dataDir);
    expect(restore.output).toContain('Restored');
    expect(restore.code).toBe(0);

    const second = await startStore(dataDir);
    stores.push(second);
    const login = await call(second.base, '/api/user/login', {
      method: 'POST',
      body: { email: 'admin@backup.test', password: 'secret123' },
    });
    expect(login.status).toBe(200);
    const book = await call(second.base, `/api/user/book/${keptId}`, { token: login.body.token });
    expect(book.status).toBe(200);
    expect(book.body.book.title).toBe('Kept');
    expect((await fetch(book.body.book.image)).status).toBe(200);
    expect((await call(second.base, `/api/user/book/${later.body.book._id}`, { token: login.body.token })).status).toBe(
      404,
    );
  }, 300_000);
});
