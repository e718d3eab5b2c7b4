import type { UpdateQuery } from 'mongoose';
import { type AuditEntryRecord, withAudit } from '../common/audit/audit-entry';
import { isDuplicateKey } from '../common/database/duplicate-key';
import { AUDITED_BOOK_FIELDS, type AuditedBook } from './book-audit';
import { ISBN_INDEX, isbnTaken } from './book-details';
import { bookNotFound, stockChanged } from './book-stock';
import type { BooksRepository } from './books.repository';
import type { CatalogueRecord } from './catalogue-index';
import type { Book as BookRecord } from './schemas/book.schema';

/**
 * The updates of a book's fields (the form's, an import's), for BooksService, which decides what
 * they write: each one conditional update, the admin's with its activity-log entry.
 */
export class FieldWrites {
  constructor(private readonly books: BooksRepository) {}

  /**
   * The one update of a book's fields, the form's and an import's: with `expectedStock`, only
   * while the book still has that stock. Returns the document before it. 409 ISBN_TAKEN when
   * another book has the ISBN; when nothing matched, 409 STOCK_CHANGED with the current stock, or
   * 404 when the book is gone.
   */
  async write(id: string, update: UpdateQuery<BookRecord>, expectedStock?: number): Promise<CatalogueRecord> {
    const guarded = expectedStock !== undefined;
    const before = await this.tryWrite(id, guarded ? { stock: expectedStock } : {}, update);
    if (before) return before;
    const now = guarded ? await this.books.findById<{ stock: number }>(id, 'stock') : null;
    throw now ? stockChanged(now.stock) : bookNotFound();
  }

  /**
   * `write` with the admin's audit entry in the same update: `entryOf` the book as read, the update
   * conditional on the book still being that version (`updatedAt`, which every write stamps), so
   * the entry's "before" is what the update replaced. Another write in between: read again and
   * retry (twice; then written with the last values read).
   */
  async writeAudited(
    id: string,
    update: UpdateQuery<BookRecord>,
    expectedStock: number | undefined,
    current: AuditedBook,
    entryOf: (read: AuditedBook) => AuditEntryRecord,
  ): Promise<CatalogueRecord> {
    let read = current;
    for (let attempt = 0; attempt < 3; attempt++) {
      const condition = { ...(expectedStock === undefined ? {} : { stock: expectedStock }), updatedAt: read.updatedAt };
      const before = await this.tryWrite(id, condition, withAudit(update, entryOf(read)));
      if (before) return before;
      const now = await this.books.findById<AuditedBook>(id, `updatedAt ${AUDITED_BOOK_FIELDS}`);
      if (!now) throw bookNotFound();
      if (expectedStock !== undefined && now.stock !== expectedStock) throw stockChanged(now.stock ?? 0);
      read = now;
    }
    return this.write(id, withAudit(update, entryOf(read)), expectedStock);
  }

  private async tryWrite(id: string, condition: { stock?: number; updatedAt?: Date }, update: UpdateQuery<BookRecord>) {
    try {
      return await this.books.updateWhere(id, condition, update);
    } catch (error) {
      throw isDuplicateKey(error, ISBN_INDEX) ? isbnTaken() : error;
    }
  }
}
