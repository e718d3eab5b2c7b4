import { BeforeApplicationShutdown, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { JobLeases, type RunEnd } from './job-leases';
import type { JobState } from './schemas/job-state.schema';

/** Why a run starts: its schedule, a request on this instance, the store's start, or a test's `runNow`. */
export type RunReason = 'schedule' | 'trigger' | 'start' | 'now';

export interface JobContext {
  reason: RunReason;
  /** Aborted when the store shuts down or the lease was lost: a long run stops at its next safe point. */
  signal: AbortSignal;
}

export interface JobDefinition {
  /** Unique, kebab-case: the `_id` of its document in `jobs`. */
  name: string;
  /** Runs every this many milliseconds, from one start to the next, on one instance at a time. Absent: on request only. */
  everyMs?: number;
  /**
   * Also run when the store starts: `before-listening` is waited for before the store takes
   * requests (the start-up repairs); `soon` is started then and not waited for.
   */
  atStart?: 'before-listening' | 'soon';
  /** How long a run holds the lease before it must renew it (it does, every third of it, while it runs). */
  leaseMs?: number;
  /**
   * A requested run (`trigger`) starts this long after the first request, so that the writes of a
   * burst share one run instead of one each (0: at once).
   */
  gatherMs?: number;
  /** One run. Absent: a one-off job, whose runs are started with their own work (`launch`). */
  run?: (context: JobContext) => Promise<void>;
}

/** What asking for a run did: it ran, it failed (logged, retried), or it did not run here (another holds the lease, or it is not due). */
export type RunOutcome = 'ran' | 'failed' | 'skipped';

export interface JobRunnerOptions {
  /** Start schedules at `start()` (false in tests: they run jobs with `runNow`, or call the services' passes). */
  scheduled: boolean;
  /** No other process can hold a lease (the embedded database): leases left by a killed process are given back at start. */
  alone: boolean;
  /** This instance's name in the job documents; `host:pid:random` by default. */
  instance?: string;
}

/** A run's lease lasts this long unless renewed (it is, every third of it, while the run lasts). */
export const DEFAULT_LEASE_MS = 60_000;
/** The first retry of a failed run comes this long after it; each later one waits twice as long. */
export const RETRY_FIRST_MS = 1_000;
/** The longest wait before a retry, for a job without a schedule (one with a schedule waits at most its period). */
export const RETRY_MAX_MS = 5 * 60_000;
/** A requested run whose lease another instance holds is asked for again after this, doubling up to 5 s. */
const TRIGGER_RETRY_FIRST_MS = 100;
const TRIGGER_RETRY_MAX_MS = 5_000;
/** How often an instance looks again at a job whose run elsewhere has not yet said when the next is due. */
const LOOK_AGAIN_MAX_MS = 5_000;

/** The wait before retry `failures` (1 for the first failure) of a job run every `everyMs` (or on request). */
export function retryDelayMs(failures: number, everyMs?: number): number {
  return Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, failures - 1), everyMs ?? RETRY_MAX_MS);
}

interface Entry {
  job: JobDefinition;
  leaseMs: number;
  ensured?: Promise<void>;
  timer?: NodeJS.Timeout;
  /** A requested run waiting for its `gatherMs` to pass. */
  gathering?: NodeJS.Timeout;
  /** The run on this instance, while it lasts. */
  running?: Promise<RunOutcome>;
  /** Asked for again while it ran here: it runs once more when the run ends. */
  again: boolean;
  triggerDelayMs: number;
}

/**
 * The store's one home for background work (docs/architecture.md "Background work"). A job has a
 * name, a schedule (every N ms, and/or on request: `trigger`), and a document in `jobs` that every
 * instance shares: its lease, its next run and what its runs did, which the admin reads
 * (`statuses`, `GET /api/admin/jobs`, the `jobs` query).
 *
 * Every run, scheduled or requested, first takes the job's lease with one conditional update
 * (jobs/job-leases.ts), so of several instances exactly one runs a job at a time, and a scheduled
 * run happens once per period however many instances look. The lease is renewed while the run
 * lasts; a lease left by a killed holder is taken over once it ends (at start-up at once when no
 * other process can hold one: the embedded database). A run that throws is logged in one line
 * (the job and the error), its document keeps the error and the failures in a row, and it is
 * retried after 1 s, 2 s, 4 s … at most its period. `stop` (the store shutting down) aborts the
 * runs' signals and waits for them.
 *
 * A one-off job (no `run`: the catalogue import's run of one file) is started with its own work by
 * `launch`: it runs at once on this instance, its own record decides whether it may (one import at
 * a time) and keeps its progress; the runner waits for it at shutdown, logs its failure, and notes
 * its starts and ends on the job's document. It is not retried: its record says how it ended.
 */
