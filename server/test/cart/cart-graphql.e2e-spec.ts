import { BooksService } from '../../src/books/books.service';
import { addBooks, UNKNOWN_ID } from '../orders/order-fixtures';
import { Account, expectGqlError, gql, registerUser } from '../setup/helpers';
import { expectCleanGqlErrors } from '../setup/expectations';
import { createTestApp, type TestApp } from '../setup/test-app';

const CART_FIELDS = 'lines { book { id title price stock } quantity lineTotal } total itemCount removedCount notice';
const CART = `query Cart { cart { ${CART_FIELDS} } }`;
const ADD = `mutation AddToCart($bookId: ID!, $quantity: Int) {
  addToCart(bookId: $bookId, quantity: $quantity) { message cart { ${CART_FIELDS} } }
}`;
const ADD_DEFAULT = `mutation AddOne($bookId: ID!) { addToCart(bookId: $bookId) { message cart { ${CART_FIELDS} } } }`;
const UPDATE = `mutation UpdateCartItem($bookId: ID!, $quantity: Int!) {
  updateCartItem(bookId: $bookId, quantity: $quantity) { message cart { ${CART_FIELDS} } }
}`;
const REMOVE = `mutation RemoveFromCart($bookId: ID!) { removeFromCart(bookId: $bookId) { message cart { ${CART_FIELDS} } } }`;
const CLEAR = `mutation ClearCart { clearCart { message cart { ${CART_FIELDS} } } }`;

