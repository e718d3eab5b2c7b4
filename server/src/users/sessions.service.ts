import { Inject, Injectable } from '@nestjs/common';
import { AuthUser, BearerToken } from '../common/auth/role';
import { EventBus } from '../common/events/event-bus';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { AccountsChangedElsewhere, SessionsChanged } from './account-events';
import { SessionCache } from './session-cache';
import { UsersRepository } from './users.repository';

/** Signed-in accounts each instance keeps in memory at most (about 200 bytes each). */
const MAX_CACHED_SESSIONS = 10_000;
const SESSION_FIELDS = { name: 1, email: 1, role: 1, tokenVersion: 1, revokedTokens: 1 } as const;

/** The signed-in principal behind a verified token, with the account's token version and revoked tokens. */
export interface Session {
  user: AuthUser;
  tokenVersion: number;
  /** Ids of the account's tokens that were signed out (logout) and have not expired yet. */
  revoked: ReadonlySet<string>;
}
const NONE_REVOKED: ReadonlySet<string> = new Set();

/**
 * The signed-in session every authenticated request asks for (the JWT strategy), kept in memory
 * for `SESSION_CACHE_SECONDS`, and logout. Every service of this module that changes what a session
 * shows or depends on (password and token version, name, email, role, deletion) calls `changed`
 * right after its write, which drops the account's session at once, so this instance never
 * serves a stale one; other instances' changes arrive as AccountsChangedElsewhere.
 */
@Injectable()
export class SessionsService {
  private readonly sessions: SessionCache<Session | null>;

  constructor(
    private readonly users: UsersRepository,
    private readonly events: EventBus,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.sessions = new SessionCache({ ttlMs: config.sessionCacheMs, maxEntries: MAX_CACHED_SESSIONS });
    // Accounts changed through another instance (the change feed): their sessions are read again.
    events.subscribe(AccountsChangedElsewhere, ({ ids }) => {
      if (ids === 'all') this.changedAll();
      else for (const id of ids) this.changed(id);
    });
  }

  /**
   * The account behind a verified token with its token version and revoked tokens, or null if it
   * no longer exists. Served from memory for up to `SESSION_CACHE_SECONDS`; concurrent requests
   * share one read.
   */
  findSession(id: string): Promise<Session | null> {
    return this.sessions.get(id, async () => {
      const record = await this.users.findById(id, SESSION_FIELDS);
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
    await this.users.updateOne(id, { $pull: { revokedTokens: { expiresAt: { $lte: now } } } });
    if (token.expiresAt > now) {
      await this.users.updateOne(id, { $push: { revokedTokens: { id: token.id, expiresAt: token.expiresAt } } });
    }
    this.changed(id);
  }

  /**
   * The account's session may have changed (called right after the write): drops what this
   * instance remembers of it, and any read of it in flight, so the next request reads it again and
   * a read begun before the change cannot put the old value back; then tells the live connections
   * (SessionsChanged, or the subclass saying why).
   */
  changed(id: string, event: SessionsChanged = new SessionsChanged(String(id))): void {
    this.sessions.forget(String(id));
    void this.events.publish(event);
  }

  /**
   * As `changed`, and waits for the event's listeners: a deletion returns once every module has
   * let go of the account.
   */
  async ended(id: string, event: SessionsChanged): Promise<void> {
    this.sessions.forget(String(id));
    await this.events.publish(event);
  }

  /** Forgets every remembered session (when another instance's changes cannot be told apart). */
  private changedAll(): void {
    this.sessions.clear();
    void this.events.publish(new SessionsChanged('all'));
  }
}
