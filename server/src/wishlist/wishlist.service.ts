import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, trusted, Types } from 'mongoose';
import { BooksService } from '../books/books.service';
import { isDuplicateKey } from '../common/database/duplicate-key';
import { AppError } from '../common/errors/app-error';
import { ErrorCode } from '../common/errors/error-code';
import { BackInStockAlert } from './schemas/back-in-stock-alert.schema';
import { Wishlist as WishlistRecord, type WishlistEntry } from './schemas/wishlist.schema';
import type { Wishlist, WishlistItem } from './models/wishlist.model';
import { MAX_WISHLIST_BOOKS, WISHLIST_FULL_MESSAGE } from './wishlist-rules';

/**
 * The wishlist as read, before its books are: `items` is filled only when asked for (the hearts read
 * `bookIds` alone), from `entries`.
 */
export type WishlistState = Omit<Wishlist, 'items'> & { entries: WishlistEntry[] };

/**
 * Home of the wishlist's rules: each account saves at most MAX_WISHLIST_BOOKS books, each once;
 * saving a saved book or removing one that is not saved changes nothing (both idempotent). Every
 * change is one conditional update of the account's wishlist document, so concurrent saves can
 * neither pass the limit nor save a book twice. A deleted book leaves the wishlist with it.
 */
@Injectable()
export class WishlistService {
  constructor(
    @InjectModel(WishlistRecord.name) private readonly wishlists: Model<WishlistRecord>,
    @InjectModel(BackInStockAlert.name) private readonly alerts: Model<BackInStockAlert>,
    private readonly books: BooksService,
  ) {}

  /** The account's saved books (newest first) and the books whose alert it waits for. */
  async state(userId: string): Promise<WishlistState> {
    const [record, alerts] = await Promise.all([
      this.wishlists.collection.findOne<Pick<WishlistRecord, 'books'>>(
        { _id: new Types.ObjectId(userId) },
        { projection: { books: 1 } },
      ),
      this.alerts.find({ user: userId }, { book: 1 }).sort({ _id: -1 }).lean<Array<Pick<BackInStockAlert, 'book'>>>(),
    ]);
    const entries = [...(record?.books ?? [])].reverse();
    return {
      entries,
      bookIds: entries.map((entry) => String(entry.book)),
      alertBookIds: alerts.map((alert) => String(alert.book)),
    };
  }

  /** The saved books as they are now, newest first; a book deleted meanwhile is left out. */
  async items(state: WishlistState): Promise<WishlistItem[]> {
    const found = await this.books.findMany(state.bookIds);
    const alerted = new Set(state.alertBookIds);
    return state.entries.flatMap((entry, index) => {
      const book = found[index]?.book;
      return book ? [{ book, addedAt: entry.addedAt, alertRequested: alerted.has(book._id) }] : [];
    });
  }

  /** The whole wishlist, its books read. */
  async wishlist(userId: string): Promise<Wishlist> {
    const state = await this.state(userId);
    return { items: await this.items(state), bookIds: state.bookIds, alertBookIds: state.alertBookIds };
  }

  /**
   * Saves a book (404 for an unknown one): pushed unless the wishlist holds it already or holds
   * MAX_WISHLIST_BOOKS (409 WISHLIST_FULL), in one update conditional on both.
   */
  async add(userId: string, bookId: string): Promise<void> {
    await this.books.findOne(bookId);
    await this.ensureList(userId);
    const book = new Types.ObjectId(bookId);
    const pushed = await this.wishlists.updateOne(
      {
        _id: userId,
        'books.book': trusted({ $ne: book }),
        [`books.${MAX_WISHLIST_BOOKS - 1}`]: trusted({ $exists: false }),
      },
      { $push: { books: { book, addedAt: new Date() } } },
    );
    if (pushed.modifiedCount) return;
    const saved = await this.wishlists.exists({ _id: userId, 'books.book': book });
    if (!saved) throw new AppError(ErrorCode.WISHLIST_FULL, WISHLIST_FULL_MESSAGE);
  }

  /** Removes a book from the wishlist; one that is not in it (or no longer exists) changes nothing. */
  async remove(userId: string, bookId: string): Promise<void> {
    await this.wishlists.updateOne({ _id: userId }, { $pull: { books: { book: new Types.ObjectId(bookId) } } });
  }

  /** Deleted books leave every wishlist. */
  async forgetBooks(bookIds: readonly string[]): Promise<void> {
    const books = bookIds.map((id) => new Types.ObjectId(id));
    if (!books.length) return;
    await this.wishlists.updateMany(
      { 'books.book': trusted({ $in: books }) },
      { $pull: { books: { book: trusted({ $in: books }) } } },
    );
  }

  /** Deletes the account's wishlist (a deleted account); harmless to repeat. */
  async forget(userId: string): Promise<void> {
    await this.wishlists.deleteOne({ _id: userId });
  }

  /** The wishlist exists before the conditional push (an upsert could not tell "full" from "missing"). */
  private async ensureList(userId: string): Promise<void> {
    try {
      await this.wishlists.updateOne({ _id: userId }, { $setOnInsert: { books: [] } }, { upsert: true });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error; // a concurrent first save created it
    }
  }
}
