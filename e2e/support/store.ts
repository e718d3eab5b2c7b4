import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the store exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the store did not become healthy within ${timeoutMs / 1000} s`);
}

export interface Store {
  baseUrl: string;
  /** The store's data folder: development mode writes each email there, as `mail/*.eml`. */
  dataDir: string;
  stop(): Promise<void>;
}

/** How often a start is tried again when its port was taken between choosing and listening. */
const PORT_ATTEMPTS = 3;

/**
 * Starts the built store as `npm start` does (node server/dist/main.js), on a free port with an
 * empty data folder, so each journey file meets a store of its own. A free port can be taken by
 * another process (another store's database, say) before the store listens on it: the store then
 * exits with EADDRINUSE, and the start is tried again on another port.
 */
export async function startStore(env: Record<string, string> = {}): Promise<Store> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(env);
    } catch (error) {
      if (attempt >= PORT_ATTEMPTS || !/EADDRINUSE/.test((error as Error).message)) throw error;
    }
  }
}

async function startOnce(env: Record<string, string>): Promise<Store> {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bookstore-e2e-'));
  const child = spawn(process.execPath, [join(ROOT, 'server', 'dist', 'main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DEMO_CATALOGUE: 'false',
      AUTH_RATE_LIMIT: '200',
      PASSWORD_HASHING: 'fast',
      MONGODB_URI: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  try {
    await waitForHealth(baseUrl, child, 90_000);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\n--- store log ---\n${log}`);
  }
  return {
    baseUrl,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
