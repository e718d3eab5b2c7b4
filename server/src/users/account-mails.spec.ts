import { type MailContext, type MailTemplate, type MessageOf, renderMail } from '../mail';
import { accountMails, type AccountMails } from './account-mails';

const HOSTILE = `<script>alert("x")</script> & 'quotes'`;
const context: MailContext = { storeName: 'Books & <Co>', currency: 'EUR', publicUrl: 'https://shop.example' };
const ACCOUNT_MAILS = accountMails({
  resetLink: (nonce) => `https://shop.example/reset-password?token=derived-${nonce}`,
});

/** One message of each template, every text field a value a person could have typed. */
const MESSAGES: Array<MessageOf<AccountMails>> = [
  { template: 'password-reset', data: { name: HOSTILE, nonce: 'n1', minutes: 30 } },
  { template: 'password-changed', data: { name: HOSTILE } },
];
const render = ({ template, data }: MessageOf<AccountMails>) =>
  renderMail((ACCOUNT_MAILS[template] as MailTemplate<object>)(data, context), context);

describe('account emails', () => {
  it('covers every template', () => {
    expect(MESSAGES.map((message) => message.template).sort()).toEqual(Object.keys(ACCOUNT_MAILS).sort());
  });

  it.each(MESSAGES.map((message) => [message.template, message] as const))(
    'renders %s as valid MJML with HTML and text, and no value from people unescaped',
    async (_template, message) => {
      const mail = await render(message);
      expect(mail.subject).not.toBe('');
      expect(mail.html).toContain('<!doctype html>');
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<Co>');
      expect(mail.html).toContain('Books &amp; &lt;Co&gt;');
      expect(mail.text).toContain('Books & <Co>');
    },
  );

  it('writes the reset link from the nonce', async () => {
    const reset = await render(MESSAGES[0]);
    expect(reset.text).toContain('https://shop.example/reset-password?token=derived-n1');
  });
});
