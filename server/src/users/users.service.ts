import { Inject, Injectable } from '@nestjs/common';
import { isDuplicateKey } from '../common/database/duplicate-key';
import { Role } from '../common/auth/role';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ImagesService } from '../images/images.service';
import type { IncomingFile } from '../images/incoming-file';
import { adminExists, adminNotDeletable, adminRoleReserved, emailTaken, userNotFound } from './account-errors';
import { AccountDeleted } from './account-events';
import { LocksRepository } from './locks.repository';
import { toUser, User } from './models/user.model';
import { SessionsService } from './sessions.service';
import { UsersRepository } from './users.repository';
import { DELETED_NAME_KEY, nameKeyOf } from './customer-search';

const ADMIN_LOCK = 'admin';
/** A lock older than this with no admin behind it was left by a crashed registration. */
const STALE_LOCK_MS = 60_000;
/** A deletion still unfinished after this long was interrupted by a crash: the repair finishes it. */
export const DELETION_REPAIR_AFTER_MS = 60_000;
/** The name orders and complaints show for an account that was deleted. */
export const DELETED_CUSTOMER = 'Deleted customer';

export interface NewAccount {
  name: string;
  email: string;
  passwordHash: string;
  role: Role;
  photo?: IncomingFile;
}

/**
 * The accounts: creating one (a unique email, one admin), changing its role, deleting it, and
 * finding accounts for other modules (an order list's customers, a search by name or email). A
 * role change or a deletion takes effect at once on this instance (SessionsService) and within
 * `SESSION_CACHE_SECONDS` on the others. Passwords are CredentialsService's, profiles
 * ProfilesService's.
 */
