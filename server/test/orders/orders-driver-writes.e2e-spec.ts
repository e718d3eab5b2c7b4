import { getModelToken } from '@nestjs/mongoose';
import { trusted, Types, type Model } from 'mongoose';
import { BooksService } from '../../src/books/books.service';
import { checkLines } from '../../src/books/book-stock';
import { Role, type AuthUser } from '../../src/common/auth/role';
import { CartService } from '../../src/cart/cart.service';
import { Cart } from '../../src/cart/schemas/cart.schema';
import { transitionUpdate } from '../../src/orders/order-moves';
import { PlacementState } from '../../src/orders/order-states';
import { OrdersRepository } from '../../src/orders/orders.repository';
import { acknowledgement, openingLines } from '../../src/orders/order-lines';
import { OrderStatus } from '../../src/orders/order-status';
import { Order } from '../../src/orders/schemas/order.schema';
import { createTestApp, type TestApp } from '../setup/test-app';
import { addBooks } from './order-fixtures';

const shopper: AuthUser = {
  _id: new Types.ObjectId().toHexString(),
  role: Role.USER,
  name: 'Driver Shopper',
  email: 'driver@example.com',
};

const address = {
  fullName: 'Ada Shopper',
  line1: '1 Main Street',
  line2: '',
  city: 'Springfield',
  region: '',
  postalCode: '12345',
  country: 'US',
  countryName: 'United States of America',
  phone: '',
};

/**
 * The writes every order makes go through the driver rather than Mongoose's document and query
 * machinery (orders.repository.ts, book-stock-writes.ts, cart.service.ts). What they store must be
 * what Mongoose would have stored: the schema's defaults, its timestamps (the change feed's
 * polling reads `updatedAt`), its types.
 */
