import { checkEveryTemplate, HOSTILE, mailRenderer } from '../../test/setup/mail-templates';
import type { MessageOf } from '../mail';
import { accountMails, type AccountMails } from './account-mails';
const ACCOUNT_MAILS = accountMails({
  resetLink: (nonce) => `https://shop.example/reset-password?token=derived-${nonce}`,
});

/** One message of each template, every text field a value a person could have typed. */
const MESSAGES: Array<MessageOf<AccountMails>> = [
  { template: 'password-reset', data: { name: HOSTILE, nonce: 'n1', minutes: 30 } },
  { template: 'password-changed', data: { name: HOSTILE } },
];
const render = mailRenderer(ACCOUNT_MAILS);

describe('account emails', () => {
  checkEveryTemplate(ACCOUNT_MAILS, MESSAGES);

  it('writes the reset link from the nonce', async () => {
    const reset = await render(MESSAGES[0]);
    expect(reset.text).toContain('https://shop.example/reset-password?token=derived-n1');
  });
});
