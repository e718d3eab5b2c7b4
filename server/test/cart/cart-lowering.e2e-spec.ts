import { BooksService } from '../../src/books/books.service';
import { addBooks } from '../orders/order-fixtures';
import { Account, expectError, expectGqlError, gql, registerUser } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';
import { checkLines } from '../../src/books/book-stock';

const UPDATE = `mutation UpdateCartItem($bookId: ID!, $quantity: Int!) {
  updateCartItem(bookId: $bookId, quantity: $quantity) { message cart { lines { quantity book { stock } } } }
}`;

/**
 * The stock of a book fell below what a cart holds (an admin lowered it, or others bought it):
 * the shopper may lower the line step by step down to 1, on both transports, but never raise it
 * above the stock; ordering still re-checks the stock.
 */
describe('lowering a cart line that is above the stock', () => {
  let t: TestApp;
  let books: BooksService;
  let shopper: Account;

  const auth = () => ({ authorization: `Bearer ${shopper.token}` });
  const put = (bookId: string, quantity: number) =>
    t.http.put(`/api/user/cart/${bookId}`).set(auth()).send({ quantity });

  /** A book with 6 copies, 5 of them in the shopper's cart, then 4 sold elsewhere: 2 left. */
  async function lineAboveStock(title: string): Promise<string> {
    const [id] = await addBooks(books, [6], title);
    expect((await t.http.post('/api/user/cart').set(auth()).send({ bookId: id, quantity: 5 })).status).toBe(200);
    await books.takeStock(checkLines([{ bookId: id, quantity: 4 }]));
    return id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    books = t.app.get(BooksService);
  });

  beforeEach(async () => {
    shopper = await registerUser(t.http);
  });

  afterAll(() => t.close());

  it('REST: lowers one step at a time while still above the stock, down to 1; raising stays capped', async () => {
    const id = await lineAboveStock('Rest Lowered');

    const step = await put(id, 4);
    expect(step.status).toBe(200);
    expect(step.body.message).toBe('Cart updated successfully');
    expect(step.body.cart).toEqual([
      expect.objectContaining({ quantity: 4, book: expect.objectContaining({ stock: 2 }) }),
    ]);
    expect((await put(id, 3)).body.cart[0].quantity).toBe(3);
    expect((await put(id, 3)).status).toBe(200); // the same quantity again changes nothing

    const raise = await put(id, 4);
    expectError(raise, 400, 'INSUFFICIENT_STOCK');
    expect(raise.body.message).toBe('Insufficient stock for Rest Lowered 1. Available: 2, Requested: 4');

    const ordered = await t.http.post('/api/user/order').set(auth());
    expectError(ordered, 400, 'INSUFFICIENT_STOCK');
    expect(ordered.body.message).toBe('Insufficient stock for Rest Lowered 1. Available: 2, Requested: 3');

    expect((await put(id, 1)).body.cart[0].quantity).toBe(1);
    expect((await put(id, 2)).body.cart[0].quantity).toBe(2); // within the stock again
    expectError(await put(id, 3), 400, 'INSUFFICIENT_STOCK');
    expectError(await put(id, 0), 400, 'VALIDATION_FAILED');
    expect((await t.http.post('/api/user/order').set(auth())).status).toBe(201);
  });

  it('GraphQL: updateCartItem lowers the same way and refuses a raise above the stock', async () => {
    const id = await lineAboveStock('Graph Lowered');

    const step = await gql(t.http, UPDATE, { bookId: id, quantity: 4 }, shopper.token);
    expect(step.body.data.updateCartItem).toEqual({
      message: 'Cart updated successfully',
      cart: { lines: [{ quantity: 4, book: { stock: 2 } }] },
    });
    const down = await gql(t.http, UPDATE, { bookId: id, quantity: 1 }, shopper.token);
    expect(down.body.data.updateCartItem.cart.lines[0].quantity).toBe(1);

    const raise = await gql(t.http, UPDATE, { bookId: id, quantity: 3 }, shopper.token);
    expectGqlError(raise, 'INSUFFICIENT_STOCK');
    expect(raise.body.errors[0].message).toBe('Insufficient stock for Graph Lowered 1. Available: 2, Requested: 3');
  });

  it('never lets concurrent changes raise a line above the stock: the lowest one asked for wins', async () => {
    const id = await lineAboveStock('Concurrent Lowered');
    // 2 is within the stock, so it always applies; once it has, every other change would be a raise.
    const results = await Promise.all([4, 3, 4, 2, 4, 3, 4].map((quantity) => put(id, quantity)));
    for (const res of results.filter((r) => r.status !== 200)) expectError(res, 400, 'INSUFFICIENT_STOCK');
    const cart = await t.http.get('/api/user/cart').set(auth());
    expect(cart.body.cart[0].quantity).toBe(2);
  });
});