export class JobRunner implements OnApplicationBootstrap, BeforeApplicationShutdown {
  readonly instance: string;
  private readonly logger = new Logger('Jobs');
  private readonly leases: JobLeases;
  private readonly entries = new Map<string, Entry>();
  private readonly runs = new Set<{ controller: AbortController; done: Promise<unknown> }>();
  private started = false;
  private stopped = false;

  constructor(
    jobs: ConstructorParameters<typeof JobLeases>[0],
    private readonly options: JobRunnerOptions,
  ) {
    this.instance = options.instance ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
    this.leases = new JobLeases(jobs, this.instance);
  }

  /** Adds a job (at construction time of the module that owns it: before `start`). A name given twice is a mistake. */
  define(job: JobDefinition): void {
    if (this.entries.has(job.name)) throw new Error(`The job ${job.name} is defined twice`);
    this.entries.set(job.name, { job, leaseMs: job.leaseMs ?? DEFAULT_LEASE_MS, again: false, triggerDelayMs: 0 });
  }

  /** The jobs defined, by name. */
  names(): string[] {
    return [...this.entries.keys()].sort();
  }

  /**
   * Starts the schedules (unless `scheduled` is off): gives back leases a killed process left when
   * no other can hold one, creates the jobs' documents, runs the start-up runs (waiting for the
   * `before-listening` ones) and then each job when it is due.
   */
  async start(): Promise<void> {
    if (!this.options.scheduled || this.started) return;
    this.started = true;
    if (this.options.alone) {
      const released = await this.leases.releaseAll();
      if (released) this.logger.log(`${released} job lease(s) a stopped process held were given back`);
    }
    const waited: Array<Promise<unknown>> = [];
    for (const entry of this.entries.values()) {
      if (!entry.job.run) continue;
      await this.ensure(entry);
      if (entry.job.atStart === 'before-listening') waited.push(this.attempt(entry, 'start'));
      else if (entry.job.atStart === 'soon') void this.attempt(entry, 'start');
      else this.lookAt(entry, 0);
    }
    await Promise.all(waited);
  }

  onApplicationBootstrap(): Promise<void> {
    return this.start();
  }

  /** Before anything closes (the database, the mail transport), so that the runs in progress can end. */
  beforeApplicationShutdown(): Promise<void> {
    return this.stop();
  }

  /** Stops the schedules, aborts the running runs' signals and waits for them to end. */
  async stop(): Promise<void> {
    this.stopped = true;
    const entries = [...this.entries.values()];
    for (const entry of entries) {
      clearTimeout(entry.timer);
      clearTimeout(entry.gathering);
    }
    for (const run of this.runs) run.controller.abort();
    await Promise.all([...[...this.runs].map((run) => run.done), ...entries.map((entry) => quietly(entry.running))]);
  }

  /**
   * Asks for a run on this instance soon (a notice to relay now): after the job's `gatherMs` (the
   * requests meanwhile join it) if the lease is free then; once more after the run if the job runs
   * here; again shortly if another instance holds the lease. Only while the schedules run (never in
   * tests, which run jobs themselves).
   */
  trigger(name: string): void {
    const entry = this.entry(name);
    if (!entry.job.run) throw new Error(`The job ${name} is one-off: launch it with its work`);
    if (!this.started || this.stopped) return;
    this.requested(entry);
  }

  /** A requested run: gathered for `gatherMs`, then attempted (or noted for after the run here). */
  private requested(entry: Entry): void {
    const gatherMs = entry.job.gatherMs ?? 0;
    if (!gatherMs) {
      void this.attempt(entry, 'trigger');
      return;
    }
    if (entry.running) {
      entry.again = true;
      return;
    }
    entry.gathering ??= this.timer(() => {
      entry.gathering = undefined;
      void this.attempt(entry, 'trigger');
    }, gatherMs);
  }

