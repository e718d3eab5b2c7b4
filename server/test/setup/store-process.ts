import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isLauncherCommand } from '../../src/database/mongo-java-server';

/** The real store as a child process on a data folder of its own (mongo-java-server with its H2 file). */
export interface StoreProcess {
  child: ChildProcess;
  base: string;
  /** The last 8,000 characters it printed. */
  log: () => string;
  /** The first 20,000 characters it printed (its start-up: which database it uses, where). */
  startLog: () => string;
}

const SERVER_DIR = join(__dirname, '..', '..');
/** Generous: the integration files run side by side, on a machine that may be busy besides. */
const START_TIMEOUT_MS = 90_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The Java database the store started: its child running the mongo-java-server launcher. */
export function javaChildOf(pid: number): number | undefined {
  const ps = spawnSync('ps', ['-o', 'pid=,ppid=,args=', '-A'], { encoding: 'utf8' });
  for (const line of (ps.stdout ?? '').split('\n')) {
    const match = /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line);
    if (match && Number(match[2]) === pid && isLauncherCommand(match[3])) return Number(match[1]);
  }
  return undefined;
}

/** How often a start is tried again when its port was taken between choosing and listening. */
const PORT_ATTEMPTS = 3;

/**
 * Starts the store on `dataDir` and resolves once /api/health answers. A free port can be taken by
 * another process (another store's database, say) before the store listens on it: the store then
 * exits with EADDRINUSE, and the start is tried again on another port once its database has let
 * the data folder go.
 */
export async function startStore(dataDir: string, env: Record<string, string> = {}): Promise<StoreProcess> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(dataDir, env);
    } catch (error) {
      if (attempt >= PORT_ATTEMPTS || !/EADDRINUSE/.test((error as Error).message)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
}

async function startOnce(dataDir: string, env: Record<string, string>): Promise<StoreProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['-r', require.resolve('ts-node/register/transpile-only'), join(SERVER_DIR, 'src', 'main.ts')],
    {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        TS_NODE_PROJECT: join(SERVER_DIR, 'tsconfig.json'),
        NODE_ENV: 'development',
        PORT: String(port),
        PUBLIC_URL: base,
        DATA_DIR: dataDir,
        MONGODB_URI: '',
        JWT_SECRET: 'crash-test-secret-that-is-long-enough-to-pass',
        DEMO_CATALOGUE: 'false',
        AUTH_RATE_LIMIT: '1000',
        PASSWORD_HASHING: 'fast',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  let startLog = '';
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8000);
    if (startLog.length < 20_000) startLog = (startLog + chunk.toString()).slice(0, 20_000);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return { child, base, log: () => log, startLog: () => startLog };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the store did not start:\n${log}`);
}

/** kill -9: the Java database first (with Node gone first, the launcher would shut down cleanly), then Node. */
export async function killStore(store: StoreProcess): Promise<void> {
  if (store.child.exitCode !== null || store.child.signalCode !== null) return;
  const java = javaChildOf(store.child.pid!);
  const exited = new Promise((resolve) => store.child.once('exit', resolve));
  if (java) process.kill(java, 'SIGKILL');
  store.child.kill('SIGKILL');
  await exited;
}

/** A clean stop (SIGTERM): the store closes and stops its database, so the data folder can be opened again. */
export async function stopStore(store: StoreProcess): Promise<void> {
  if (store.child.exitCode !== null || store.child.signalCode !== null) return;
  const exited = new Promise((resolve) => store.child.once('exit', resolve));
  store.child.kill('SIGTERM');
  const timer = setTimeout(() => void killStore(store), 15_000);
  await exited;
  clearTimeout(timer);
}

/**
 * A data folder of its own on which a test starts the store, kills it and starts it again: every
 * store started here is killed, and the folder removed, by `close` (in afterAll).
 */
export class CrashSite {
  readonly dataDir: string;
  private readonly stores: StoreProcess[] = [];

  constructor(name: string) {
    this.dataDir = mkdtempSync(join(tmpdir(), `bookstore-${name}-`));
  }

  async start(env: Record<string, string> = {}): Promise<StoreProcess> {
    const store = await startStore(this.dataDir, env);
    this.stores.push(store);
    return store;
  }

  async close(): Promise<void> {
    for (const store of this.stores) await killStore(store);
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** Registers an account (`name@domain`, password "secret123") on a store process: its token. */
export async function registerOn(store: StoreProcess, name: string, role: 'admin' | 'user', domain: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}@${domain}`;
  const registered = await call(store.base, '/api/user/register', {
    method: 'POST',
    body: { name, email, password: 'secret123', role },
  });
  if (registered.status !== 201) throw new Error(`registering ${email}: ${registered.status}`);
  return registered.body.token as string;
}

export async function call(
  base: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown; form?: FormData } = {},
) {
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.form ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as any };
}