@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly locks: LocksRepository,
    private readonly sessions: SessionsService,
    private readonly images: ImagesService,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'adminEmail'>,
  ) {}

  adminExists(): Promise<boolean> {
    return this.users.hasRole(Role.ADMIN);
  }

  /**
   * The checks of `create` that write nothing: the photo, an admin's email when ADMIN_EMAIL is set, a free email, no admin yet. Registration
   * runs them before hashing the password (argon2 is slow on purpose), so that a request bound to
   * fail costs little; `create` repeats them, and the unique index and the admin lock stay the
   * final word when two requests race.
   */
  async assertCanCreate(account: Pick<NewAccount, 'email' | 'role' | 'photo'>): Promise<void> {
    if (account.photo) this.images.assertImage(account.photo);
    this.assertMayTakeRole(account);
    if (await this.users.hasEmail(account.email)) throw emailTaken();
    if (account.role === Role.ADMIN && (await this.adminExists())) throw adminExists();
  }

  /**
   * Creates an account. An admin account first takes the admin lock, so of any number of
   * simultaneous admin registrations exactly one gets through. The photo is checked before
   * anything is written and removed again if the account cannot be created.
   */
  async create(account: NewAccount): Promise<User> {
    if (account.photo) this.images.assertImage(account.photo);
    this.assertMayTakeRole(account);
    if (await this.users.hasEmail(account.email)) throw emailTaken();
    if (account.role === Role.ADMIN) await this.takeAdminLock();

    let photoId = '';
    try {
      if (account.photo) photoId = await this.images.store(account.photo);
      const created = await this.users.insert({
        name: account.name,
        nameKey: nameKeyOf(account.name),
        email: account.email,
        passwordHash: account.passwordHash,
        role: account.role,
        photo: photoId,
      });
      return this.toModel(created);
    } catch (error) {
      await this.images.remove(photoId);
      if (account.role === Role.ADMIN) await this.locks.release(ADMIN_LOCK);
      throw isDuplicateKey(error) ? emailTaken() : error;
    }
  }

  /**
   * Deletes a shopper's account. One conditional update marks it deleted and scrubs it (a
   * placeholder email, so the real one is free again; no name, photo, email preferences or
   * notices; a new token version, so every token is refused); then the photo goes; then
   * AccountDeleted lets the other modules drop what they keep for it (cart, addresses) and closes its
   * live connections; then the account goes. A crash after the first update leaves a scrubbed
   * account that signs nobody in, which `finishDeletions` completes (a photo left behind is removed
   * by the image sweep). Orders and complaints keep the account's id and
   * show the customer as DELETED_CUSTOMER. The admin's account is refused (403 ADMIN_NOT_DELETABLE).
   */
  async deleteAccount(id: string): Promise<void> {
    const before = await this.users.markDeleted(id, {
      $set: {
        deletedAt: new Date(),
        email: `deleted-${id}@deleted.invalid`,
        name: DELETED_CUSTOMER,
        nameKey: DELETED_NAME_KEY,
        photo: '',
      },
      $inc: { tokenVersion: 1 },
      $unset: { revokedTokens: 1, notices: 1, noticesDue: 1, orderEmails: 1, complaintEmails: 1, stockEmails: 1 },
    });
    if (!before) {
      const current = await this.users.findById(id, { role: 1, deletedAt: 1 });
      if (current?.role === Role.ADMIN) throw adminNotDeletable();
      throw userNotFound();
    }
    await this.images.remove(before.photo);
    await this.finishDeletion(id);
  }

  /**
   * Finishes the deletions a crash interrupted (marked longer than `staleMs` ago): the deletion
   * repair job. Each is told again (its listeners are harmless to repeat) and removed.
   */
  async finishDeletions(staleMs = DELETION_REPAIR_AFTER_MS): Promise<number> {
    const ids = await this.users.deletedBefore(new Date(Date.now() - staleMs), 100);
    for (const id of ids) await this.finishDeletion(id);
    return ids.length;
  }

  private async finishDeletion(id: string): Promise<void> {
    await this.sessions.ended(id, new AccountDeleted(id));
    await this.users.removeDeleted(id);
  }

  /**
   * Changes an account's role, keeping the one-admin rule (a promotion takes the admin lock; the
   * admin's demotion releases it). Takes effect at once on this instance and within
   * `SESSION_CACHE_SECONDS` on the others.
   */
  async setRole(id: string, role: Role): Promise<User> {
    const current = await this.users.findById(id, { role: 1 });
    if (!current) throw userNotFound();
    if (current.role === role) {
      const user = await this.findById(id);
      if (!user) throw userNotFound();
      return user;
    }
    if (role === Role.ADMIN) {
      if (await this.adminExists()) throw adminExists();
      await this.takeAdminLock();
    }
    const updated = await this.users.update(id, { $set: { role } });
    this.sessions.changed(id);
    if (role !== Role.ADMIN) await this.locks.release(ADMIN_LOCK);
    if (!updated) throw userNotFound();
    return this.toModel(updated);
  }

  /** The account with this id, or null if it no longer exists. */
  async findById(id: string): Promise<User | null> {
    const record = await this.users.findById(id);
    return record ? this.toModel(record) : null;
  }

  /**
   * The accounts with these ids, keyed by id: one `$in` query (an order list's customers).
   * Malformed and unknown ids, and deleted accounts, are simply absent.
   */
  async findMany(ids: readonly string[]): Promise<Map<string, User>> {
    const wanted = [
      ...new Set(
        ids.filter((id) => typeof id === 'string' && /^[0-9a-f]{24}$/i.test(id)).map((id) => id.toLowerCase()),
      ),
    ];
    const records = wanted.length ? await this.users.findByIds(wanted) : [];
    // An account being deleted is already gone to its orders and complaints.
    return new Map(
      records.filter((record) => !record.deletedAt).map((record) => [String(record._id), this.toModel(record)]),
    );
  }

  /**
   * The ids of accounts whose name or email contains this text, case-insensitively (the text is
   * escaped, never read as a pattern); at most `limit` of them.
   */
  idsMatching(text: string, limit = 1000): Promise<string[]> {
    return this.users.idsMatching(new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'), limit);
  }

  /** With ADMIN_EMAIL set, the admin role is that email's alone (compared as stored: lowercase). */
  private assertMayTakeRole(account: Pick<NewAccount, 'email' | 'role'>): void {
    const reservedFor = this.config.adminEmail;
    if (account.role === Role.ADMIN && reservedFor !== undefined && account.email.toLowerCase() !== reservedFor) {
      throw adminRoleReserved();
    }
  }

  /** Of any number of simultaneous callers one takes the lock; a lock left by a crash is taken over after STALE_LOCK_MS. */
  private async takeAdminLock(): Promise<void> {
    for (let attempt = 0; attempt < 2; attempt++) {
      if (await this.locks.take(ADMIN_LOCK)) return;
      if (await this.adminExists()) throw adminExists();
      if (!(await this.locks.releaseTakenBefore(ADMIN_LOCK, new Date(Date.now() - STALE_LOCK_MS)))) {
        throw adminExists();
      }
    }
    throw adminExists();
  }

  private toModel(record: Parameters<typeof toUser>[0]): User {
    return toUser(record, (ref) => this.images.urlFor(ref));
  }
}