  /** Runs a job now on this instance (when it holds the lease), and resolves when that run ends: for tests. */
  async runNow(name: string): Promise<RunOutcome> {
    const entry = this.entry(name);
    if (!entry.job.run) throw new Error(`The job ${name} is one-off: launch it with its work`);
    while (entry.running) await quietly(entry.running);
    await this.ensure(entry);
    return this.attempt(entry, 'now');
  }

  /** Resolves when the job is not running on this instance (nor asked to run, or to run once more): for tests and benchmarks. */
  async settled(name: string): Promise<void> {
    const entry = this.entry(name);
    while (entry.running || entry.gathering)
      await (entry.running ? quietly(entry.running) : sleep(entry.job.gatherMs ?? 0));
  }

  /**
   * Starts a one-off job's run with its own work, now, on this instance, and returns at once. The
   * work gets a signal aborted at shutdown; its failure is logged with `about` (which run it was).
   */
  launch(name: string, work: (signal: AbortSignal) => Promise<void>, about = ''): void {
    const entry = this.entry(name);
    if (entry.job.run) throw new Error(`The job ${name} runs on a schedule: trigger it instead`);
    const controller = new AbortController();
    const label = about ? `${name} (${about})` : name;
    // Its document only shows the run: the work runs even when the document cannot be written.
    const note = (write: () => Promise<unknown>) =>
      write().then(
        () => true,
        (error: unknown) => {
          this.logger.warn(`Job ${label} could not note its run on its document: ${messageOf(error)}`);
          return false;
        },
      );
    const done = (async () => {
      const noted = await note(() => this.ensure(entry).then(() => this.leases.mark(name, entry.leaseMs)));
      const renewal = noted ? this.renewEvery(entry, controller, { oneOff: true }) : undefined;
      const end = await this.perform(label, () => work(controller.signal));
      clearInterval(renewal);
      await note(() => this.leases.finish(name, end));
    })();
    this.track(controller, done);
  }

  /** Every job's document as stored (a job that never ran has none yet). */
  async states(): Promise<Array<{ job: JobDefinition; state: JobState | null }>> {
    const stored = new Map((await this.leases.find(this.names())).map((state) => [state._id, state]));
    return this.names().map((name) => ({ job: this.entries.get(name)!.job, state: stored.get(name) ?? null }));
  }

  private entry(name: string): Entry {
    const entry = this.entries.get(name);
    if (!entry) throw new Error(`No job is named ${name}`);
    return entry;
  }

  private ensure(entry: Entry): Promise<void> {
    entry.ensured ??= this.leases.ensure(entry.job.name, entry.job.everyMs).catch((error: unknown) => {
      entry.ensured = undefined;
      throw error;
    });
    return entry.ensured;
  }

  /** One attempt at a run on this instance; the next look (or run) is arranged when it ends. */
  private attempt(entry: Entry, reason: RunReason): Promise<RunOutcome> {
    if (this.stopped && reason !== 'now') return Promise.resolve('skipped');
    if (entry.running) {
      if (reason === 'trigger') entry.again = true;
      return Promise.resolve('skipped');
    }
    clearTimeout(entry.timer);
    const running = this.runOnce(entry, reason)
      .catch((error: unknown) => {
        // The database did not answer (the lease's update, or the run's end): looked at again later.
        this.logger.warn(`Job ${entry.job.name} could not reach its document: ${messageOf(error)}`);
        if (reason === 'now') throw error;
        this.lookAt(entry, LOOK_AGAIN_MAX_MS);
        return 'skipped' as const;
      })
      .finally(() => {
        entry.running = undefined;
        if (entry.again && this.started && !this.stopped) {
          entry.again = false;
          this.requested(entry);
        }
      });
    entry.running = running;
    return running;
  }

