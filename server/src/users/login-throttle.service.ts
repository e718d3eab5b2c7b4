import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, trusted } from 'mongoose';
import { AppError } from '../common/errors/app-error';
import { ErrorCode } from '../common/errors/error-code';
import { LoginFailure } from './schemas/login-failure.schema';

/** Failures for one email, within the window, after which its sign-ins are refused for a while. */
export const LOGIN_FAILURE_LIMIT = 5;
/** A run of failures older than this is forgotten. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
/** The first refusal period; each further failure doubles it, up to the maximum. */
export const LOGIN_BLOCK_MS = 30_000;
export const LOGIN_MAX_BLOCK_MS = 60_000;

/** A refused sign-in: 429 RATE_LIMITED, with how long to wait (sent as Retry-After on both transports). */
export class LoginBlockedError extends AppError {
  constructor(retryAfterSeconds: number) {
    super(ErrorCode.RATE_LIMITED, 'Too many attempts. Please wait a minute and try again.', retryAfterSeconds);
  }
}

/**
 * Per-account throttling of failed sign-ins, besides the per-IP limit: after
 * LOGIN_FAILURE_LIMIT failures within LOGIN_FAILURE_WINDOW_MS, sign-ins for that email are
 * refused for a bounded time, whatever the IP. Nobody can lock an account out for good: a
 * refusal lasts at most LOGIN_MAX_BLOCK_MS, refused attempts are not counted, the window
 * expires, and a successful sign-in clears the record. Unknown emails are tracked the same way.
 * Every write is one atomic update (no transactions: DESIGN.md).
 */
@Injectable()
export class LoginThrottleService {
  constructor(@InjectModel(LoginFailure.name) private readonly failures: Model<LoginFailure>) {}

  /** Throws LoginBlockedError while this email is in a refusal period. */
  async assertAllowed(email: string, now = new Date()): Promise<void> {
    const record = await this.failures.findById(email, { blockedUntil: 1 }).lean();
    const until = record?.blockedUntil?.getTime() ?? 0;
    if (until > now.getTime()) throw new LoginBlockedError(Math.ceil((until - now.getTime()) / 1000));
  }

  /** Counts a failure; the one that reaches the limit, and each after it, starts a refusal period. */
  async recordFailure(email: string, now = new Date()): Promise<void> {
    await this.failures.updateOne(
      { _id: email, windowStart: trusted({ $lt: new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS) }) },
      { $set: { failures: 0, windowStart: now, blockedUntil: null } },
    );
    const record = await this.failures
      .findOneAndUpdate(
        { _id: email },
        { $inc: { failures: 1 }, $setOnInsert: { windowStart: now, blockedUntil: null } },
        { upsert: true, new: true },
      )
      .lean();
    const over = (record?.failures ?? 0) - LOGIN_FAILURE_LIMIT;
    if (over < 0) return;
    const block = Math.min(LOGIN_BLOCK_MS * 2 ** over, LOGIN_MAX_BLOCK_MS);
    await this.failures.updateOne({ _id: email }, { $max: { blockedUntil: new Date(now.getTime() + block) } });
  }

  /** A successful sign-in forgets the failures. */
  async reset(email: string): Promise<void> {
    await this.failures.deleteOne({ _id: email });
  }
}
