import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, trusted, Types } from 'mongoose';
import { isDuplicateKey } from '../common/database/duplicate-key';
import { EventBus } from '../common/events/event-bus';
import { AppError } from '../common/errors/app-error';
import { ErrorCode } from '../common/errors/error-code';
import { AuthUser, BearerToken, Role } from '../common/auth/role';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ImagesService } from '../images/images.service';
import type { IncomingFile } from '../images/incoming-file';
import { EmailPreferencesInput } from './dto/email-preferences.input';
import { AccountsChangedElsewhere, PasswordChanged, PasswordResetRequested, SessionsChanged } from './account-events';
import { UpdateProfileInput } from './dto/update-profile.input';
import { EmailPreferences, EmailPreferencesPayload, ProfilePayload } from './models/user-payloads.model';
import { toUser, User } from './models/user.model';
import { SessionCache } from './session-cache';
import { Lock } from './schemas/lock.schema';
import { PasswordReset } from './schemas/password-reset.schema';
import { AccountNoticeKind, User as UserRecord } from './schemas/user.schema';

const ADMIN_LOCK = 'admin';
/** Signed-in accounts each instance keeps in memory at most (about 200 bytes each). */
const MAX_CACHED_SESSIONS = 10_000;

/** The signed-in principal behind a verified token, with the account's token version and revoked tokens. */
export interface Session {
  user: AuthUser;
  tokenVersion: number;
  /** Ids of the account's tokens that were signed out (logout) and have not expired yet. */
  revoked: ReadonlySet<string>;
}
const NONE_REVOKED: ReadonlySet<string> = new Set();
/** A lock older than this with no admin behind it was left by a crashed registration. */
const STALE_LOCK_MS = 60_000;

export interface NewAccount {
  name: string;
  email: string;
  passwordHash: string;
  role: Role;
  photo?: IncomingFile;
}

/**
 * A new password: stored with the token version incremented (every token signed before is refused,
 * so the revoked ones need no list, and so is any reset link bound to the account before), and the
 * "password changed" email due.
 */
const passwordChange = (passwordHash: string) => ({
  $set: { passwordHash },
  $unset: { revokedTokens: 1 },
  $inc: { tokenVersion: 1 },
  $push: { notices: { _id: new Types.ObjectId(), kind: AccountNoticeKind.PASSWORD_CHANGED } },
});

/** Who an email about an order or a complaint goes to, and whether they want it. */
export interface Recipient extends EmailPreferences {
  name: string;
  email: string;
}

const preferencesOf = (record: { orderEmails?: boolean; complaintEmails?: boolean }): EmailPreferences => ({
  orderEmails: record.orderEmails ?? true,
  complaintEmails: record.complaintEmails ?? true,
});

/** The account still at the token version a reset link was bound with (accounts stored before versions read as 0). */
const atTokenVersion = (version: number) => ({
  tokenVersion: version === 0 ? trusted({ $in: [0, null] }) : version,
});

const emailTaken = () => new AppError(ErrorCode.EMAIL_TAKEN, 'An account with this email already exists');
const adminExists = () =>
  new AppError(ErrorCode.ADMIN_EXISTS, 'Admin already exists in the system. Only one admin is allowed.');

/**
 * Home of the account rules: unique emails, one admin, profile changes, and the signed-in
 * session every authenticated request asks for. Sessions are kept for `SESSION_CACHE_SECONDS`;
 * every change here that a session shows or depends on (password, name, email, role, deletion)
 * drops the account's session at once, so this instance never serves a stale one.
 */
@Injectable()
export class UsersService {
  private readonly sessions: SessionCache<Session | null>;

  constructor(
    @InjectModel(UserRecord.name) private readonly users: Model<UserRecord>,
    @InjectModel(Lock.name) private readonly locks: Model<Lock>,
    @InjectModel(PasswordReset.name) private readonly resets: Model<PasswordReset>,
    private readonly images: ImagesService,
    private readonly events: EventBus,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.sessions = new SessionCache({ ttlMs: config.sessionCacheMs, maxEntries: MAX_CACHED_SESSIONS });
    // Accounts changed through another instance (the change feed): their sessions are read again.
    events.subscribe(AccountsChangedElsewhere, ({ ids }) => {
      if (ids === 'all') this.forgetAllSessions();
      else for (const id of ids) this.forgetSession(id);
    });
  }

  /** Every photo reference the accounts hold (for the image sweep of the images module). */
  async imageRefs(): Promise<string[]> {
    return (await this.users.distinct('photo')).filter((ref): ref is string => typeof ref === 'string' && ref !== '');
  }

  /** Accounts whose photo is one of these missing images lose it; returns how many changed. */
  async forgetImages(ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    return (await this.users.updateMany({ photo: trusted({ $in: ids }) }, { $set: { photo: '' } })).modifiedCount;
  }

