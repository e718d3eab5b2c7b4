import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, trusted, type Types } from 'mongoose';
import { RESET_TOKEN_MINUTES } from '../common/auth/reset-token';
import type { MessageOf, NoticeMail, NoticeSource, PendingNotice } from '../mail';
import type { AccountMails } from './account-mails';
import { AccountNoticeKind, type AccountNoticeRecord, User as UserRecord } from './schemas/user.schema';

type NoticedAccount = Pick<UserRecord, 'name' | 'email' | 'notices'> & { _id: Types.ObjectId };

/**
 * The accounts' side of the outbox: a password changed (by a reset or from the profile) writes its
 * notice in the update that stores it (UsersService); this turns each into its email, which goes
 * whatever the account's email preferences. Reset links are reset-notices.ts's.
 */
@Injectable()
export class UserNotices implements NoticeSource {
  constructor(@InjectModel(UserRecord.name) private readonly users: Model<UserRecord>) {}

  async pendingNotices(limit: number): Promise<PendingNotice[]> {
    const accounts = await this.users
      .find({ 'notices._id': trusted({ $exists: true }) }, { name: 1, email: 1, notices: 1 })
      .limit(limit)
      .lean<NoticedAccount[]>();
    return accounts.flatMap((account) =>
      (account.notices ?? []).map((notice) => ({
        key: `account:${String(account._id)}:${String(notice._id)}`,
        mails: [mailOf(account, notice)],
        handed: async () => {
          await this.users.updateOne({ _id: account._id }, { $pull: { notices: { _id: notice._id } } });
        },
      })),
    );
  }
}

function mailOf(account: NoticedAccount, notice: AccountNoticeRecord): NoticeMail {
  if (notice.kind === AccountNoticeKind.PASSWORD_RESET) return passwordResetMail(account, notice.nonce ?? '');
  return {
    recipient: 'account',
    to: account.email,
    message: { template: 'password-changed', data: { name: account.name } } satisfies MessageOf<AccountMails>,
  };
}

/** The email with a reset link, whose token is derived from `nonce` when it is rendered. */
export function passwordResetMail(account: { name: string; email: string }, nonce: string): NoticeMail {
  return {
    recipient: 'account',
    to: account.email,
    message: {
      template: 'password-reset',
      data: { name: account.name, nonce, minutes: RESET_TOKEN_MINUTES },
    } satisfies MessageOf<AccountMails>,
  };
}
