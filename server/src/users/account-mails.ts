import { resolveJwtSecret } from '../common/auth/jwt-secret';
import { resetTokenOf } from '../common/auth/reset-token';
import type { AppConfig } from '../config/app-config';
import { button, type MailTemplates, markup, paragraph } from '../mail';

export interface PasswordResetData {
  name: string;
  /** From which the link's token is derived with the server's secret; the token itself is never stored. */
  nonce: string;
  minutes: number;
}

/** The accounts' emails, by template, with the data each needs. */
export interface AccountMails {
  'password-reset': PasswordResetData;
  'password-changed': { name: string };
}

/** What the account emails need beyond their data. */
export interface AccountLinks {
  /** The reset page's link for a reset notice's nonce. */
  resetLink(nonce: string): string;
}

/**
 * The reset page's link for a nonce: the token derived from it with the server's JWT secret
 * (common/auth/reset-token.ts) at render time, so it exists only in the email. The secret is
 * resolved on the first link.
 */
export function resetLinks(config: Pick<AppConfig, 'publicUrl' | 'jwtSecret' | 'dataDir'>): AccountLinks {
  let secret: string | undefined;
  return {
    resetLink: (nonce) => {
      secret ??= resolveJwtSecret(config);
      return `${config.publicUrl}/reset-password?token=${encodeURIComponent(resetTokenOf(secret, nonce))}`;
    },
  };
}

/** A reset link asked for, a password changed (registered by UsersModule with `resetLinks`). */
export const accountMails = (links: AccountLinks): MailTemplates<AccountMails> => ({
  'password-reset': (reset, context) => {
    const link = links.resetLink(reset.nonce);
    const lead = `Someone asked to reset the password of your ${context.storeName} account. The link works once, for ${reset.minutes} minutes.`;
    const ignore = 'If it was not you, ignore this email: your password stays as it is.';
    return {
      subject: `Reset your ${context.storeName} password`,
      preview: 'A link to choose a new password',
      body: markup`${paragraph(markup`Hello ${reset.name},`)}${paragraph(lead)}${button('Choose a new password', link)}${paragraph(ignore)}`,
      text: [`Hello ${reset.name},`, '', lead, '', `Choose a new password: ${link}`, '', ignore].join('\n'),
    };
  },
  'password-changed': (account, context) => {
    const lead = `The password of your ${context.storeName} account was changed, and every device was signed out.`;
    const help = `If you did not change it, reset it at once from the sign-in page (${context.publicUrl}/forgot-password) and tell us.`;
    return {
      subject: 'Your password was changed',
      preview: lead,
      body: markup`${paragraph(markup`Hello ${account.name},`)}${paragraph(lead)}${paragraph(help)}`,
      text: [`Hello ${account.name},`, '', lead, '', help].join('\n'),
    };
  },
});
