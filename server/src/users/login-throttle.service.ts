import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, trusted } from 'mongoose';
import { AppError } from '../common/errors/app-error';
import { ErrorCode } from '../common/errors/error-code';
import { LoginFailure } from './schemas/login-failure.schema';

/** Failed sign-ins to one account from one client address, within the window, before that address is refused. */
export const ADDRESS_FAILURE_LIMIT = 5;
/**
 * Failed sign-ins to one account from every address together before the account itself is refused
 * for a while. Far above what one address can reach (5, then one a minute), so that only a guess
 * spread over many addresses locks the owner out, and then only briefly.
 */
export const ACCOUNT_FAILURE_LIMIT = 50;
/** Wrong current passwords given to change an account's password, from anywhere, before it is refused. */
export const PASSWORD_CHANGE_FAILURE_LIMIT = 5;
/** Reset links asked for one email (known or not), from anywhere, before it is refused for a while. */
export const RESET_EMAIL_LIMIT = 3;
/** Reset links asked for from one client address, whatever the email, before it is refused for a while. */
export const RESET_ADDRESS_LIMIT = 10;
/** Contact-form messages from one client address before it is refused for a while. */
export const CONTACT_ADDRESS_LIMIT = 10;
/** A run of failures older than this is forgotten. */
export const FAILURE_WINDOW_MS = 15 * 60_000;
/** The first refusal period; each further failure doubles it, up to the maximum. */
export const BLOCK_MS = 30_000;
export const MAX_BLOCK_MS = 60_000;

/** A refused attempt: 429 RATE_LIMITED, with how long to wait (sent as Retry-After on both transports). */
export class LoginBlockedError extends AppError {
  constructor(retryAfterSeconds: number) {
    super(ErrorCode.RATE_LIMITED, 'Too many attempts. Please wait a minute and try again.', retryAfterSeconds);
  }
}

/** One count of failures and the number of them that starts a refusal. */
interface Counter {
  id: string;
  limit: number;
}

const signInCounters = (email: string, address: string): Counter[] => [
  { id: `sign-in ${email} from ${address}`, limit: ADDRESS_FAILURE_LIMIT },
  { id: `sign-in ${email}`, limit: ACCOUNT_FAILURE_LIMIT },
];
const resetCounters = (email: string, address: string): Counter[] => [
  { id: `reset ${email}`, limit: RESET_EMAIL_LIMIT },
  { id: `reset from ${address}`, limit: RESET_ADDRESS_LIMIT },
];
const contactCounter = (address: string): Counter => ({ id: `contact from ${address}`, limit: CONTACT_ADDRESS_LIMIT });
const passwordChangeCounter = (userId: string): Counter => ({
  id: `password ${userId}`,
  limit: PASSWORD_CHANGE_FAILURE_LIMIT,
});

/**
 * Throttling of password guesses, besides the per-IP limit of AuthThrottlerGuard:
 *
 * - sign-in: failures are counted per account and client address (ADDRESS_FAILURE_LIMIT) and per
 *   account over all addresses (ACCOUNT_FAILURE_LIMIT). An address that reaches its limit is
 *   refused for that account while the owner, from another address, still signs in. Unknown
 *   emails are counted the same way, so a refusal says nothing about which accounts exist.
 * - password change: wrong current passwords are counted per account, whatever the address
 *   (PASSWORD_CHANGE_FAILURE_LIMIT).
 * - reset links: every request is counted per email (RESET_EMAIL_LIMIT) and per address
 *   (RESET_ADDRESS_LIMIT), so nobody floods a mailbox or walks through a list of emails.
 * - contact messages: every message is counted per address (CONTACT_ADDRESS_LIMIT).
 *
 * Nobody can lock anyone out for good: a refusal lasts at most MAX_BLOCK_MS, refused attempts are
 * not counted, the window expires, and a success clears its counts. The counts live in the
 * database, so every instance shares them; every write is one atomic update (no transactions).
 */
