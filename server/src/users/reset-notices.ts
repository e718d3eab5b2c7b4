import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, trusted } from 'mongoose';
import type { NoticeSource, PendingNotice } from '../mail';
import { PasswordReset } from './schemas/password-reset.schema';
import { User as UserRecord } from './schemas/user.schema';
import { passwordResetMail } from './user-notices';

/**
 * The reset links' side of the outbox. A reset request stores its link and notice under the email
 * address without looking it up (UsersService.startPasswordReset), so that it does the same work
 * whether or not an account has the address. Here, behind the answer, each pending notice is
 * turned into its email if an account has the address and the link is still live, and handing it
 * over binds the link to that account (its id and token version): only a bound link sets a
 * password. An address with no account gets no email, and its link stays bound to nobody.
 * Expired links are deleted here too, once their emails are handed over.
 */
@Injectable()
export class ResetNotices implements NoticeSource {
  constructor(
    @InjectModel(PasswordReset.name) private readonly resets: Model<PasswordReset>,
    @InjectModel(UserRecord.name) private readonly users: Model<UserRecord>,
  ) {}

  async pendingNotices(limit: number, now = new Date()): Promise<PendingNotice[]> {
    await this.resets.deleteMany({
      expiresAt: trusted({ $lte: now }),
      'notices._id': trusted({ $exists: false }),
    });
    const links = await this.resets
      .find({ 'notices._id': trusted({ $exists: true }) }, { expiresAt: 1, notices: 1 })
      .limit(limit)
      .lean();
    if (links.length === 0) return [];
    const accounts = await this.users
      .find({ email: trusted({ $in: links.map((link) => link._id) }) }, { name: 1, email: 1, tokenVersion: 1 })
      .lean();
    const byEmail = new Map(accounts.map((account) => [account.email, account]));
    return links.flatMap((link) => {
      const live = link.expiresAt > now;
      const account = live ? byEmail.get(link._id) : undefined;
      const binding = account ? { $set: { accountId: account._id, tokenVersion: account.tokenVersion ?? 0 } } : {};
      return (link.notices ?? []).map((notice) => ({
        key: `password-reset:${String(notice._id)}`,
        mails: account ? [passwordResetMail(account, notice.nonce)] : [],
        handed: async () => {
          await this.resets.updateOne({ _id: link._id }, { $pull: { notices: { _id: notice._id } }, ...binding });
        },
      }));
    });
  }
}
