import { mailsAfterCrash } from '../setup/mail-crash';
import { call } from '../setup/store-process';

/**
 * Killed with SIGKILL while the store sends an order's confirmation (recorded and claimed, never
 * heard to arrive): started again on the same folder, the store sends it, once.
 */
describe('a store killed between recording an email and sending it', () => {
  it('sends the confirmation after the restart, once', async () => {
    const { sent, result: orderId } = await mailsAfterCrash('outbox-crash.test', async ({ store, admin, shopper }) => {
      const book = await call(store.base, '/api/admin/addBook', {
        method: 'POST',
        token: admin,
        body: { title: 'Crash Course', author: 'A', category: 'Fiction', price: 5, stock: 5 },
      });
      expect(book.status).toBe(201);
      const order = await call(store.base, '/api/user/order/manual', {
        method: 'POST',
        token: shopper,
        body: { books: [{ book: book.body.book._id, quantity: 1 }] },
      });
      expect(order.status).toBe(201);
      return String(order.body.order._id);
    });
    const subject = `Thank you for your order at BookStore (order #${orderId.slice(-8)})`;
    expect(sent).toEqual([['shopper@outbox-crash.test', subject]]);
  });
});
