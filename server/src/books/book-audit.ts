import type { Types } from 'mongoose';
import {
  auditEntry,
  auditMoney,
  AuditAction,
  type AuditActor,
  type AuditEntryRecord,
  AuditTargetType,
} from '../common/audit/audit-entry';

/** What the activity log shows of a book: the form's fields, the price as the wire writes it; never the cover. */
export const AUDITED_BOOK_FIELDS =
  'title author category priceCents stock description isbn publisher year pages language';

/** A book as the audit reads it before a change (with `updatedAt`, the version its update is conditional on). */
export interface AuditedBook {
  _id: Types.ObjectId | string;
  title?: string;
  author?: string;
  category?: string;
  priceCents?: number;
  stock?: number;
  description?: string;
  isbn?: string | null;
  publisher?: string | null;
  year?: number | null;
  pages?: number | null;
  language?: string | null;
  updatedAt?: Date;
}

/** The fields an entry compares, as the form shows them. */
function shown(book: Partial<AuditedBook>): Record<string, unknown> {
  return {
    title: book.title,
    author: book.author,
    category: book.category,
    price: auditMoney(book.priceCents),
    stock: book.stock,
    description: book.description,
    isbn: book.isbn,
    publisher: book.publisher,
    year: book.year,
    pages: book.pages,
    language: book.language,
  };
}

const targetOf = (book: Partial<AuditedBook>, id: Types.ObjectId | string, label?: string) => ({
  type: AuditTargetType.BOOK,
  id: String(id),
  label: label ?? book.title ?? '',
});

/** The entry of the admin's new book: every field it was given. */
export const bookCreated = (by: AuditActor, id: Types.ObjectId, book: Partial<AuditedBook>): AuditEntryRecord =>
  auditEntry(by, AuditAction.BOOK_CREATED, targetOf(book, id), {}, shown(book));

/** The entry of the admin's edit: the fields whose value it changed, before (as read) and after. */
export function bookUpdated(by: AuditActor, before: AuditedBook, after: Partial<AuditedBook>): AuditEntryRecord {
  const was = shown(before);
  const now = shown({ ...before, ...after });
  return auditEntry(by, AuditAction.BOOK_UPDATED, targetOf({ ...before, ...after }, before._id), was, now);
}

/** The entry of a deletion: what the book was. */
export const bookDeleted = (by: AuditActor, book: AuditedBook): AuditEntryRecord => {
  const { title, author, priceCents, stock } = book;
  return auditEntry(
    by,
    AuditAction.BOOK_DELETED,
    targetOf(book, book._id),
    shown({ title, author, priceCents, stock }),
    {},
  );
};
