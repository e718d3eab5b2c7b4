import { BooksService } from '../../src/books/books.service';
import { addBooks, stocksOf } from '../orders/order-fixtures';
import { Account, expectError, expectGqlError, gql, registerUser } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';
import { checkLines } from '../../src/books/book-stock';

/** Ordering the whole cart (POST /api/user/order, placeOrder) reads and empties the cart of CartService. */
describe('ordering the cart', () => {
  let t: TestApp;
  let books: BooksService;
  let shopper: Account;

  const auth = () => ({ authorization: `Bearer ${shopper.token}` });
  const add = (bookId: string, quantity = 1) => t.http.post('/api/user/cart').set(auth()).send({ bookId, quantity });
  const cartLines = async () =>
    (await t.http.get('/api/user/cart').set(auth())).body.cart.map(
      (item: { book: { _id: string }; quantity: number }) => [item.book._id, item.quantity],
    );

  beforeAll(async () => {
    t = await createTestApp();
    books = t.app.get(BooksService);
  });

  beforeEach(async () => {
    shopper = await registerUser(t.http, { name: 'Ordering Shopper' });
  });

  afterAll(() => t.close());

  it('orders every line of the cart, then empties it', async () => {
    const [a, b] = await addBooks(books, [5, 5]);
    await add(a, 2);
    await add(b, 1);
    const res = await t.http.post('/api/user/order').set(auth());
    expect(res.status).toBe(201);
    expect(
      res.body.order.books.map((line: { book: { _id: string }; quantity: number }) => [line.book._id, line.quantity]),
    ).toEqual([
      [a, 2],
      [b, 1],
    ]);
    expect(res.body.order.totalAmount).toBe(31.3);
    expect(await cartLines()).toEqual([]);
    expect(await stocksOf(books, [a, b])).toEqual([3, 4]);
  });

  it('keeps the cart as it was when the order is refused for stock', async () => {
    const [a, b] = await addBooks(books, [5, 5], 'Short Book');
    await add(a, 1);
    await add(b, 4);
    await books.takeStock(checkLines([{ bookId: b, quantity: 3 }]));
    const res = await t.http.post('/api/user/order').set(auth());
    expectError(res, 400, 'INSUFFICIENT_STOCK');
    expect(res.body.message).toBe('Insufficient stock for Short Book 2. Available: 2, Requested: 4');
    expect(await cartLines()).toEqual([
      [a, 1],
      [b, 4],
    ]);
    expect(await stocksOf(books, [a, b])).toEqual([5, 2]);
  });

  it('answers an empty cart with 400 CART_EMPTY, also when its only book was deleted', async () => {
    expectError(await t.http.post('/api/user/order').set(auth()), 400, 'CART_EMPTY');
    const [a] = await addBooks(books, [5]);
    await add(a);
    await books.remove(a);
    const res = await gql(t.http, 'mutation PlaceOrder { placeOrder { message } }', {}, shopper.token);
    expectGqlError(res, 'CART_EMPTY');
    expect(res.body.errors[0].message).toBe('Your cart is empty');
  });

  it('orders the books still in the store when one in the cart was deleted', async () => {
    const [a, b] = await addBooks(books, [5, 5]);
    await add(a, 1);
    await add(b, 1);
    await books.remove(a);
    const res = await gql(
      t.http,
      'mutation PlaceOrder { placeOrder { message order { books { book { id } quantity } } } }',
      {},
      shopper.token,
    );
    expect(res.body.data.placeOrder.message).toBe('Order placed successfully!');
    expect(res.body.data.placeOrder.order.books).toEqual([{ book: { id: b }, quantity: 1 }]);
    expect(await cartLines()).toEqual([]);
  });
});
