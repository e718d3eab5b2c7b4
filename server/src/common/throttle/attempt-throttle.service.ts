import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, trusted } from 'mongoose';
import { AppError } from '../errors/app-error';
import { ErrorCode } from '../errors/error-code';
import { AttemptCount } from './attempt-count.schema';

/** A run of attempts older than this is forgotten. */
export const ATTEMPT_WINDOW_MS = 15 * 60_000;
/** The first refusal period; each further attempt doubles it, up to the maximum. */
export const BLOCK_MS = 30_000;
export const MAX_BLOCK_MS = 60_000;

/** A refused attempt: 429 RATE_LIMITED, with how long to wait (sent as Retry-After on both transports). */
export class TooManyAttemptsError extends AppError {
  constructor(retryAfterSeconds: number) {
    super(ErrorCode.RATE_LIMITED, 'Too many attempts. Please wait a minute and try again.', retryAfterSeconds);
  }
}

/**
 * One count: its key (what is counted, and for whom: `sign-in <email> from <address>`) and the
 * number of attempts within the window that starts a refusal. The modules that count say which.
 */
export interface AttemptCounter {
  key: string;
  limit: number;
}

/**
 * Counts attempts per key within a window (ATTEMPT_WINDOW_MS) and refuses a key that reached its
 * limit with 429 RATE_LIMITED and Retry-After: sign-in failures, wrong current passwords and reset
 * requests (auth/auth-attempts.ts), contact messages (contact/contact.service.ts). The per-IP limit
 * on the sign-in routes is AuthThrottlerGuard's, beside it.
 *
 * Nobody can lock anyone out for good: a refusal lasts at most MAX_BLOCK_MS, refused attempts are
 * not counted (the caller asks `assertAllowed` first), the window expires, and the caller forgets
 * a key's count after a success. The counts live in the database, so every instance shares them;
 * every write is one atomic update (no transactions).
 */
@Injectable()
export class AttemptThrottleService {
  constructor(@InjectModel(AttemptCount.name) private readonly counts: Model<AttemptCount>) {}

  /** Throws TooManyAttemptsError while any of these keys is refused (with the longest wait). */
  async assertAllowed(counters: readonly AttemptCounter[], now = new Date()): Promise<void> {
    const records = await Promise.all(
      counters.map((counter) => this.counts.findById(counter.key, { blockedUntil: 1 }).lean()),
    );
    const until = Math.max(0, ...records.map((record) => record?.blockedUntil?.getTime() ?? 0));
    if (until > now.getTime()) throw new TooManyAttemptsError(Math.ceil((until - now.getTime()) / 1000));
  }

  /** Counts one attempt under each key. */
  async count(counters: readonly AttemptCounter[], now = new Date()): Promise<void> {
    await Promise.all(counters.map((counter) => this.countOne(counter, now)));
  }

  /** Forgets these keys' counts (after a success). */
  async forget(counters: readonly AttemptCounter[]): Promise<void> {
    await Promise.all(counters.map((counter) => this.counts.deleteOne({ _id: counter.key })));
  }

  /** Counts an attempt; the one that reaches the limit, and each after it, starts a refusal period. */
  private async countOne({ key, limit }: AttemptCounter, now: Date): Promise<void> {
    await this.counts.updateOne(
      { _id: key, windowStart: trusted({ $lt: new Date(now.getTime() - ATTEMPT_WINDOW_MS) }) },
      { $set: { failures: 0, windowStart: now, blockedUntil: null } },
    );
    const record = await this.counts
      .findOneAndUpdate(
        { _id: key },
        { $inc: { failures: 1 }, $setOnInsert: { windowStart: now, blockedUntil: null } },
        { upsert: true, new: true },
      )
      .lean();
    const over = (record?.failures ?? 0) - limit;
    if (over < 0) return;
    const block = Math.min(BLOCK_MS * 2 ** over, MAX_BLOCK_MS);
    await this.counts.updateOne({ _id: key }, { $max: { blockedUntil: new Date(now.getTime() + block) } });
  }
}
