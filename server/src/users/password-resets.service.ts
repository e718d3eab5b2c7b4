import { Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import { EventBus } from '../common/events/event-bus';
import { PasswordResetRequested } from './account-events';
import { CredentialsService } from './credentials.service';
import type { User } from './models/user.model';
import { PasswordResetsRepository } from './password-resets.repository';
import { UsersRepository } from './users.repository';

/**
 * Reset links, one per email address (`passwordresets`): storing a link asked for, checking one,
 * and using one. The email and the link's binding to an account are the outbox relay's
 * (reset-notices.ts); the token and its hash are AuthService's (common/auth/reset-token.ts).
 */
@Injectable()
export class PasswordResetsService {
  constructor(
    private readonly resets: PasswordResetsRepository,
    private readonly users: UsersRepository,
    private readonly credentials: CredentialsService,
    private readonly events: EventBus,
  ) {}

  /**
   * A reset link asked for this email address: its link (the hash of the token, until `expiresAt`)
   * replaces any older one (whose link stops working), with the reset email's notice, in one
   * upsert keyed by the address, whether or not an account has it. The same command on a document
   * of the same shape either way, so the answer takes as long for an unknown email as for a known
   * one: looking the address up, sending the email and binding the link to the account are left to
   * the outbox's relay (reset-notices.ts). A link that no account was found for never works.
   */
  async startPasswordReset(email: string, reset: { tokenHash: string; expiresAt: Date; nonce: string }): Promise<void> {
    await this.resets.upsert(email, {
      $set: { tokenHash: reset.tokenHash, expiresAt: reset.expiresAt },
      $unset: { accountId: 1, tokenVersion: 1 },
      $push: { notices: { _id: new Types.ObjectId(), nonce: reset.nonce } },
    });
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
    const link = await this.resets.takeLive(tokenHash, now);
    if (!link?.accountId) return null;
    return this.credentials.setPasswordAtVersion(link.accountId, link.tokenVersion ?? 0, passwordHash);
  }

  /**
   * Whether a reset link with this token hash would set a password now (the checks of
   * `resetPassword`, without using it): its expiry, or null.
   */
  async resetLinkExpiry(tokenHash: string, now = new Date()): Promise<Date | null> {
    const link = await this.resets.findLive(tokenHash, now);
    if (!link?.accountId) return null;
    return (await this.users.isAtTokenVersion(link.accountId, link.tokenVersion ?? 0)) ? link.expiresAt : null;
  }
}
