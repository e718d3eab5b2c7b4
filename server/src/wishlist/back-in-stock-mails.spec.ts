import { checkEveryTemplate, HOSTILE, mailRenderer } from '../../test/setup/mail-templates';
import type { MessageOf } from '../mail';
import { WISHLIST_MAILS, type WishlistMails } from './back-in-stock-mails';

/** One message of each template, every text field a value a person could have typed. */
const MESSAGES: Array<MessageOf<WishlistMails>> = [
  { template: 'back-in-stock', data: { name: HOSTILE, bookId: 'b1', title: HOSTILE, author: HOSTILE } },
];
const render = mailRenderer(WISHLIST_MAILS);

describe('wishlist emails', () => {
  checkEveryTemplate(WISHLIST_MAILS, MESSAGES);
});

describe('the back-in-stock email', () => {
  it('names the book and links to its page', async () => {
    const mail = await render({
      template: 'back-in-stock',
      data: { name: 'Ada', bookId: 'b1', title: 'Dune', author: 'Frank Herbert' },
    });
    expect(mail.subject).toBe('Back in stock: Dune');
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.text).toContain('“Dune” by Frank Herbert is back in stock at');
    expect(mail.text).toContain('See the book: https://shop.example/books/b1');
    expect(mail.html).toContain('href="https://shop.example/books/b1"');
  });
});