/** The cart operations of the shared GraphQL contract, over HTTP, against the real database. */
describe('cart over GraphQL', () => {
  let t: TestApp;
  let books: BooksService;
  let shopper: Account;

  const send = (query: string, variables: Record<string, unknown> = {}, account = shopper) =>
    gql(t.http, query, variables, account.token);

  beforeAll(async () => {
    t = await createTestApp();
    books = t.app.get(BooksService);
  });

  beforeEach(async () => {
    shopper = await registerUser(t.http, { name: 'Graph Shopper' });
  });

  afterEach(() => jest.restoreAllMocks());

  afterAll(() => t.close());

  it('answers an empty cart with zero totals and no notice', async () => {
    const res = await send(CART);
    expect(res.body).toEqual({ data: { cart: { lines: [], total: 0, itemCount: 0, removedCount: 0, notice: null } } });
  });

  it('adds one copy by default and sums repeated adds; totals are exact cents (3 × 10.10 = 30.30)', async () => {
    const [a, b] = await addBooks(books, [5, 5], 'Graph Book');
    const first = await send(ADD_DEFAULT, { bookId: a });
    expect(first.body.data.addToCart.message).toBe('Book added to cart successfully!');
    const second = await send(ADD, { bookId: a, quantity: 2 });
    expect(second.body.data.addToCart.message).toBe('2 books added to cart successfully!');
    await send(ADD, { bookId: b, quantity: 1 });
    const res = await send(CART);
    expect(res.body.data.cart).toEqual({
      lines: [
        { book: { id: a, title: 'Graph Book 1', price: 10.1, stock: 5 }, quantity: 3, lineTotal: 30.3 },
        { book: { id: b, title: 'Graph Book 2', price: 11.1, stock: 5 }, quantity: 1, lineTotal: 11.1 },
      ],
      total: 41.4,
      itemCount: 4,
      removedCount: 0,
      notice: null,
    });
  });

  it('refuses a sum above the stock with INSUFFICIENT_STOCK', async () => {
    const [a] = await addBooks(books, [3], 'Thin Book');
    await send(ADD, { bookId: a, quantity: 2 });
    const res = await send(ADD, { bookId: a, quantity: 2 });
    expectGqlError(res, 'INSUFFICIENT_STOCK');
    expect(res.body.errors[0].message).toBe('Insufficient stock for Thin Book 1. Available: 3, Requested: 4');
    expect(res.body.errors[0].extensions.statusCode).toBe(400);
  });

  it.each([
    ['0', 0],
    ['-1', -1],
    ['1.5', 1.5],
    ['"3" (a string)', '3'],
  ])('refuses the quantity %s with VALIDATION_FAILED on add and update', async (_label, quantity) => {
    const [a] = await addBooks(books, [5]);
    const added = await send(ADD, { bookId: a, quantity });
    expectGqlError(added, 'VALIDATION_FAILED');
    expectCleanGqlErrors(added.body);
    await send(ADD_DEFAULT, { bookId: a });
    const updated = await send(UPDATE, { bookId: a, quantity });
    expectGqlError(updated, 'VALIDATION_FAILED');
    expect((await send(CART)).body.data.cart.lines.map((line: { quantity: number }) => line.quantity)).toEqual([1]);
  });

  it('answers a malformed book id with INVALID_ID and an unknown one with NOT_FOUND "Book not found"', async () => {
    for (const query of [ADD_DEFAULT, REMOVE]) expectGqlError(await send(query, { bookId: 'nope' }), 'INVALID_ID');
    expectGqlError(await send(UPDATE, { bookId: 'nope', quantity: 1 }), 'INVALID_ID');
    const unknown = await send(ADD_DEFAULT, { bookId: UNKNOWN_ID });
    expectGqlError(unknown, 'NOT_FOUND');
    expect(unknown.body.errors[0].message).toBe('Book not found');
  });

  it('updates, removes and clears, each with its message', async () => {
    const [a, b] = await addBooks(books, [5, 5]);
    await send(ADD_DEFAULT, { bookId: a });
    await send(ADD_DEFAULT, { bookId: b });
    const updated = await send(UPDATE, { bookId: a, quantity: 4 });
    expect(updated.body.data.updateCartItem.message).toBe('Cart updated successfully');
    expect(updated.body.data.updateCartItem.cart.itemCount).toBe(5);
    const over = await send(UPDATE, { bookId: a, quantity: 6 });
    expectGqlError(over, 'INSUFFICIENT_STOCK');
    const removed = await send(REMOVE, { bookId: a });
    expect(removed.body.data.removeFromCart.message).toBe('Item removed from cart');
    expect(removed.body.data.removeFromCart.cart.lines.map((line: { book: { id: string } }) => line.book.id)).toEqual([
      b,
    ]);
    expectGqlError(await send(REMOVE, { bookId: a }), 'NOT_FOUND');
    const cleared = await send(CLEAR);
    expect(cleared.body.data.clearCart).toEqual({
      message: 'Cart cleared successfully',
      cart: { lines: [], total: 0, itemCount: 0, removedCount: 0, notice: null },
    });
  });

  it('drops lines whose book was deleted and reports them in removedCount and notice', async () => {
    const [a, b, c] = await addBooks(books, [5, 5, 5]);
    for (const bookId of [a, b, c]) await send(ADD_DEFAULT, { bookId });
    await books.remove(a);
    await books.remove(c);
    const res = await send(CART);
    expect(res.body.data.cart).toMatchObject({
      removedCount: 2,
      notice: '2 books in your cart are no longer available and were removed',
      itemCount: 1,
      lines: [{ book: { id: b } }],
    });
    expect((await send(CART)).body.data.cart).toMatchObject({ removedCount: 0, notice: null });
  });

  it('loads the books of a cart with one batched query, shared by every cart read of one request', async () => {
    const ids = await addBooks(books, [5, 5, 5, 5]);
    for (const bookId of ids) await send(ADD_DEFAULT, { bookId });
    const findMany = jest.spyOn(books, 'findMany');
    const findOne = jest.spyOn(books, 'findOne');
    const res = await send(`query TwoCarts { first: cart { ${CART_FIELDS} } second: cart { total } }`);
    expect(res.body.data.first.lines).toHaveLength(4);
    expect(res.body.data.second.total).toBe(res.body.data.first.total);
    expect(findMany).toHaveBeenCalledTimes(1);
    expect(findMany.mock.calls[0][0]).toHaveLength(4);
    expect(findOne).not.toHaveBeenCalled();

    findMany.mockClear();
    const rest = await t.http.get('/api/user/cart').set({ authorization: `Bearer ${shopper.token}` });
    expect(rest.body.cart).toHaveLength(4);
    expect(findMany).toHaveBeenCalledTimes(1);
  });
});
