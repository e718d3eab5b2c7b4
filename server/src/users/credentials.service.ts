import { Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import { AppError } from '../common/errors/app-error';
import { ImagesService } from '../images/images.service';
import { withNotice } from '../mail';
import { PasswordChanged } from './account-events';
import { toUser, User } from './models/user.model';
import { AccountNoticeKind } from './schemas/user.schema';
import { SessionsService } from './sessions.service';
import { UsersRepository } from './users.repository';

/**
 * A new password: stored with the token version incremented (every token signed before is refused,
 * so the revoked ones need no list, and so is any reset link bound to the account before), and the
 * "password changed" email due.
 */
const passwordChange = (passwordHash: string) =>
  withNotice(
    { $set: { passwordHash }, $unset: { revokedTokens: 1 }, $inc: { tokenVersion: 1 } },
    { _id: new Types.ObjectId(), kind: AccountNoticeKind.PASSWORD_CHANGED },
  );

/**
 * The one place an account's password hash is read and written: sign-in's credentials, the
 * current password to check, and a new password (from the profile or through a reset link), which
 * ends every session of the account (SessionsService) and makes the "password changed" email due.
 */
@Injectable()
export class CredentialsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly images: ImagesService,
  ) {}

  /** For sign-in only: the account with this email, its password hash and token version. */
  async findCredentials(email: string): Promise<(User & { passwordHash: string; tokenVersion: number }) | null> {
    const record = await this.users.findWithPasswordHash({ email });
    if (!record) return null;
    return { ...this.toModel(record), passwordHash: record.passwordHash, tokenVersion: record.tokenVersion ?? 0 };
  }

  /** The password hash of an account, to check its current password; null if it no longer exists. */
  async passwordHashOf(id: string): Promise<string | null> {
    const record = await this.users.findWithPasswordHash({ _id: id });
    return record?.passwordHash ?? null;
  }

  /**
   * Stores a new password hash and increments the token version in one atomic update, so every
   * token signed before it is refused, and makes the "password changed" email due in the same
   * update. Returns the account and its new token version.
   */
  async setPassword(id: string, passwordHash: string): Promise<{ user: User; tokenVersion: number }> {
    const updated = await this.users.update(id, passwordChange(passwordHash));
    this.sessions.changed(id, updated ? new PasswordChanged(id) : undefined);
    if (!updated) throw AppError.notFound('User not found');
    return { user: this.toModel(updated), tokenVersion: updated.tokenVersion };
  }

  /**
   * The same change for the account `id` while it is still at `tokenVersion` (a reset link's
   * binding: a password change since voids the link); the account, or null when it has changed its
   * password since or is gone.
   */
  async setPasswordAtVersion(id: Types.ObjectId, tokenVersion: number, passwordHash: string): Promise<User | null> {
    const updated = await this.users.updateAtTokenVersion(id, tokenVersion, passwordChange(passwordHash));
    if (!updated) return null;
    this.sessions.changed(String(updated._id), new PasswordChanged(String(updated._id)));
    return this.toModel(updated);
  }

  private toModel(record: Parameters<typeof toUser>[0]): User {
    return toUser(record, (ref) => this.images.urlFor(ref));
  }
}