@Injectable()
export class LoginThrottleService {
  constructor(@InjectModel(LoginFailure.name) private readonly failures: Model<LoginFailure>) {}

  /** Throws LoginBlockedError while this address, or the account as a whole, is refused. */
  assertSignInAllowed(email: string, address: string, now = new Date()): Promise<void> {
    return this.assertAllowed(signInCounters(email, address), now);
  }

  async recordSignInFailure(email: string, address: string, now = new Date()): Promise<void> {
    await Promise.all(signInCounters(email, address).map((counter) => this.recordFailure(counter, now)));
  }

  /** A successful sign-in forgets this address's failures and the account's. */
  async signedIn(email: string, address: string): Promise<void> {
    await this.forget(signInCounters(email, address));
  }

  /** Throws LoginBlockedError while password changes for this account are refused. */
  assertPasswordChangeAllowed(userId: string, now = new Date()): Promise<void> {
    return this.assertAllowed([passwordChangeCounter(userId)], now);
  }

  recordPasswordChangeFailure(userId: string, now = new Date()): Promise<void> {
    return this.recordFailure(passwordChangeCounter(userId), now);
  }

  async passwordChanged(userId: string): Promise<void> {
    await this.forget([passwordChangeCounter(userId)]);
  }

  /**
   * Throws LoginBlockedError while reset links for this email, or from this address, are refused.
   * Every request counts (known emails and unknown alike, so a refusal says nothing about which
   * accounts exist).
   */
  assertResetAllowed(email: string, address: string, now = new Date()): Promise<void> {
    return this.assertAllowed(resetCounters(email, address), now);
  }

  async recordResetRequest(email: string, address: string, now = new Date()): Promise<void> {
    await Promise.all(resetCounters(email, address).map((counter) => this.recordFailure(counter, now)));
  }

  /** Throws LoginBlockedError while contact messages from this address are refused. */
  assertContactAllowed(address: string, now = new Date()): Promise<void> {
    return this.assertAllowed([contactCounter(address)], now);
  }

  recordContactMessage(address: string, now = new Date()): Promise<void> {
    return this.recordFailure(contactCounter(address), now);
  }

  /** A password reset proves the owner: the account's sign-in failures from everywhere are forgotten. */
  async passwordReset(email: string): Promise<void> {
    await this.failures.deleteOne({ _id: `sign-in ${email}` });
  }

  private async assertAllowed(counters: Counter[], now: Date): Promise<void> {
    const records = await Promise.all(
      counters.map((counter) => this.failures.findById(counter.id, { blockedUntil: 1 }).lean()),
    );
    const until = Math.max(0, ...records.map((record) => record?.blockedUntil?.getTime() ?? 0));
    if (until > now.getTime()) throw new LoginBlockedError(Math.ceil((until - now.getTime()) / 1000));
  }

  /** Counts a failure; the one that reaches the limit, and each after it, starts a refusal period. */
  private async recordFailure({ id, limit }: Counter, now: Date): Promise<void> {
    await this.failures.updateOne(
      { _id: id, windowStart: trusted({ $lt: new Date(now.getTime() - FAILURE_WINDOW_MS) }) },
      { $set: { failures: 0, windowStart: now, blockedUntil: null } },
    );
    const record = await this.failures
      .findOneAndUpdate(
        { _id: id },
        { $inc: { failures: 1 }, $setOnInsert: { windowStart: now, blockedUntil: null } },
        { upsert: true, new: true },
      )
      .lean();
    const over = (record?.failures ?? 0) - limit;
    if (over < 0) return;
    const block = Math.min(BLOCK_MS * 2 ** over, MAX_BLOCK_MS);
    await this.failures.updateOne({ _id: id }, { $max: { blockedUntil: new Date(now.getTime() + block) } });
  }

  private async forget(counters: Counter[]): Promise<void> {
    await Promise.all(counters.map((counter) => this.failures.deleteOne({ _id: counter.id })));
  }
}
