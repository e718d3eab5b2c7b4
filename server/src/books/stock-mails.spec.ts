import { checkEveryTemplate, HOSTILE, mailRenderer } from '../../test/setup/mail-templates';
import type { MessageOf } from '../mail';
import { STOCK_MAILS, type StockMails } from './stock-mails';

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
const render = mailRenderer(STOCK_MAILS);

describe('stock emails', () => {
  checkEveryTemplate(STOCK_MAILS, MESSAGES);
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
