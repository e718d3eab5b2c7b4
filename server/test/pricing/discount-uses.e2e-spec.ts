import { getModelToken } from '@nestjs/mongoose';
import { trusted, Types, type Model } from 'mongoose';
import { BooksService } from '../../src/books/books.service';
import { checkLines } from '../../src/books/book-stock';
import { OrderRepairService } from '../../src/orders/order-repair.service';
import { OrdersRepository } from '../../src/orders/orders.repository';
import { Order } from '../../src/orders/schemas/order.schema';
import { DiscountCodesService } from '../../src/pricing/discount-codes.service';
import { codeCustomerKey, DiscountCodeCustomer } from '../../src/pricing/schemas/discount-code-customer.schema';
import { DiscountCode } from '../../src/pricing/schemas/discount-code.schema';
import { type Account, registerUser } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';
import { addCode, auth, booksAt, ok } from './pricing-fixtures';

const SHOPPERS = 50;
const USES = 10;

/**
 * A code's uses are counted exactly, without transactions: concurrent orders never take more uses
 * than are left (in all, or per customer), a cancelled order gives its use back once however many
 * cancels race, and what a crash leaves is settled by the repair.
 */
describe('discount code uses', () => {
  let t: TestApp;
  let admin: Account;
  let bookId: string;
  let codes: Model<DiscountCode>;
  let customers: Model<DiscountCodeCustomer>;
  let orders: Model<Order>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerUser(t.http, { role: 'admin', name: 'Codes Admin' });
    [bookId] = await booksAt(t.app.get(BooksService), [20]);
    codes = t.app.get(getModelToken(DiscountCode.name));
    customers = t.app.get(getModelToken(DiscountCodeCustomer.name));
    orders = t.app.get(getModelToken(Order.name));
  });

  afterAll(() => t.close());

  const order = (shopper: Account, code: string, extra: object = {}) =>
    t.http
      .post('/api/user/order/manual')
      .set(auth(shopper))
      .send({ books: [{ book: bookId, quantity: 1 }], discountCode: code, ...extra });
  const stored = async (code: string) => (await codes.findOne({ code }).lean())!;
  /** A shopper's document of uses of a code (its per-customer count). */
  const storedFor = async (code: string, shopper: Account) =>
    customers.findById(codeCustomerKey((await stored(code))._id, shopper.user._id)).lean();
  const listed = async (code: string) =>
    (await ok(t.http, admin, 'get', '/api/admin/discount-codes')).discountCodes.find(
      (entry: { code: string }) => entry.code === code,
    );

  it(`gives ${SHOPPERS} shoppers ordering at once with ${USES} uses left exactly ${USES} discounted orders`, async () => {
    await addCode(t.http, admin, { code: 'TEN', kind: 'PERCENTAGE', percent: 50, maxUses: USES });
    const shoppers = await Promise.all(
      Array.from({ length: SHOPPERS }, (_, i) => registerUser(t.http, { name: `S${i}` })),
    );
    const stockBefore = (await t.app.get(BooksService).findMany([bookId]))[0]!.book.stock;
    const answers = await Promise.all(shoppers.map((shopper, i) => order(shopper, i % 2 ? 'ten' : 'TEN')));
    const placed = answers.filter((res) => res.status === 201);
    expect(placed).toHaveLength(USES);
    for (const res of placed)
      expect(res.body.order.totals).toMatchObject({ discount: 10, discountCode: 'TEN', total: 10 });
    const refused = answers.filter((res) => res.status !== 201);
    expect(new Set(refused.map((res) => `${res.status} ${res.body.error} ${res.body.message}`))).toEqual(
      new Set(['409 DISCOUNT_CODE_USED_UP This code has been used up']),
    );
    // The refused placed nothing: the stock is down by the orders placed only, and nothing is half placed.
    expect((await t.app.get(BooksService).findMany([bookId]))[0]!.book.stock).toBe(stockBefore - USES);
    expect(await orders.countDocuments({ status: trusted({ $in: ['placing', 'cancelling'] }) })).toBe(0);
    expect(await stored('TEN')).toMatchObject({ uses: USES, discountCents: USES * 1000, holds: [] });
    expect(await listed('TEN')).toMatchObject({ uses: USES, discountGiven: 100 });
  }, 120_000);

  it('holds a per-customer limit when one shopper places 10 orders at once: 2 uses per customer, 2 orders', async () => {
    await addCode(t.http, admin, { code: 'TWICE', kind: 'FIXED_AMOUNT', amount: 1, perCustomer: 2 });
    const shopper = await registerUser(t.http, { name: 'Eager' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => order(shopper, 'twice')));
    expect(answers.filter((res) => res.status === 201)).toHaveLength(2);
    expect(new Set(answers.filter((res) => res.status !== 201).map((res) => res.body.message))).toEqual(
      new Set(['You have already used this code']),
    );
    // Another shopper still has their own two.
    const other = await registerUser(t.http, { name: 'Other' });
    expect((await order(other, 'TWICE')).status).toBe(201);
    expect(await stored('TWICE')).toMatchObject({ uses: 3, holds: [] });
    expect(await storedFor('TWICE', shopper)).toMatchObject({ uses: 2 });
    expect((await storedFor('TWICE', shopper))!.orders).toHaveLength(2);
    expect(await storedFor('TWICE', other)).toMatchObject({ uses: 1 });
  }, 60_000);

  it("keeps each shopper's count in a document of its own, so that a widely used code neither grows nor costs an order more", async () => {
    await addCode(t.http, admin, { code: 'WIDE', kind: 'FIXED_AMOUNT', amount: 1, perCustomer: 1 });
    const shoppers = await Promise.all(['W1', 'W2', 'W3'].map((name) => registerUser(t.http, { name })));
    for (const shopper of shoppers) expect((await order(shopper, 'WIDE')).status).toBe(201);
    const [first, second] = shoppers.map((shopper) => shopper.user._id);
    const service = t.app.get(DiscountCodesService);
    expect((await service.find('wide', first))!.customers).toEqual({ [first]: 1 });
    expect((await service.find('WIDE', second))!.customers).toEqual({ [second]: 1 });
    // The code's own document holds no per-shopper counts; the admin's list still says how often it was used.
    expect(await stored('WIDE')).not.toHaveProperty('customers');
    expect(
      await customers.countDocuments({ _id: trusted({ $regex: `^${String((await stored('WIDE'))._id)}:` }) }),
    ).toBe(3);
    expect(await listed('WIDE')).toMatchObject({ uses: 3 });
    expect((await order(shoppers[0], 'WIDE')).body.message).toBe('You have already used this code');
  }, 60_000);

  it('gives a cancelled order its use back once, however many cancels race', async () => {
    await addCode(t.http, admin, { code: 'ONCE', kind: 'FIXED_AMOUNT', amount: 2, maxUses: 1, perCustomer: 1 });
    const shopper = await registerUser(t.http, { name: 'Canceller' });
    const first = await order(shopper, 'ONCE');
    expect(first.status).toBe(201);
    expect((await order(shopper, 'ONCE')).body.error).toBe('DISCOUNT_CODE_USED_UP');
    const id = first.body.order._id;
    const cancels = await Promise.all([
      ...Array.from({ length: 10 }, () => t.http.post(`/api/user/orders/${id}/cancel`).set(auth(shopper))),
      ...Array.from({ length: 10 }, () =>
        t.http.put(`/api/admin/orders/${id}`).set(auth(admin)).send({ status: 'cancelled' }),
      ),
    ]);
    expect(cancels.every((res) => res.status === 200)).toBe(true);
    expect(await stored('ONCE')).toMatchObject({ uses: 0, discountCents: 0, returns: [], holds: [] });
    expect(await storedFor('ONCE', shopper)).toMatchObject({ uses: 0, orders: [], returned: [new Types.ObjectId(id)] });
    expect(await listed('ONCE')).toMatchObject({ uses: 0, discountGiven: 0 });
    // The use is back: the same shopper may use it again, once.
    expect((await order(shopper, 'ONCE')).status).toBe(201);
    expect((await order(shopper, 'ONCE')).body.error).toBe('DISCOUNT_CODE_USED_UP');
  }, 60_000);

  describe('after a crash', () => {
    let service: DiscountCodesService;
    let repair: OrderRepairService;
    const LONG_AGO = new Date(Date.now() - 10 * 60_000);

    beforeAll(() => {
      service = t.app.get(DiscountCodesService);
      repair = t.app.get(OrderRepairService);
    });

    /** A code with `maxUses`, a use taken by an order opened long ago as `placing` (the request died after its take). */
    async function heldUse(code: string, shopper: Account, terms: object = {}) {
      await addCode(t.http, admin, { code, kind: 'FIXED_AMOUNT', amount: 3, maxUses: 1, ...terms });
      const _id = new Types.ObjectId();
      await orders.create({
        _id,
        user: shopper.user._id,
        status: 'placing',
        books: [{ book: { _id: bookId }, quantity: 1 }],
        orderedAt: LONG_AGO,
        orderedDay: LONG_AGO.toISOString().slice(0, 10),
        shortId: String(_id).slice(-8),
        reserved: true,
      });
      await t.app.get(BooksService).takeStock(checkLines([{ bookId, quantity: 1 }]), { reservation: String(_id) });
      await service.take((await service.find(code, shopper.user._id))!, shopper.user._id, String(_id));
      return String(_id);
    }

    it("gives back the uses of an order that died being placed, the code's and the shopper's, once", async () => {
      const shopper = await registerUser(t.http, { name: 'Crashed Placer' });
      await heldUse('DIED', shopper, { perCustomer: 1 });
      expect(await storedFor('DIED', shopper)).toMatchObject({ uses: 1 });
      expect((await order(shopper, 'DIED')).body.error).toBe('DISCOUNT_CODE_USED_UP');
      await repair.repair();
      await repair.repair();
      expect(await stored('DIED')).toMatchObject({ uses: 0, holds: [], discountCents: 0 });
      expect(await storedFor('DIED', shopper)).toMatchObject({ uses: 0, orders: [] });
      expect((await order(shopper, 'DIED')).status).toBe(201);
    });

    it('keeps the use of an order acknowledged just before the crash, and counts its discount once', async () => {
      const shopper = await registerUser(t.http, { name: 'Crashed Keeper' });
      const id = await heldUse('KEPT', shopper);
      const code = await stored('KEPT');
      await orders.updateOne(
        { _id: id },
        {
          $set: {
            status: 'pending',
            totalCents: 1700,
            totals: {
              subtotalCents: 2000,
              discountCents: 300,
              shippingCents: 0,
              taxCents: 0,
              totalCents: 1700,
              taxIncluded: false,
              taxLines: [],
              shipping: { methodId: 'collect', name: 'Collect in store', inStore: true },
              discount: { codeId: code._id, code: 'KEPT', kind: 'FIXED_AMOUNT' },
            },
          },
        },
      );
      await repair.repair();
      await repair.repair();
      expect(await stored('KEPT')).toMatchObject({ uses: 1, holds: [], discountCents: 300 });
      // Cancelled now, with the crash's leftovers gone: the use and the discount come back once.
      await ok(t.http, admin, 'put', `/api/admin/orders/${id}`, { status: 'cancelled' });
      await repair.repair();
      expect(await stored('KEPT')).toMatchObject({ uses: 0, holds: [], returns: [], discountCents: 0 });
    });

    it('finishes a cancellation whose use was on its way back, and gives it back once', async () => {
      const shopper = await registerUser(t.http, { name: 'Crashed Canceller' });
      await addCode(t.http, admin, { code: 'HALFWAY', kind: 'FIXED_AMOUNT', amount: 4, maxUses: 5 });
      const placed = await order(shopper, 'HALFWAY');
      expect(placed.status).toBe(201);
      const id = placed.body.order._id;
      // The cancel's move happened (the restock started with its one worker), then the process died
      // after the code's receipt was written, before the worker left.
      await orders.updateOne(
        { _id: id },
        { $set: { status: 'cancelled', restock: 'returning', restockers: 1, updatedAt: LONG_AGO } },
      );
      const code = await stored('HALFWAY');
      await service.giveBack(code._id, id, shopper.user._id, 400);
      expect(await stored('HALFWAY')).toMatchObject({ uses: 0, discountCents: 0 });
      // A restart on the embedded database forgets the dead worker, then finishes the cancellation.
      await t.app.get(OrdersRepository).forgetRestockWorkers();
      await repair.repair({ staleMs: 0, allCancellations: true });
      await repair.repair({ staleMs: 0, allCancellations: true });
      expect(await stored('HALFWAY')).toMatchObject({ uses: 0, discountCents: 0, returns: [] });
      expect((await orders.findById(id).lean())?.restock).toBeUndefined();
    });
  });

  it('moves the per-shopper counts a code stored in itself into documents of their own, once', async () => {
    await addCode(t.http, admin, { code: 'OLDER', kind: 'FIXED_AMOUNT', amount: 1, perCustomer: 1 });
    const shopper = await registerUser(t.http, { name: 'Older Shopper' });
    const placed = await order(shopper, 'OLDER');
    expect(placed.status).toBe(201);
    // As the code was stored before: the shopper's count on the code, no document of theirs.
    const code = await stored('OLDER');
    await customers.deleteOne({ _id: codeCustomerKey(code._id, shopper.user._id) });
    await codes.collection.updateOne({ _id: code._id }, { $set: { customers: { [shopper.user._id]: 1 } } });

    // The move a process's repair makes once at its start, asked again: each code's counts move once.
    const codesService = t.app.get(DiscountCodesService);
    await codesService.moveCustomerCounts();
    await codesService.moveCustomerCounts();
    expect(await stored('OLDER')).not.toHaveProperty('customers');
    expect(await storedFor('OLDER', shopper)).toMatchObject({ uses: 1, legacy: 1 });
    expect((await order(shopper, 'OLDER')).body.error).toBe('DISCOUNT_CODE_ALREADY_USED');
    // The order placed before the move, cancelled, gives the shopper's use back, once.
    const id = placed.body.order._id;
    await ok(t.http, admin, 'put', `/api/admin/orders/${id}`, { status: 'cancelled' });
    // Given back by the cancellation; asked again, nothing more comes back.
    await codesService.giveBack(code._id, id, shopper.user._id, 100);
    expect(await storedFor('OLDER', shopper)).toMatchObject({ uses: 0, legacy: 0 });
    expect((await order(shopper, 'OLDER')).status).toBe(201);
    expect((await order(shopper, 'OLDER')).body.error).toBe('DISCOUNT_CODE_ALREADY_USED');
  });
});