  private async runOnce(entry: Entry, reason: RunReason): Promise<RunOutcome> {
    const { job, leaseMs } = entry;
    const now = new Date();
    const taken = await this.leases.take(job.name, leaseMs, { due: reason === 'schedule' }, now);
    if (!taken) {
      await this.notTaken(entry, reason);
      return 'skipped';
    }
    entry.triggerDelayMs = 0;
    const controller = new AbortController();
    let finished!: (end: RunEnd) => void;
    this.track(controller, new Promise<RunEnd>((resolve) => (finished = resolve)));
    const renewal = this.renewEvery(entry, controller, { oneOff: false });
    const ran = await this.perform(job.name, () => job.run!({ reason, signal: controller.signal }), taken.failures);
    clearInterval(renewal);
    const end: RunEnd = ran.ok
      ? { ok: true, nextRunAt: job.everyMs ? new Date(now.getTime() + job.everyMs) : undefined }
      : { ...ran, nextRunAt: new Date(Date.now() + retryDelayMs(taken.failures + 1, job.everyMs)) };
    try {
      if (!(await this.leases.finish(job.name, end)))
        this.logger.warn(
          `Job ${job.name} lost its lease while it ran (it ran longer than its lease without renewing it)`,
        );
    } finally {
      finished(end);
    }
    if (end.nextRunAt) this.lookAt(entry, end.nextRunAt.getTime() - Date.now());
    return ran.ok ? 'ran' : 'failed';
  }

  /** Runs `work`; a failure is logged in one line and returned, never thrown. */
  private async perform(
    label: string,
    work: () => Promise<void>,
    failuresBefore?: number,
  ): Promise<{ ok: true } | { ok: false; error: string }> {
    try {
      await work();
      return { ok: true };
    } catch (error) {
      const message = messageOf(error);
      const count = failuresBefore === undefined ? '' : ` (${failuresBefore + 1} in a row)`;
      this.logger.error(`Job ${label} failed${count}: ${message}`);
      return { ok: false, error: message };
    }
  }

  /** The lease was not free (or the run not due): when to look again. */
  private async notTaken(entry: Entry, reason: RunReason): Promise<void> {
    if (reason === 'now' || !this.started) return;
    if (reason === 'trigger') {
      // Another instance holds the lease: its run may have begun before what asked for this one.
      entry.triggerDelayMs = Math.min(Math.max(TRIGGER_RETRY_FIRST_MS, entry.triggerDelayMs * 2), TRIGGER_RETRY_MAX_MS);
      clearTimeout(entry.timer);
      entry.timer = this.timer(() => void this.attempt(entry, 'trigger'), entry.triggerDelayMs);
      return;
    }
    const state = await this.leases.findOne(entry.job.name);
    if (!state) return;
    const now = Date.now();
    const leaseEnds = state.leaseUntil.getTime();
    const next = state.nextRunAt?.getTime();
    // Held: the holder's end says when the next run is due; a holder that died lets go when its lease ends.
    if (state.holder && leaseEnds >= now)
      this.lookAt(entry, Math.min(LOOK_AGAIN_MAX_MS, entry.job.everyMs ?? Infinity, leaseEnds - now + 1));
    else if (next !== undefined) this.lookAt(entry, next - now);
  }

  /** Looks at the job again in `ms` (a scheduled run if it is due then). */
  private lookAt(entry: Entry, ms: number): void {
    if (!this.started || this.stopped) return;
    clearTimeout(entry.timer);
    entry.timer = this.timer(() => void this.attempt(entry, 'schedule'), Math.max(0, ms));
  }

  private timer(callback: () => void, ms: number): NodeJS.Timeout {
    const timer = setTimeout(callback, ms);
    timer.unref();
    return timer;
  }

  /** Renews the lease every third of it while a run lasts; a lease found lost aborts the run's signal. */
  private renewEvery(entry: Entry, controller: AbortController, { oneOff }: { oneOff: boolean }): NodeJS.Timeout {
    const { name } = entry.job;
    const renewal = setInterval(() => {
      this.leases.renew(name, entry.leaseMs).then(
        (held) => {
          if (held || oneOff || controller.signal.aborted) return;
          this.logger.warn(`Job ${name} lost its lease while it ran: it stops at its next safe point`);
          controller.abort();
        },
        (error: unknown) => this.logger.warn(`Job ${name} could not renew its lease: ${messageOf(error)}`),
      );
    }, entry.leaseMs / 3);
    renewal.unref();
    return renewal;
  }

  private track(controller: AbortController, done: Promise<unknown>): void {
    const run = { controller, done };
    this.runs.add(run);
    void done.finally(() => this.runs.delete(run));
  }
}

/** Waits for a run, whatever its outcome (a failed `runNow` rejects; the others never do). */
const quietly = (run: Promise<unknown> | undefined) => run?.catch(() => undefined);

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
