import { Injectable } from '@nestjs/common';
import type { Types } from 'mongoose';
import type { NoticeSource, PendingNotice } from '../mail';
import { PasswordResetsRepository } from './password-resets.repository';
import { passwordResetMail } from './user-notices';
import { UsersRepository } from './users.repository';

type ResetAccount = { _id: Types.ObjectId; name: string; email: string; tokenVersion?: number };

/**
 * The reset links' side of the outbox. A reset request stores its link and notice under the email
 * address without looking it up (PasswordResetsService.startPasswordReset), so that it does the same work
 * whether or not an account has the address. Here, behind the answer, each pending notice is
 * turned into its email if an account has the address and the link is still live, and handing it
 * over binds the link to that account (its id and token version): only a bound link sets a
 * password. An address with no account gets no email, and its link stays bound to nobody.
 * Expired links are deleted here too, once their emails are handed over.
 */
@Injectable()
export class ResetNotices implements NoticeSource {
  constructor(
    private readonly resets: PasswordResetsRepository,
    private readonly users: UsersRepository,
  ) {}

  async pendingNotices(limit: number, now = new Date()): Promise<PendingNotice[]> {
    await this.resets.deleteExpired(now);
    const links = await this.resets.withNotices(limit);
    if (links.length === 0) return [];
    const accounts = await this.users.findByEmails<ResetAccount>(
      links.map((link) => link._id),
      { name: 1, email: 1, tokenVersion: 1 },
    );
    const byEmail = new Map(accounts.map((account) => [account.email, account]));
    return links.flatMap((link) => {
      const live = link.expiresAt > now;
      const account = live ? byEmail.get(link._id) : undefined;
      const binding = account ? { $set: { accountId: account._id, tokenVersion: account.tokenVersion ?? 0 } } : {};
      return (link.notices ?? []).map((notice) => ({
        key: `password-reset:${String(notice._id)}`,
        mails: account ? [passwordResetMail(account, notice.nonce)] : [],
        handed: async () => {
          await this.resets.updateOne(link._id, { $pull: { notices: { _id: notice._id } }, ...binding });
        },
      }));
    });
  }
}
