import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, mongo, trusted, Types } from 'mongoose';
import { insufficientStock, type StockLine } from '../books/book-stock';
import { BooksService } from '../books/books.service';
import type { PricedBook } from '../books/catalogue-reads';
import { isDuplicateKey } from '../common/database/duplicate-key';
import { AppError } from '../common/errors/app-error';
import { ErrorCode } from '../common/errors/error-code';
import { isObjectIdString } from '../common/http/parse-object-id.pipe';
import { fromCents, lineTotalCents } from '../common/money/money';
import { checkQuantity } from '../common/quantity/quantity';
import { CART_MESSAGES } from './cart.messages';
import type { Cart, CartLine } from './models/cart.model';
import { Cart as CartRecord } from './schemas/cart.schema';

/**
 * Loads books with their prices in cents by id, in the order asked, null for a deleted one
 * (BooksService.findMany, or a request's DataLoader).
 */
export type BooksLookup = (ids: readonly string[]) => Promise<Array<PricedBook | null>>;

/** How often a change retries when the line it saw moved or changed between its read and its update (a concurrent change). */
const LINE_ATTEMPTS = 5;

const notInCart = () => AppError.notFound('This book is not in your cart');
const cartChanged = () =>
  new AppError(ErrorCode.VALIDATION_FAILED, 'Your cart changed while you were changing it. Please try again.');

/** A book id from a body or an argument: 400 INVALID_ID unless it is an ObjectId. */
export function checkBookId(bookId: unknown): Types.ObjectId {
  if (!isObjectIdString(bookId)) {
    throw new AppError(ErrorCode.INVALID_ID, 'Invalid book id: expected a 24-character hexadecimal id');
  }
  return new Types.ObjectId(bookId.toLowerCase());
}

export const emptyCart = (): Cart => ({ lines: [], total: 0, itemCount: 0, removedCount: 0, notice: null });

/**
 * Home of the cart rules. Each shopper has one cart document (`carts`, unique `user`), changed
 * only by single-document atomic updates, so concurrent requests of one shopper never lose a
 * change or create two lines for one book. A quantity is a whole number from 1 to the book's
 * stock; adding a book already in the cart adds to its line, and the sum may not exceed the
 * stock; a line above the stock (the stock fell) may be lowered but not raised. Every read drops lines whose book was deleted (from the answer and from the stored
 * cart) and says so. Money is summed in integer cents, from the prices in cents the catalogue
 * gives.
 */
@Injectable()
export class CartService {
  constructor(
    @InjectModel(CartRecord.name) private readonly carts: Model<CartRecord>,
    private readonly books: BooksService,
  ) {}

  /** The carts as the driver sees them (the order path's reads and writes skip Mongoose's query machinery). */
  private get stored() {
    return this.carts.collection as unknown as mongo.Collection<Pick<CartRecord, 'user' | 'lines' | 'updatedAt'>>;
  }

  /** The cart with its books as they are now; one batched book lookup. */
  async view(userId: string, lookup: BooksLookup = (ids) => this.books.findMany(ids)): Promise<Cart> {
    // Through the driver (read before every order and every cart change): nothing to cast but the id.
    const record = await this.stored.findOne({ user: new Types.ObjectId(userId) }, { projection: { lines: 1 } });
    return this.viewOf(userId, record?.lines ?? [], lookup);
  }

  /** The cart of these stored lines (just read or just written) with their books as they are now. */
  private async viewOf(
    userId: string,
    stored: ReadonlyArray<{ book: Types.ObjectId; quantity: number }>,
    lookup: BooksLookup = (ids) => this.books.findMany(ids),
  ): Promise<Cart> {
    const user = new Types.ObjectId(userId);
    if (!stored.length) return emptyCart();

    const books = await lookup(stored.map((line) => String(line.book)));
    const lines: CartLine[] = [];
    const gone: Types.ObjectId[] = [];
    let totalCents = 0;
    let itemCount = 0;
    stored.forEach(({ book: bookId, quantity }, index) => {
      const found = books[index];
      if (!found) {
        gone.push(bookId);
        return;
      }
      const { book, priceCents } = found;
      const lineCents = lineTotalCents(priceCents, quantity);
      totalCents += lineCents;
      itemCount += quantity;
      lines.push({ book, quantity, lineTotal: fromCents(lineCents) });
    });
    if (gone.length) await this.carts.updateOne({ user }, { $pull: { lines: { book: { $in: gone } } } });
    return {
      lines,
      total: fromCents(totalCents),
      itemCount,
      removedCount: gone.length,
      notice: gone.length ? CART_MESSAGES.dropped(gone.length) : null,
    };
  }