  async adminExists(): Promise<boolean> {
    return (await this.users.exists({ role: Role.ADMIN })) !== null;
  }

  /**
   * The checks of `create` that write nothing: the photo, a free email, no admin yet. Registration
   * runs them before hashing the password (argon2 is slow on purpose), so that a request bound to
   * fail costs little; `create` repeats them, and the unique index and the admin lock stay the
   * final word when two requests race.
   */
  async assertCanCreate(account: Pick<NewAccount, 'email' | 'role' | 'photo'>): Promise<void> {
    if (account.photo) this.images.assertImage(account.photo);
    if (await this.users.exists({ email: account.email })) throw emailTaken();
    if (account.role === Role.ADMIN && (await this.adminExists())) throw adminExists();
  }

  /**
   * Creates an account. An admin account first takes the admin lock, so of any number of
   * simultaneous admin registrations exactly one gets through. The photo is checked before
   * anything is written and removed again if the account cannot be created.
   */
  async create(account: NewAccount): Promise<User> {
    if (account.photo) this.images.assertImage(account.photo);
    if (await this.users.exists({ email: account.email })) throw emailTaken();
    if (account.role === Role.ADMIN) await this.takeAdminLock();

    let photoId = '';
    try {
      if (account.photo) photoId = await this.images.store(account.photo);
      const created = await this.users.create({
        name: account.name,
        email: account.email,
        passwordHash: account.passwordHash,
        role: account.role,
        photo: photoId,
      });
      return this.toModel(created);
    } catch (error) {
      await this.images.remove(photoId);
      if (account.role === Role.ADMIN) await this.locks.deleteOne({ _id: ADMIN_LOCK });
      throw isDuplicateKey(error) ? emailTaken() : error;
    }
  }

  /** For sign-in only: the one place the password hash is read. */
  async findCredentials(email: string): Promise<(User & { passwordHash: string; tokenVersion: number }) | null> {
    const record = await this.users.findOne({ email }).select('+passwordHash').lean();
    if (!record) return null;
    return { ...this.toModel(record), passwordHash: record.passwordHash, tokenVersion: record.tokenVersion ?? 0 };
  }

  /** The password hash of an account, to check its current password; null if it no longer exists. */
  async passwordHashOf(id: string): Promise<string | null> {
    const record = await this.users.findById(id).select('+passwordHash').lean();
    return record?.passwordHash ?? null;
  }

  /**
   * Stores a new password hash and increments the token version in one atomic update, so every
   * token signed before it is refused, and makes the "password changed" email due in the same
   * update. Returns the account and its new token version.
   */
  async setPassword(id: string, passwordHash: string): Promise<{ user: User; tokenVersion: number }> {
    const updated = await this.users.findByIdAndUpdate(id, passwordChange(passwordHash), { new: true }).lean();
    this.forgetSession(id, updated ? new PasswordChanged(id) : undefined);
    if (!updated) throw AppError.notFound('User not found');
    return { user: this.toModel(updated), tokenVersion: updated.tokenVersion };
  }

  /**
   * A reset link asked for this email address: its link (the hash of the token, until `expiresAt`)
   * replaces any older one (whose link stops working), with the reset email's notice, in one
   * upsert keyed by the address, whether or not an account has it. The same command on a document
   * of the same shape either way, so the answer takes as long for an unknown email as for a known
   * one: looking the address up, sending the email and binding the link to the account are left to
   * the outbox's relay (reset-notices.ts). A link that no account was found for never works.
   */
  async startPasswordReset(email: string, reset: { tokenHash: string; expiresAt: Date; nonce: string }): Promise<void> {
    await this.resets.updateOne(
      { _id: email },
      {
        $set: { tokenHash: reset.tokenHash, expiresAt: reset.expiresAt },
        $unset: { accountId: 1, tokenVersion: 1 },
        $push: { notices: { _id: new Types.ObjectId(), nonce: reset.nonce } },
      },
      { upsert: true },
    );
    void this.events.publish(new PasswordResetRequested(email));
  }

  /**
   * Uses a reset link: the live link with this token hash is deleted (so it works once), then the
   * account it was bound to gets the new password, if it is still at the token version it had when
   * the email went (a password change since voids the link); that update ends every session and
   * makes the "password changed" email due. Null when no live link has this hash (unknown, used,
   * replaced by a newer one, expired, or for an address with no account) or the account has changed
   * its password or is gone. A failure between the two steps leaves the password as it was and the
   * link used: the owner asks for another.
   */
  async resetPassword(tokenHash: string, passwordHash: string, now = new Date()): Promise<User | null> {
    const link = await this.resets
      .findOneAndDelete({
        tokenHash,
        expiresAt: trusted({ $gt: now }),
        accountId: trusted({ $exists: true }),
      })
      .lean();
    if (!link?.accountId) return null;
    const updated = await this.users
      .findOneAndUpdate(
        { _id: link.accountId, ...atTokenVersion(link.tokenVersion ?? 0) },
        passwordChange(passwordHash),
        { new: true },
      )
      .lean();
    if (!updated) return null;
    this.forgetSession(String(updated._id), new PasswordChanged(String(updated._id)));
    return this.toModel(updated);
  }