describe('the order path written through the driver', () => {
  let t: TestApp;
  let lifecycle: OrdersRepository;
  let books: BooksService;
  let cart: CartService;
  let orderModel: Model<Order>;

  beforeAll(async () => {
    t = await createTestApp();
    lifecycle = t.app.get(OrdersRepository);
    books = t.app.get(BooksService);
    cart = t.app.get(CartService);
    orderModel = t.app.get(getModelToken(Order.name));
  });

  afterAll(() => t.close());

  const raw = (collection: string, id: Types.ObjectId | string) =>
    t.connection.collection(collection).findOne({ _id: new Types.ObjectId(id) });

  it.each([
    ['with a delivery address', address],
    ['without one', null],
  ])('opens an order %s as Mongoose would have created it', async (_, shippingAddress) => {
    const [bookId] = await addBooks(books, [3]);
    const orderedAt = new Date();
    const fields = {
      user: new Types.ObjectId(shopper._id),
      books: openingLines(checkLines([{ bookId, quantity: 2 }])),
      orderedAt,
      orderedDay: orderedAt.toISOString().slice(0, 10),
      shippingAddress,
    };
    const viaDriver = new Types.ObjectId();
    const viaMongoose = new Types.ObjectId();
    const before = Date.now();
    await lifecycle.open({ _id: viaDriver, shortId: String(viaDriver).slice(-8), ...fields });
    await orderModel.create({
      _id: viaMongoose,
      shortId: String(viaMongoose).slice(-8),
      ...fields,
      status: PlacementState.PLACING,
      reserved: true,
    });

    const [driver, mongoose] = [await raw('orders', viaDriver), await raw('orders', viaMongoose)];
    const comparable = (doc: Record<string, unknown> | null) => {
      const { _id, shortId, createdAt, updatedAt, ...rest } = doc ?? {};
      return { rest, keys: Object.keys(doc ?? {}).sort(), types: [_id, shortId, createdAt, updatedAt].map(typeOf) };
    };
    expect(comparable(driver)).toEqual(comparable(mongoose));
    expect((driver!.createdAt as Date).getTime()).toBeGreaterThanOrEqual(before);
    expect(driver!.updatedAt).toEqual(driver!.createdAt);
    // And the schema accepts it as it is.
    await expect(orderModel.hydrate(driver!).validate()).resolves.toBeUndefined();
  });

  it('acknowledges an order (and makes any move) as Mongoose would have written it', async () => {
    const [bookId] = await addBooks(books, [4]);
    const orderedAt = new Date();
    const twins = [new Types.ObjectId(), new Types.ObjectId()];
    for (const _id of twins) {
      await lifecycle.open({
        _id,
        user: new Types.ObjectId(shopper._id),
        books: openingLines(checkLines([{ bookId, quantity: 1 }])),
        orderedAt,
        orderedDay: orderedAt.toISOString().slice(0, 10),
        shortId: String(_id).slice(-8),
        shippingAddress: null,
      });
    }
    // A snapshot with fields left undefined (a book without an image or a description).
    const taken = [
      { book: { _id: bookId, title: 'T', author: 'A', category: 'Fiction', priceCents: 1010 }, quantity: 1 },
    ] as unknown as Parameters<typeof acknowledgement>[0];
    const changes = { by: shopper._id, set: acknowledgement(taken) };
    const at = new Date();

    const moved = await lifecycle.transition(String(twins[0]), PlacementState.PLACING, OrderStatus.PENDING, changes);
    const { filter, update } = transitionUpdate(twins[1], PlacementState.PLACING, OrderStatus.PENDING, changes, at);
    await orderModel.findOneAndUpdate(filter, update);

    const comparable = (doc: Record<string, unknown> | null) => {
      const { _id, shortId, createdAt, updatedAt, statusHistory, notices, ...rest } = doc ?? {};
      const history = (statusHistory as Array<Record<string, unknown>>).map(({ at: when, ...change }) => ({
        ...change,
        at: typeOf(when),
      }));
      const notes = (notices as Array<Record<string, unknown>>).map(({ _id: noteId, ...note }) => ({
        ...note,
        _id: typeOf(noteId),
      }));
      return { rest, history, notes, types: [_id, shortId, createdAt, updatedAt].map(typeOf) };
    };
    expect(comparable(await raw('orders', twins[0]))).toEqual(comparable(await raw('orders', twins[1])));
    expect(moved).toMatchObject({ status: OrderStatus.PENDING, totalCents: 1010, itemCount: 1 });
    expect(moved).not.toHaveProperty('reserved'); // the projection of ORDER_FIELDS
    // A move from a state the order is no longer in, or of an id that is not one, changes nothing.
    expect(await lifecycle.transition(twins[0], PlacementState.PLACING, OrderStatus.PENDING, changes)).toBeNull();
    expect(await lifecycle.transition('not-an-id', PlacementState.PLACING, OrderStatus.PENDING, changes)).toBeNull();
  });

  it('clears the reserved flag and stamps updatedAt, once', async () => {
    const id = new Types.ObjectId();
    const orderedAt = new Date(Date.now() - 60_000);
    await lifecycle.open({
      _id: id,
      user: new Types.ObjectId(shopper._id),
      books: [],
      orderedAt,
      orderedDay: orderedAt.toISOString().slice(0, 10),
      shortId: String(id).slice(-8),
      shippingAddress: null,
    });
    await t.connection.collection('orders').updateOne({ _id: id }, { $set: { updatedAt: orderedAt } });

    expect(await lifecycle.reservationReleased(String(id))).toBe(true);
    const after = await raw('orders', id);
    expect(after).not.toHaveProperty('reserved');
    expect((after!.updatedAt as Date).getTime()).toBeGreaterThan(orderedAt.getTime());
    expect(await lifecycle.reservationReleased(id)).toBe(false);
  });

  it('takes stock with its marker, stamps updatedAt and the sale, and returns the snapshot; refuses an unknown id as not found', async () => {
    const [bookId] = await addBooks(books, [5]);
    const stamped = new Date(Date.now() - 60_000);
    await t.connection
      .collection('books')
      .updateOne({ _id: new Types.ObjectId(bookId) }, { $set: { updatedAt: stamped } });
    const reservation = new Types.ObjectId().toHexString();

    const [taken] = await books.takeStock(checkLines([{ bookId, quantity: 2 }]), { reservation });

    const stored = await raw('books', bookId);
    expect(taken.book).toMatchObject({ _id: bookId, title: stored!.title, priceCents: stored!.priceCents });
    expect(stored!.stock).toBe(3);
    expect(stored!.reservations).toEqual([{ order: reservation, quantity: 2 }]);
    expect((stored!.updatedAt as Date).getTime()).toBeGreaterThan(stamped.getTime());
    // The sale says so on the book, for the low-stock emails (books/low-stock-alerts.ts).
    expect(stored!.stockLowered).toEqual({ at: stored!.updatedAt, by: 'sale' });
    // The same reservation never takes twice from one book.
    await expect(books.takeStock(checkLines([{ bookId, quantity: 1 }]), { reservation })).rejects.toMatchObject({
      code: 'INSUFFICIENT_STOCK',
    });
    await expect(
      books.takeStock(checkLines([{ bookId: new Types.ObjectId().toHexString(), quantity: 1 }]), { reservation }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('creates a cart with its first line as Mongoose would have created it', async () => {
    const [bookId] = await addBooks(books, [5]);
    const [viaDriver, viaMongoose] = [new Types.ObjectId(), new Types.ObjectId()];
    await cart.add(String(viaDriver), bookId, 2);
    await t.app
      .get<Model<Cart>>(getModelToken(Cart.name))
      .findOneAndUpdate(
        { user: viaMongoose, 'lines.book': trusted({ $ne: new Types.ObjectId(bookId) }) },
        { $push: { lines: { book: new Types.ObjectId(bookId), quantity: 2 } } },
        { upsert: true, new: true },
      );

    const stored = (user: Types.ObjectId) => t.connection.collection('carts').findOne({ user });
    const comparable = (doc: Record<string, unknown> | null) => {
      const { _id, user, updatedAt, ...rest } = doc ?? {};
      return { rest, keys: Object.keys(doc ?? {}).sort(), types: [_id, user, updatedAt].map(typeOf) };
    };
    expect(comparable(await stored(viaDriver))).toEqual(comparable(await stored(viaMongoose)));
  });

  it('empties a cart and stamps its updatedAt', async () => {
    const [bookId] = await addBooks(books, [5]);
    await cart.add(shopper._id, bookId, 2);
    const stamped = new Date(Date.now() - 60_000);
    await t.connection
      .collection('carts')
      .updateOne({ user: new Types.ObjectId(shopper._id) }, { $set: { updatedAt: stamped } });

    await cart.clear(shopper._id);

    const stored = await t.connection.collection('carts').findOne({ user: new Types.ObjectId(shopper._id) });
    expect(stored!.lines).toEqual([]);
    expect((stored!.updatedAt as Date).getTime()).toBeGreaterThan(stamped.getTime());
  });
});

function typeOf(value: unknown): string {
  if (value instanceof Types.ObjectId) return 'ObjectId';
  if (value instanceof Date) return 'Date';
  return typeof value;
}
