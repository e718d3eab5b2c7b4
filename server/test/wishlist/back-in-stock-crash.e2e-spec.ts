import { mailsAfterCrash } from '../setup/mail-crash';
import { call } from '../setup/store-process';

/**
 * Killed with SIGKILL after the admin restocked a book a shopper waits for, while the back-in-stock
 * email is being sent: started again on the same folder, the store sends it, once.
 */
describe('a store killed between a restock and its back-in-stock email', () => {
  it('sends the email after the restart, once', async () => {
    const { sent } = await mailsAfterCrash('restock-crash.test', async ({ store, admin, shopper }) => {
      const fields = { title: 'Second Printing', author: 'A', category: 'Fiction', price: 5 };
      const book = await call(store.base, '/api/admin/addBook', {
        method: 'POST',
        token: admin,
        body: { ...fields, stock: 0 },
      });
      expect(book.status).toBe(201);
      const bookId = book.body.book._id as string;
      const alert = await call(store.base, `/api/user/stock-alerts/${bookId}`, { method: 'PUT', token: shopper });
      expect(alert.status).toBe(200);
      const restock = await call(store.base, `/api/admin/updateBook/${bookId}`, {
        method: 'POST',
        token: admin,
        body: { ...fields, stock: 4, expectedStock: 0 },
      });
      expect(restock.status).toBe(200);
    });
    expect(sent).toEqual([['shopper@restock-crash.test', 'Back in stock: Second Printing']]);
  });
});