  /**
   * Whether a reset link with this token hash would set a password now (the checks of
   * `resetPassword`, without using it): its expiry, or null.
   */
  async resetLinkExpiry(tokenHash: string, now = new Date()): Promise<Date | null> {
    const link = await this.resets
      .findOne(
        { tokenHash, expiresAt: trusted({ $gt: now }), accountId: trusted({ $exists: true }) },
        { expiresAt: 1, accountId: 1, tokenVersion: 1 },
      )
      .lean();
    if (!link?.accountId) return null;
    const account = await this.users.exists({ _id: link.accountId, ...atTokenVersion(link.tokenVersion ?? 0) });
    return account ? link.expiresAt : null;
  }

  /**
   * The account behind a verified token with its token version and revoked tokens, or null if it
   * no longer exists. Served from memory for up to `SESSION_CACHE_SECONDS`; concurrent requests
   * share one read.
   */
  findSession(id: string): Promise<Session | null> {
    return this.sessions.get(id, async () => {
      const record = await this.users
        .findById(id, { name: 1, email: 1, role: 1, tokenVersion: 1, revokedTokens: 1 })
        .lean();
      if (!record) return null;
      const user = { _id: String(record._id), role: record.role, name: record.name, email: record.email };
      const revoked = record.revokedTokens?.length
        ? new Set(record.revokedTokens.map((token) => token.id))
        : NONE_REVOKED;
      return { user, tokenVersion: record.tokenVersion ?? 0, revoked };
    });
  }

  /**
   * Signs one token of the account out for good (logout): it is kept among the account's revoked
   * tokens until it would have expired anyway, and refused from the next request on (on other
   * instances, once the change feed or `SESSION_CACHE_SECONDS` lets them read the account again).
   * The account's other tokens (its other devices) keep working. Entries that have expired are
   * dropped first; both steps are single-document updates, harmless to repeat.
   */
  async revokeToken(id: string, token: BearerToken, now = new Date()): Promise<void> {
    await this.users.updateOne({ _id: id }, { $pull: { revokedTokens: { expiresAt: { $lte: now } } } });
    if (token.expiresAt > now) {
      await this.users.updateOne(
        { _id: id },
        { $push: { revokedTokens: { id: token.id, expiresAt: token.expiresAt } } },
      );
    }
    this.forgetSession(id);
  }

  /**
   * Drops what this instance remembers of an account's session, so the next request reads it
   * again, and tells the live connections (SessionsChanged, or the subclass saying why). Every write
   * here calls it, and so do other instances' changes (AccountsChangedElsewhere).
   */
  private forgetSession(id: string, event: SessionsChanged = new SessionsChanged(String(id))): void {
    this.sessions.forget(String(id));
    void this.events.publish(event);
  }

  /** Forgets every remembered session (when another instance's changes cannot be told apart). */
  private forgetAllSessions(): void {
    this.sessions.clear();
    void this.events.publish(new SessionsChanged('all'));
  }

  /**
   * Deletes an account and its photo; its tokens stop working at once on this instance and within
   * `SESSION_CACHE_SECONDS` on the others. Orders and complaints keep their reference (they show
   * the customer as unknown). No route calls it yet: it is the one way the store deletes an account.
   */
  async deleteAccount(id: string): Promise<void> {
    const deleted = await this.users.findByIdAndDelete(id).lean();
    this.forgetSession(id);
    if (!deleted) throw AppError.notFound('User not found');
    await this.images.remove(deleted.photo);
  }

  /**
   * Changes an account's role, keeping the one-admin rule (a promotion takes the admin lock; the
   * admin's demotion releases it). Takes effect at once on this instance and within
   * `SESSION_CACHE_SECONDS` on the others.
   */
  async setRole(id: string, role: Role): Promise<User> {
    const current = await this.users.findById(id, { role: 1 }).lean();
    if (!current) throw AppError.notFound('User not found');
    if (current.role === role) return this.getProfile(id);
    if (role === Role.ADMIN) {
      if (await this.adminExists()) throw adminExists();
      await this.takeAdminLock();
    }
    const updated = await this.users.findByIdAndUpdate(id, { $set: { role } }, { new: true }).lean();
    this.forgetSession(id);
    if (role !== Role.ADMIN) await this.locks.deleteOne({ _id: ADMIN_LOCK });
    if (!updated) throw AppError.notFound('User not found');
    return this.toModel(updated);
  }

