import { button, type MailTemplates, markup, paragraph } from '../mail';

/** A book a shopper waited for has copies again. */
export interface BackInStockData {
  name: string;
  bookId: string;
  title: string;
  author: string;
}

/** The wishlist's emails, by template, with the data each needs. */
export interface WishlistMails {
  'back-in-stock': BackInStockData;
}

/** The back-in-stock email, to the shopper who asked for it (registered by WishlistModule). */
export const WISHLIST_MAILS: MailTemplates<WishlistMails> = {
  'back-in-stock': (alert, context) => {
    const link = `${context.publicUrl}/books/${encodeURIComponent(alert.bookId)}`;
    const lead = `“${alert.title}” by ${alert.author} is back in stock at ${context.storeName}.`;
    return {
      subject: `Back in stock: ${alert.title}`,
      preview: lead,
      body: markup`${paragraph(markup`Hello ${alert.name},`)}${paragraph(lead)}${paragraph('You asked us to tell you once. Copies go fast: order yours while they last.')}${button('See the book', link)}`,
      text: [
        `Hello ${alert.name},`,
        '',
        lead,
        'You asked us to tell you once. Copies go fast: order yours while they last.',
        '',
        `See the book: ${link}`,
      ].join('\n'),
    };
  },
};
