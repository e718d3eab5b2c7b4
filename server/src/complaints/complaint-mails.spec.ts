import { type MailContext, type MailTemplate, type MessageOf, renderMail } from '../mail';
import { COMPLAINT_MAILS, type ComplaintMails } from './complaint-mails';

const HOSTILE = `<script>alert("x")</script> & 'quotes'`;
const context: MailContext = { storeName: 'Books & <Co>', currency: 'EUR', publicUrl: 'https://shop.example' };

/** One message of each template, every text field a value a person could have typed. */
const MESSAGES: Array<MessageOf<ComplaintMails>> = [
  {
    template: 'complaint-answered',
    data: { complaintId: 'c1', name: HOSTILE, title: HOSTILE, response: HOSTILE, status: 'resolved' },
  },
  {
    template: 'complaint-new',
    data: {
      complaintId: 'c1',
      title: HOSTILE,
      description: HOSTILE,
      customerName: HOSTILE,
      customerEmail: 'a@b.c',
      type: 'complaint',
      category: 'other',
      priority: 'high',
    },
  },
];
const render = ({ template, data }: MessageOf<ComplaintMails>) =>
  renderMail((COMPLAINT_MAILS[template] as MailTemplate<object>)(data, context), context);

describe('complaint emails', () => {
  it('covers every template', () => {
    expect(MESSAGES.map((message) => message.template).sort()).toEqual(Object.keys(COMPLAINT_MAILS).sort());
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
});
