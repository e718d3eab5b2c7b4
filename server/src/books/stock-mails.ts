import { button, type MailContext, type MailTemplates, markup, paragraph } from '../mail';

/** A book in the day's low-stock digest: `id` is the book's, the stock the lowest it reached that day. */
export interface LowStockEntry {
  id: string;
  title: string;
  author: string;
  stock: number;
}

/** The books that went down to the threshold or below on one UTC day ('YYYY-MM-DD'). */
export interface LowStockDigestData {
  day: string;
  threshold: number;
  entries: LowStockEntry[];
}

/** A book a sale left with no copies. */
export interface SoldOutData {
  bookId: string;
  title: string;
  author: string;
}

/** The store's stock emails, by template, with the data each needs. */
export interface StockMails {
  'low-stock-digest': LowStockDigestData;
  'sold-out': SoldOutData;
}

/** The admin's edit page of a book. */
const editBookLink = (context: MailContext, id: string) =>
  `${context.publicUrl}/admin/books/edit/${encodeURIComponent(id)}`;
const copies = (n: number) => (n === 1 ? '1 copy' : `${n} copies`);

/** The day's low-stock digest and the sold-out email, to the store (registered by BooksModule). */
export const STOCK_MAILS: MailTemplates<StockMails> = {
  'low-stock-digest': (digest, context) => {
    const books = digest.entries.length === 1 ? '1 book' : `${digest.entries.length} books`;
    const lead = `${books} went down to the low-stock threshold (${copies(digest.threshold)}) or below on ${digest.day} (UTC):`;
    const left = (entry: LowStockEntry) => (entry.stock === 0 ? 'sold out' : `down to ${copies(entry.stock)}`);
    const rows = digest.entries.map(
      (entry) =>
        markup`<tr><td style="padding:4px 0"><a href="${editBookLink(context, entry.id)}" style="color:#1d4ed8">${entry.title}</a> by ${entry.author}</td><td style="padding:4px 0 4px 8px;text-align:right;white-space:nowrap">${left(entry)}</td></tr>`,
    );
    return {
      subject: `Low stock on ${digest.day}: ${books}`,
      preview: lead,
      body: markup`${paragraph(lead)}<mj-table font-size="14px" color="#1f2937">${rows}</mj-table>`,
      text: [
        lead,
        '',
        ...digest.entries.map(
          (entry) =>
            `- "${entry.title}" by ${entry.author}: ${left(entry)}. Restock it: ${editBookLink(context, entry.id)}`,
        ),
      ].join('\n'),
    };
  },
  'sold-out': (book, context) => {
    const link = editBookLink(context, book.bookId);
    const lead = `“${book.title}” by ${book.author} has sold out: no copies are left.`;
    return {
      subject: `Sold out: ${book.title}`,
      preview: lead,
      body: markup`${paragraph(lead)}${button('Restock it', link)}`,
      text: `${lead}\n\nRestock it: ${link}`,
    };
  },
};
