import { trusted, type Model } from 'mongoose';
import { isDuplicateKey } from '../common/database/duplicate-key';
import type { JobState } from './schemas/job-state.schema';

/** A lease nobody holds ends at the epoch. */
export const NO_LEASE = new Date(0);

/** What a run's end writes: a success or a failure with its message, and when the job runs next (none: not scheduled). */
export type RunEnd = { ok: true; nextRunAt?: Date } | { ok: false; error: string; nextRunAt?: Date };

/**
 * The job documents' reads and writes for the runner (jobs/job-runner.ts). Every write that
 * decides who runs a job is one conditional single-document update, within what every engine
 * the store runs on supports (no transactions).
 */
export class JobLeases {
  constructor(
    private readonly jobs: Model<JobState>,
    private readonly instance: string,
  ) {}

  /**
   * Creates a job's document if it has none (due at once, nobody holding it), and records its
   * schedule. Two instances creating it together: one insert wins, the other's is refused by the
   * `_id` and changes nothing.
   */
  async ensure(name: string, everyMs: number | undefined, now = new Date()): Promise<void> {
    try {
      await this.jobs.updateOne(
        { _id: name },
        {
          $setOnInsert: { leaseUntil: NO_LEASE, failures: 0, ...(everyMs ? { nextRunAt: now } : {}) },
          ...(everyMs ? { $set: { everyMs } } : { $unset: { everyMs: 1 } }),
        },
        { upsert: true },
      );
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }

  /**
   * The lease, for `leaseMs`, if nobody holds it: one conditional update on
   * `{ _id, leaseUntil < now }` (and, for a scheduled run, `nextRunAt <= now`: the run is due).
   * A lease this instance holds counts as free: the runner runs a job once at a time here, so it
   * is one whose end could not be written (the database was away when the run ended). Returns the
   * document as taken (with the failures in a row so far), or null.
   */
  take(name: string, leaseMs: number, { due }: { due: boolean }, now = new Date()): Promise<JobState | null> {
    return this.jobs
      .findOneAndUpdate(
        {
          _id: name,
          $or: [{ leaseUntil: trusted({ $lt: now }) }, { holder: this.instance }],
          ...(due ? { nextRunAt: trusted({ $lte: now }) } : {}),
        },
        { $set: { holder: this.instance, leaseUntil: new Date(now.getTime() + leaseMs), lastStartedAt: now } },
        { new: true },
      )
      .lean<JobState>()
      .exec();
  }

  /**
   * Marks a one-off run (jobs/job-runner.ts `launch`) as started and held by this instance, without
   * a condition: what may run is decided by the run's own record, and the mark only shows who runs it.
   */
  async mark(name: string, leaseMs: number, now = new Date()): Promise<void> {
    await this.jobs.updateOne(
      { _id: name },
      { $set: { holder: this.instance, leaseUntil: new Date(now.getTime() + leaseMs), lastStartedAt: now } },
    );
  }

  /** Extends this instance's lease; false when it no longer holds it (it ran out and another took it). */
  async renew(name: string, leaseMs: number, now = new Date()): Promise<boolean> {
    const { matchedCount } = await this.jobs.updateOne(
      { _id: name, holder: this.instance },
      { $set: { leaseUntil: new Date(now.getTime() + leaseMs) } },
    );
    return matchedCount > 0;
  }

  /**
   * Writes a run's outcome and gives the lease back, if this instance still holds it; false when
   * it does not (the lease ran out and another instance took it: that one's outcome counts).
   */
  async finish(name: string, end: RunEnd, now = new Date()): Promise<boolean> {
    const unset: Record<string, 1> = { holder: 1 };
    if (!end.nextRunAt) unset.nextRunAt = 1;
    const set: Partial<JobState> = { leaseUntil: NO_LEASE, lastFinishedAt: now };
    if (end.nextRunAt) set.nextRunAt = end.nextRunAt;
    const update = end.ok
      ? { $set: { ...set, failures: 0 }, $unset: unset }
      : { $set: { ...set, lastFailedAt: now, lastError: end.error }, $inc: { failures: 1 }, $unset: unset };
    const { matchedCount } = await this.jobs.updateOne({ _id: name, holder: this.instance }, update);
    return matchedCount > 0;
  }

  /**
   * Gives back every lease, whoever holds it: only when no other process can hold one (the
   * embedded database is this process's alone), for the leases a killed process left.
   */
  async releaseAll(): Promise<number> {
    const { modifiedCount } = await this.jobs.updateMany(
      { holder: trusted({ $exists: true }) },
      { $set: { leaseUntil: NO_LEASE }, $unset: { holder: 1 } },
    );
    return modifiedCount;
  }

  find(names: string[]): Promise<JobState[]> {
    return this.jobs
      .find({ _id: trusted({ $in: names }) })
      .lean<JobState[]>()
      .exec();
  }

  findOne(name: string): Promise<JobState | null> {
    return this.jobs.findById(name).lean<JobState>().exec();
  }
}
