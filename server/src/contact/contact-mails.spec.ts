import { type MailContext, renderMail } from '../mail';
import { CONTACT_MAILS } from './contact-mails';

const HOSTILE = `<script>alert("x")</script> & 'quotes'`;
const context: MailContext = { storeName: 'Books & <Co>', currency: 'EUR', publicUrl: 'https://shop.example' };

describe('contact emails', () => {
  it('covers every template', () => {
    expect(Object.keys(CONTACT_MAILS)).toEqual(['contact']);
  });

  it('renders contact as valid MJML with HTML and text, and no value from people unescaped', async () => {
    const data = { name: HOSTILE, email: 'a@b.c', message: HOSTILE };
    const mail = await renderMail(CONTACT_MAILS.contact(data, context), context);
    expect(mail.subject).not.toBe('');
    expect(mail.html).toContain('<!doctype html>');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<Co>');
    expect(mail.html).toContain('Books &amp; &lt;Co&gt;');
    expect(mail.text).toContain('Books & <Co>');
  });
});