  /** The account behind a verified token, or null if it no longer exists. */
  async findById(id: string): Promise<User | null> {
    const record = await this.users.findById(id).lean();
    return record ? this.toModel(record) : null;
  }

  /**
   * The accounts with these ids, keyed by id: one `$in` query (an order list's customers).
   * Malformed and unknown ids are simply absent.
   */
  async findMany(ids: readonly string[]): Promise<Map<string, User>> {
    const wanted = [
      ...new Set(
        ids.filter((id) => typeof id === 'string' && /^[0-9a-f]{24}$/i.test(id)).map((id) => id.toLowerCase()),
      ),
    ];
    const records = wanted.length ? await this.users.find({ _id: trusted({ $in: wanted }) }).lean() : [];
    return new Map(records.map((record) => [String(record._id), this.toModel(record)]));
  }

  /**
   * The ids of accounts whose name or email contains this text, case-insensitively (the text is
   * escaped, never read as a pattern); at most `limit` of them.
   */
  async idsMatching(text: string, limit = 1000): Promise<string[]> {
    const pattern = new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
    const records = await this.users
      .find({ $or: [{ name: pattern }, { email: pattern }] }, { _id: 1 })
      .limit(limit)
      .lean();
    return records.map((record) => String(record._id));
  }

  async getProfile(id: string): Promise<User> {
    const user = await this.findById(id);
    if (!user) throw AppError.notFound('User not found');
    return user;
  }

  /** Persists name, email and (optionally) a new photo; the old photo is removed afterwards. */
  async updateProfile(id: string, input: UpdateProfileInput, photo?: IncomingFile): Promise<ProfilePayload> {
    if (photo) this.images.assertImage(photo);
    const current = await this.users.findById(id).lean();
    if (!current) throw AppError.notFound('User not found');
    if (input.email !== current.email && (await this.users.exists({ email: input.email, _id: trusted({ $ne: id }) }))) {
      throw emailTaken();
    }

    const photoId = photo ? await this.images.store(photo) : current.photo;
    let updated;
    try {
      updated = await this.users
        .findByIdAndUpdate(id, { $set: { name: input.name, email: input.email, photo: photoId } }, { new: true })
        .lean();
    } catch (error) {
      if (photo) await this.images.remove(photoId);
      throw isDuplicateKey(error) ? emailTaken() : error;
    }
    this.forgetSession(id);
    if (!updated) {
      if (photo) await this.images.remove(photoId);
      throw AppError.notFound('User not found');
    }
    if (photo && current.photo) await this.images.remove(current.photo);
    return { message: 'Profile updated successfully!', user: this.toModel(updated) };
  }

  /** Which emails the account gets (accounts stored before the preferences existed get every one). */
  async emailPreferences(id: string): Promise<EmailPreferences> {
    const record = await this.users.findById(id, { orderEmails: 1, complaintEmails: 1 }).lean();
    if (!record) throw AppError.notFound('User not found');
    return preferencesOf(record);
  }

  /** Turns the shopper's order-status and complaint emails on or off (account emails always go). */
  async setEmailPreferences(id: string, input: EmailPreferencesInput): Promise<EmailPreferencesPayload> {
    const updated = await this.users
      .findByIdAndUpdate(
        id,
        { $set: { orderEmails: input.orderEmails, complaintEmails: input.complaintEmails } },
        { new: true, projection: { orderEmails: 1, complaintEmails: 1 } },
      )
      .lean();
    if (!updated) throw AppError.notFound('User not found');
    return { message: 'Email preferences saved', preferences: preferencesOf(updated) };
  }

  /** Whom to email about these accounts' orders and complaints, keyed by id: one `$in` query. */
  async recipients(ids: readonly string[]): Promise<Map<string, Recipient>> {
    const wanted = [...new Set(ids.filter((id) => /^[0-9a-f]{24}$/i.test(id)))];
    const records = wanted.length
      ? await this.users
          .find({ _id: trusted({ $in: wanted }) }, { name: 1, email: 1, orderEmails: 1, complaintEmails: 1 })
          .lean()
      : [];
    return new Map(
      records.map((record) => [
        String(record._id),
        { name: record.name, email: record.email, ...preferencesOf(record) },
      ]),
    );
  }

  private async takeAdminLock(): Promise<void> {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        await this.locks.create({ _id: ADMIN_LOCK, createdAt: new Date() });
        return;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
      if (await this.adminExists()) throw adminExists();
      const stale = await this.locks.deleteOne({
        _id: ADMIN_LOCK,
        createdAt: trusted({ $lt: new Date(Date.now() - STALE_LOCK_MS) }),
      });
      if (stale.deletedCount === 0) throw adminExists();
    }
    throw adminExists();
  }

  private toModel(record: Parameters<typeof toUser>[0]): User {
    return toUser(record, (ref) => this.images.urlFor(ref));
  }
}
