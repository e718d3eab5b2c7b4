import { ChildProcess, execFile, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { Logger } from '@nestjs/common';
import { TOOLS_DIR } from '../config/paths';
import { DataFolderInUseError, saysFileLocked } from './data-folder-in-use';
import { ResolvedDatabase } from './resolved-database';

export const JAVA_SERVER_DIR = join(TOOLS_DIR, 'mongo-java-server');
const LIB_DIR = join(JAVA_SERVER_DIR, 'lib');
const LAUNCHER_SOURCE = join(JAVA_SERVER_DIR, 'Launcher.java');
/** Where the launcher's classes are kept, one folder per version of its source. */
const CLASSES_DIR = join(JAVA_SERVER_DIR, 'classes');
const STARTUP_TIMEOUT_MS = 30_000;
const HOST = '127.0.0.1';

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

/** One running launcher process. */
export interface Launched {
  child: ChildProcess;
  port: number;
  /** Resolves once the process has exited. */
  exited: Promise<void>;
}

/** Whether a process's command line is a launcher's (for tests and benchmarks that look for its process). */
export function isLauncherCommand(command: string): boolean {
  return command.includes('java') && command.includes('mongo-java-server') && /\bLauncher\b/.test(command);
}

/** How `java` runs the launcher: a class path and the main class (or, from its source, the source file). */
export interface LauncherCommand {
  classpath: string;
  main: string;
}

let launcher: Promise<LauncherCommand> | undefined;

/** How this process runs the launcher (see `launcherIn`), decided once. */
export function launcherCommand(): Promise<LauncherCommand> {
  launcher ??= launcherIn(CLASSES_DIR);
  return launcher;
}

/**
 * The launcher's classes, compiled from Launcher.java once per version of its source
 * (`javac --release 17`, so any Java 17 or later runs them) and kept in `classesDir/<hash of the
 * source>` (tools/mongo-java-server/classes). Run as a source file, `java` compiles it again at
 * every start: about 5 of a start's 6 s on a 2-core machine. Processes starting together each
 * compile into a folder of their own and the first rename wins; the others use it. Where the classes
 * cannot be kept (an install whose tools folder is read-only, or no `javac`), the launcher runs from
 * its source file, as it did before, and the log says why.
 */
export async function launcherIn(
  classesDir: string,
  logger: Pick<Logger, 'warn'> = new Logger('Database'),
): Promise<LauncherCommand> {
  try {
    const classes = await compileLauncher(classesDir);
    return { classpath: `${LIB_DIR}/*${delimiter}${classes}`, main: 'Launcher' };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    logger.warn(`running the embedded engine from its source file, about 5 s more per start: ${reason}`);
    return { classpath: `${LIB_DIR}/*`, main: LAUNCHER_SOURCE };
  }
}

async function compileLauncher(classesDir: string): Promise<string> {
  const version = createHash('sha256').update(readFileSync(LAUNCHER_SOURCE)).digest('hex').slice(0, 16);
  const classes = join(classesDir, version);
  if (existsSync(join(classes, 'Launcher.class'))) return classes;
  mkdirSync(classesDir, { recursive: true });
  const building = mkdtempSync(join(classesDir, `.${version}-`));
  try {
    await new Promise<void>((resolve, reject) =>
      execFile(
        'javac',
        ['--release', '17', '-nowarn', '-cp', `${LIB_DIR}/*`, '-d', building, LAUNCHER_SOURCE],
        { timeout: 120_000 },
        (error, _stdout, stderr) =>
          error ? reject(new Error(`could not compile the launcher: ${stderr.trim() || error.message}`)) : resolve(),
      ),
    );
    renameSync(building, classes);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    // Another process renamed its own first: the same source, the same classes.
    if (!existsSync(join(classes, 'Launcher.class'))) throw error;
  }
  return classes;
}

/** Starts the launcher on `port` (0: any free port) and waits until it listens. */
async function launch(target: string, port: number, javaOptions: string[]): Promise<Launched> {
  const { classpath, main } = await launcherCommand();
  const child = spawn('java', ['-Xss4m', ...javaOptions, '-cp', classpath, main, HOST, String(port), target], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  // Writing to (or closing) the stdin of a launcher that died must not throw in this process.
  child.stdin!.on('error', () => undefined);
  const listening = await waitForPort(child, target === ':memory:' ? undefined : dirname(target));
  child.removeAllListeners('exit');
  child.stdout!.resume();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, port: listening, exited };
}

/** Ends a launcher cleanly (stdin EOF: it commits and closes its store), or kills it after 10 s. */
async function shutDown({ child, exited }: Launched): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.stdin!.end();
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** The wait before restarting a launcher that died; doubled after each restart that fails or dies young. */
export const RESTART_FIRST_DELAY_MS = 1000;
/** The longest wait between restarts; a launcher that ran this long starts the next count at the first delay. */
export const RESTART_MAX_DELAY_MS = 30_000;

/** The wait before restart number `attempt` (0-based): 1 s, 2 s, 4 s, … at most 30 s. */
export function restartDelayMs(attempt: number): number {
  return Math.min(RESTART_FIRST_DELAY_MS * 2 ** attempt, RESTART_MAX_DELAY_MS);
}

/**
 * Keeps a file-backed launcher running: when its process dies (a crash, the OOM killer, kill -9),
 * it is started again on the same H2 file and the same port, after 1 s, then 2 s, 4 s … at most
 * 30 s while restarts fail, with a log line for each. Mongoose's driver reconnects to the same
 * address by itself; listeners hear of each restart (the change feed then has the caches read
 * again, since writes in flight at the crash may or may not have been stored).
 */
export class JavaServerSupervisor {
  private attempt = 0;
  private startedAt = Date.now();
  private timer: NodeJS.Timeout | undefined;
  private restarting: Promise<void> | undefined;
  private stopping = false;
  private readonly listeners = new Set<() => void>();

  constructor(
    private current: Launched,
    private readonly relaunch: () => Promise<Launched>,
    private readonly location: string,
    private readonly logger: Pick<Logger, 'log' | 'warn'>,
  ) {
    this.watch(current);
  }

  onRestart(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    await this.restarting;
    await shutDown(this.current);
  }

  private watch(launched: Launched): void {
    launched.child.once('exit', (code, signal) => {
      if (this.stopping || launched !== this.current) return;
      // A launcher that ran for a while died of something new: the count starts again at 1 s.
      if (Date.now() - this.startedAt >= RESTART_MAX_DELAY_MS) this.attempt = 0;
      const how = signal ? `was killed (${signal})` : `exited with code ${code}`;
      this.schedule(`mongo-java-server ${how}`);
    });
  }

  private schedule(reason: string): void {
    const delay = restartDelayMs(this.attempt++);
    this.logger.warn(`${reason}; restarting it on ${this.location} in ${delay / 1000} s`);
    this.timer = setTimeout(() => {
      this.restarting = this.restart().finally(() => (this.restarting = undefined));
    }, delay);
  }

  private async restart(): Promise<void> {
    let launched: Launched;
    try {
      launched = await this.relaunch();
    } catch (error) {
      if (!this.stopping)
        this.schedule(`mongo-java-server could not restart (${(error as Error).message.split('\n')[0]})`);
      return;
    }
    if (this.stopping) return shutDown(launched);
    this.current = launched;
    this.startedAt = Date.now();
    this.watch(launched);
    this.logger.log(`mongo-java-server restarted on ${this.location}, port ${launched.port} (attempt ${this.attempt})`);
    for (const listener of [...this.listeners]) listener();
  }
}

/**
 * Step 3: mongo-java-server, a MongoDB wire-protocol server in Java. With a data folder it
 * keeps an H2 file there (data survives restarts) and is supervised: if its process dies, it is
 * started again on the same file and port (JavaServerSupervisor). Without one it runs in memory
 * (tests), unsupervised: a restart would bring back an empty database. The launcher exits when
 * our stdin closes, so it never outlives this process.
 */
export async function startJavaServer(options: {
  dataDir?: string;
  /** Extra JVM options before the launcher, e.g. `-Dlauncher.commit=background` (benchmarks only). */
  javaOptions?: string[];
  /** Restart the launcher if it dies (default: when it keeps a file). */
  supervise?: boolean;
  logger?: Pick<Logger, 'log' | 'warn'>;
}): Promise<ResolvedDatabase> {
  ensureJavaServerJars((line) => process.stderr.write(`${line}\n`));
  let target = ':memory:';
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    target = join(options.dataDir, 'bookstore.mv.db');
  }
  const javaOptions = options.javaOptions ?? [];
  const first = await launch(target, 0, javaOptions);
  const location = options.dataDir ? target : 'memory';
  const database = {
    uri: `mongodb://${HOST}:${first.port}/bookstore?directConnection=true`,
    engine: 'mongo-java-server' as const,
    location,
  };
  if (!(options.supervise ?? Boolean(options.dataDir))) return { ...database, stop: () => shutDown(first) };

  const supervisor = new JavaServerSupervisor(
    first,
    () => launch(target, first.port, javaOptions),
    location,
    options.logger ?? new Logger('Database'),
  );
  return { ...database, stop: () => supervisor.stop(), onRestart: (listener) => supervisor.onRestart(listener) };
}
