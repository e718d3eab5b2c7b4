import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { TOOLS_DIR } from '../config/paths';
import { DataFolderInUseError, saysFileLocked } from './data-folder-in-use';
import { ResolvedDatabase } from './resolved-database';

export const JAVA_SERVER_DIR = join(TOOLS_DIR, 'mongo-java-server');
const LIB_DIR = join(JAVA_SERVER_DIR, 'lib');
const STARTUP_TIMEOUT_MS = 30_000;

function hasCommand(command: string): boolean {
  return spawnSync(command, ['-version'], { stdio: 'ignore' }).error === undefined;
}

/**
 * Fetches the server's jars from Maven Central into tools/mongo-java-server/lib (once; ~/.m2
 * caches them). Also run by `npm run db:fetch` so CI pays the cost before the tests start.
 */
export function ensureJavaServerJars(log: (line: string) => void = () => undefined): void {
  if (existsSync(LIB_DIR) && readdirSync(LIB_DIR).some((file) => file.endsWith('.jar'))) return;
  if (!hasCommand('java')) throw new Error('java is not installed (mongo-java-server needs a Java 17+ JDK)');
  if (!hasCommand('mvn')) throw new Error('mvn is not installed (it fetches mongo-java-server from Maven Central)');
  log('Fetching mongo-java-server from Maven Central (first run only)...');
  const result = spawnSync(
    'mvn',
    [
      '-q',
      '-B',
      '-f',
      join(JAVA_SERVER_DIR, 'pom.xml'),
      'dependency:copy-dependencies',
      `-DoutputDirectory=${LIB_DIR}`,
    ],
    { encoding: 'utf8', timeout: 300_000 },
  );
  if (result.status !== 0) {
    const detail = (result.stderr || result.stdout || String(result.error ?? ''))
      .trim()
      .split('\n')
      .slice(-5)
      .join('\n');
    throw new Error(`could not fetch mongo-java-server with Maven:\n${detail}`);
  }
}

/** Waits for the launcher's `LISTENING <host> <port>` line; anything on stderr explains a failure. */
function waitForPort(child: ChildProcess, dataDir?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`mongo-java-server did not start within ${STARTUP_TIMEOUT_MS / 1000} s`));
    }, STARTUP_TIMEOUT_MS);
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /^LISTENING \S+ (\d+)$/.exec(line.trim());
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (dataDir && saysFileLocked(stderr)) reject(new DataFolderInUseError(dataDir));
      else reject(new Error(`mongo-java-server exited with code ${code}: ${stderr.trim() || 'no message'}`));
    });
  });
}

/**
 * Step 3: mongo-java-server, a MongoDB wire-protocol server in Java. With a data folder it
 * keeps an H2 file there (data survives restarts); without one it runs in memory (tests).
 * The launcher exits when our stdin closes, so it never outlives this process.
 */
export async function startJavaServer(options: {
  dataDir?: string;
  /** Extra JVM options before the launcher, e.g. `-Dlauncher.commit=background` (benchmarks only). */
  javaOptions?: string[];
}): Promise<ResolvedDatabase> {
  ensureJavaServerJars((line) => process.stderr.write(`${line}\n`));
  let target = ':memory:';
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    target = join(options.dataDir, 'bookstore.mv.db');
  }
  const child = spawn(
    'java',
    [
      '-Xss4m',
      ...(options.javaOptions ?? []),
      '-cp',
      `${LIB_DIR}/*`,
      join(JAVA_SERVER_DIR, 'Launcher.java'),
      '127.0.0.1',
      '0',
      target,
    ],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  const port = await waitForPort(child, options.dataDir);
  child.removeAllListeners('exit');
  child.stdout!.resume();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    uri: `mongodb://127.0.0.1:${port}/bookstore?directConnection=true`,
    engine: 'mongo-java-server',
    location: options.dataDir ? target : 'memory',
    stop: async () => {
      if (child.exitCode !== null) return;
      child.stdin!.end();
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
