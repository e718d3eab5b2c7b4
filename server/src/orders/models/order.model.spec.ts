import { Types } from 'mongoose';
import { OrderStatus } from '../order-status';
import { shopperView, toOrder, type OrderSource } from './order.model';

const BOOK = new Types.ObjectId('665f1c2b9d3e4a00123456aa');
const ADMIN = new Types.ObjectId('665f1c2b9d3e4a00123456ad');
const SHOPPER = new Types.ObjectId('665f1c2b9d3e4a00123456cc');
const customer = { _id: String(SHOPPER), name: 'Ada', email: 'ada@example.com' };
const imageUrl = (ref: string) => (ref ? `http://store.test/api/images/${ref}` : '');

const stored = (changes: Partial<OrderSource> = {}): OrderSource => ({
  _id: new Types.ObjectId('665f1c2b9d3e4a00123456ee'),
  user: SHOPPER,
  status: OrderStatus.SHIPPED,
  orderedAt: new Date('2026-03-01T10:00:00Z'),
  totalCents: 30,
  itemCount: 3,
  books: [{ book: { _id: BOOK, title: 'Dune', image: 'cover1' }, quantity: 3, priceCents: 10 }],
  statusHistory: [
    { status: OrderStatus.PENDING, at: new Date('2026-03-01T10:00:00Z'), by: SHOPPER },
    { status: OrderStatus.SHIPPED, at: new Date('2026-03-02T09:00:00Z'), by: ADMIN },
  ],
  shippingAddress: null,
  ...changes,
});

describe('an order as clients see it', () => {
  it('carries decimal prices from the stored cents: 3 × 0.10 is exactly 0.30', () => {
    const order = toOrder(stored(), customer, imageUrl);
    expect(order).toMatchObject({ _id: '665f1c2b9d3e4a00123456ee', status: 'shipped', totalAmount: 0.3, itemCount: 3 });
    expect(order.books[0]).toMatchObject({ quantity: 3, price: 0.1, lineTotal: 0.3 });
    expect(order.books[0].book.price).toBe(0.1);
  });

  it("shows each book as it was when ordered, its cover as a URL, and '' for what the snapshot lacks", () => {
    const [line] = toOrder(stored(), customer, imageUrl).books;
    expect(line.book).toMatchObject({
      _id: String(BOOK),
      title: 'Dune',
      author: '',
      category: '',
      description: '',
      image: 'http://store.test/api/images/cover1',
    });
  });

  it("names who made each status change only for the admin's views", () => {
    const shopperView = toOrder(stored(), customer, imageUrl);
    expect(shopperView.statusHistory.map((change) => change.by)).toEqual([null, null]);
    const names = new Map([
      [String(SHOPPER), { _id: String(SHOPPER), name: 'Ada' }],
      [String(ADMIN), { _id: String(ADMIN), name: 'Admin' }],
    ]);
    const adminView = toOrder(stored(), customer, imageUrl, (id) => names.get(id)!);
    expect(adminView.statusHistory.map((change) => [change.status, change.by?.name])).toEqual([
      ['pending', 'Ada'],
      ['shipped', 'Admin'],
    ]);
  });

  it("keeps the address and its country's name as they were when ordering, and null when there was none", () => {
    expect(toOrder(stored(), customer, imageUrl).shippingAddress).toBeNull();
    expect(toOrder(stored({ shippingAddress: undefined }), customer, imageUrl).shippingAddress).toBeNull();
    const shippingAddress = {
      fullName: 'Ada Lovelace',
      line1: '1 Main St',
      line2: '',
      city: 'Berlin',
      region: '',
      postalCode: '10115',
      country: 'DE',
      countryName: 'Germany (as then named)',
      phone: '',
    };
    expect(toOrder(stored({ shippingAddress }), customer, imageUrl).shippingAddress).toEqual(shippingAddress);
  });

  it("says what the reader may do next: the admin's moves with `actorOf`, a shopper's without", () => {
    const names = () => ({ _id: String(ADMIN), name: 'Admin' });
    const pending = stored({ status: OrderStatus.PENDING });
    expect(toOrder(pending, customer, imageUrl, names)).toMatchObject({
      nextStatuses: [OrderStatus.SHIPPED, OrderStatus.DELIVERED, OrderStatus.CANCELLED],
      cancellable: true,
    });
    expect(toOrder(pending, customer, imageUrl)).toMatchObject({
      nextStatuses: [OrderStatus.CANCELLED],
      cancellable: true,
    });
    const shipped = toOrder(stored(), customer, imageUrl, names);
    expect(shipped).toMatchObject({ nextStatuses: [OrderStatus.PENDING, OrderStatus.DELIVERED], cancellable: false });
    // The admin's view handed to its shopper (a live event, the order just placed) says the shopper's moves.
    expect(shopperView(shipped)).toMatchObject({ nextStatuses: [], cancellable: false });
    expect(shopperView(toOrder(pending, customer, imageUrl, names))).toMatchObject({
      nextStatuses: [OrderStatus.CANCELLED],
      cancellable: true,
    });
  });

  it("hands a shopper the admin's view of a payment without what only the admin sees", () => {
    const payment = {
      method: 'card',
      name: 'Card',
      state: 'refund-due',
      paidCents: 30,
      refundCents: 30,
      refundError: 'Stripe could not be reached',
    } as unknown as NonNullable<OrderSource['payment']>;
    const names = () => ({ _id: String(ADMIN), name: 'Admin' });
    const cancelled = toOrder(stored({ status: OrderStatus.CANCELLED, payment }), customer, imageUrl, names);
    expect(cancelled.payment.refundError).toBe('Stripe could not be reached');
    expect(shopperView(cancelled).payment).toMatchObject({
      refundError: null,
      canMarkPaid: false,
      canMarkRefunded: false,
    });
  });
});