  /**
   * Adds copies of a book: a new line, or more copies on the book's line. The line is created
   * with a conditional `$push` (only when no line has this book) that also creates the cart when
   * the shopper has none (an upsert; when the cart exists and has the book, the upsert's insert
   * meets the unique `user` and fails with a duplicate key), and that returns the cart it wrote,
   * so a new line costs one command. Otherwise the line is increased with an `$inc` conditional
   * on the sum staying within the stock; otherwise 400 INSUFFICIENT_STOCK naming the copies the
   * cart would hold. The increase addresses the line by its index, pinned in the filter
   * (`lines.<i>.book`), because the local engine (mongo-java-server) cannot combine the
   * positional `$` with an `$elemMatch` filter; a line that moved meanwhile is looked up again.
   */
  async add(userId: string, bookId: string, quantity: number, lookup?: BooksLookup): Promise<Cart> {
    const bookRef = checkBookId(bookId);
    checkQuantity(quantity);
    const book = await this.books.findOne(String(bookRef));
    if (quantity > book.stock) throw insufficientStock(book.title, book.stock, quantity);
    const user = new Types.ObjectId(userId);

    for (let attempt = 1; attempt <= LINE_ATTEMPTS; attempt++) {
      const pushed = await this.pushLine(user, bookRef, quantity);
      if (pushed) return this.viewOf(userId, pushed.lines, lookup);

      const record = await this.carts.findOne({ user }, { lines: 1 }).lean();
      const index = record?.lines.findIndex((line) => line.book.equals(bookRef)) ?? -1;
      if (index < 0) continue; // removed meanwhile: create it again
      const inCart = record!.lines[index].quantity;
      if (inCart + quantity > book.stock) throw insufficientStock(book.title, book.stock, inCart + quantity);
      const increased = await this.carts.updateOne(
        {
          user,
          [`lines.${index}.book`]: bookRef,
          [`lines.${index}.quantity`]: trusted({ $lte: book.stock - quantity }),
        },
        { $inc: { [`lines.${index}.quantity`]: quantity } },
      );
      if (increased.matchedCount) return this.view(userId, lookup);
      // The line moved or grew meanwhile: look again.
    }
    throw cartChanged();
  }

  /**
   * Sets the copies of a book already in the cart; 404 when the book is not in the cart. Any
   * quantity up to the stock goes. Above the stock (the stock fell after the shopper added the
   * book) a line may still be lowered, one step at a time if need be, down to 1, but never
   * raised: 400 INSUFFICIENT_STOCK. That lowering is conditional on the line (addressed by its
   * index, as in `add`) still holding at least the quantity asked for, so a concurrent change
   * can never turn it into a raise. Ordering re-checks the stock.
   */
  async setQuantity(userId: string, bookId: string, quantity: number, lookup?: BooksLookup): Promise<Cart> {
    const bookRef = checkBookId(bookId);
    checkQuantity(quantity);
    const book = await this.books.findOne(String(bookRef));
    const user = new Types.ObjectId(userId);
    if (quantity <= book.stock) {
      const updated = await this.carts.updateOne(
        { user, 'lines.book': bookRef },
        { $set: { 'lines.$.quantity': quantity } },
      );
      if (!updated.matchedCount) throw notInCart();
      return this.view(userId, lookup);
    }

    for (let attempt = 1; attempt <= LINE_ATTEMPTS; attempt++) {
      const record = await this.carts.findOne({ user }, { lines: 1 }).lean();
      const index = record?.lines.findIndex((line) => line.book.equals(bookRef)) ?? -1;
      if (index < 0) throw notInCart();
      if (quantity > record!.lines[index].quantity) throw insufficientStock(book.title, book.stock, quantity);
      const lowered = await this.carts.updateOne(
        {
          user,
          [`lines.${index}.book`]: bookRef,
          [`lines.${index}.quantity`]: trusted({ $gte: quantity }),
        },
        { $set: { [`lines.${index}.quantity`]: quantity } },
      );
      if (lowered.matchedCount) return this.view(userId, lookup);
      // The line moved or shrank meanwhile: look again.
    }
    throw cartChanged();
  }

  /** Removes a book's line (the book need not exist any more); 404 when it is not in the cart. */
  async remove(userId: string, bookId: string, lookup?: BooksLookup): Promise<Cart> {
    const bookRef = checkBookId(bookId);
    const removed = await this.carts.updateOne(
      { user: new Types.ObjectId(userId), 'lines.book': bookRef },
      { $pull: { lines: { book: bookRef } } },
    );
    if (!removed.matchedCount) throw notInCart();
    return this.view(userId, lookup);
  }

  /** Empties the cart (the route, and ordering once an order of the whole cart succeeded). */
  async clear(userId: string): Promise<Cart> {
    // Through the driver (nothing to cast), stamped as Mongoose's timestamps would: it runs after every order.
    await this.stored.updateOne({ user: new Types.ObjectId(userId) }, { $set: { lines: [], updatedAt: new Date() } });
    return emptyCart();
  }

  /** Deletes the account's cart (a deleted account); harmless to repeat. */
  async forget(userId: string): Promise<void> {
    await this.carts.deleteOne({ user: new Types.ObjectId(userId) });
  }

  /**
   * What an order of the whole cart orders: the lines whose book still exists (dropping the
   * others, as every read does), in the order they were added. Stock is not checked here:
   * ordering takes it atomically.
   */
  async lines(userId: string): Promise<StockLine[]> {
    const cart = await this.view(userId);
    return cart.lines.map(({ book, quantity }) => ({ bookId: book._id, quantity }));
  }

  /**
   * A new line for the book, in the shopper's cart or in a cart created for it; the cart after it,
   * or null when the cart already has the book (or was created by a concurrent request meanwhile).
   */
  private async pushLine(user: Types.ObjectId, bookRef: Types.ObjectId, quantity: number) {
    try {
      // Through the driver (every add of a new book): what Mongoose sent, updatedAt stamped as its
      // timestamps would; a cart created here gets what Mongoose gave it (user, lines, version key).
      return await this.stored.findOneAndUpdate(
        { user, 'lines.book': { $ne: bookRef } },
        { $push: { lines: { book: bookRef, quantity } }, $set: { updatedAt: new Date() }, $setOnInsert: { __v: 0 } },
        { upsert: true, returnDocument: 'after', projection: { lines: 1 } },
      );
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      return null;
    }
  }
}
