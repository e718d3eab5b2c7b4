import { Injectable } from '@nestjs/common';
import type { Types } from 'mongoose';
import { RESET_TOKEN_MINUTES } from '../common/auth/reset-token';
import type { MessageOf, NoticeMail, NoticeSource, PendingNotice } from '../mail';
import type { AccountMails } from './account-mails';
import { AccountNoticeKind, type AccountNoticeRecord, type User as UserRecord } from './schemas/user.schema';
import { UsersRepository } from './users.repository';

type NoticedAccount = Pick<UserRecord, 'name' | 'email' | 'notices'> & { _id: Types.ObjectId };

/**
 * The accounts' side of the outbox: a password changed (by a reset or from the profile) writes its
 * notice in the update that stores it (CredentialsService); this turns each into its email, which goes
 * whatever the account's email preferences. Reset links are reset-notices.ts's.
 */
@Injectable()
export class UserNotices implements NoticeSource {
  constructor(private readonly users: UsersRepository) {}

  async pendingNotices(limit: number): Promise<PendingNotice[]> {
    const accounts = await this.users.notices.due<NoticedAccount>(limit, { name: 1, email: 1 });
    return accounts.flatMap((account) =>
      (account.notices ?? []).map((notice) => ({
        key: `account:${String(account._id)}:${String(notice._id)}`,
        mails: [mailOf(account, notice)],
        handed: () => this.users.notices.handed(account._id, notice._id),
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
