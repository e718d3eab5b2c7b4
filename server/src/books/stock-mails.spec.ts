import { type MailContext, type MailTemplate, type MessageOf, renderMail } from '../mail';
import { STOCK_MAILS, type StockMails } from './stock-mails';

const HOSTILE = `<script>alert("x")</script> & 'quotes'`;
const context: MailContext = { storeName: 'Books & <Co>', currency: 'EUR', publicUrl: 'https://shop.example' };

/** One message of each template, every text field a value a person could have typed. */
const MESSAGES: Array<MessageOf<StockMails>> = [
  {
    template: 'low-stock-digest',
    data: {
      day: '2026-11-25',
      threshold: 3,
      entries: [
        { id: 'b1', title: HOSTILE, author: HOSTILE, stock: 1 },
        { id: 'b2', title: 'Gone', author: 'Ann', stock: 0 },
      ],
    },
  },
  { template: 'sold-out', data: { bookId: 'b1', title: HOSTILE, author: HOSTILE } },
];
const render = ({ template, data }: MessageOf<StockMails>) =>
  renderMail((STOCK_MAILS[template] as MailTemplate<object>)(data, context), context);

describe('stock emails', () => {
  it('covers every template', () => {
    expect(MESSAGES.map((message) => message.template).sort()).toEqual(Object.keys(STOCK_MAILS).sort());
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

describe('the low-stock digest', () => {
  it('lists each book with the lowest stock it reached and a link to its edit page', async () => {
    const mail = await render(MESSAGES[0]);
    expect(mail.subject).toBe('Low stock on 2026-11-25: 2 books');
    expect(mail.text).toContain(
      '2 books went down to the low-stock threshold (3 copies) or below on 2026-11-25 (UTC):',
    );
    expect(mail.text).toContain(
      `- "${HOSTILE}" by ${HOSTILE}: down to 1 copy. Restock it: https://shop.example/admin/books/edit/b1`,
    );
    expect(mail.text).toContain('- "Gone" by Ann: sold out. Restock it: https://shop.example/admin/books/edit/b2');
    expect(mail.html).toContain('href="https://shop.example/admin/books/edit/b2"');
  });
});
