import { BooksService } from '../../src/books/books.service';
import { Account, expectError, expectGqlError, gql, registerUser } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';
import { addBooks, stocksOf } from './order-fixtures';

const PLACE_ORDER =
  'mutation { placeOrder { message order { id totalAmount books { quantity price book { id price } } } } }';

/** Ordering the whole cart: prices at the moment of ordering, the cart emptied only on success. */
describe('ordering the cart', () => {
  let t: TestApp;
  let books: BooksService;

  const auth = (account: Account) => ({ authorization: `Bearer ${account.token}` });
  const addToCart = (account: Account, bookId: string, quantity: number) =>
    t.http.post('/api/user/cart').set(auth(account)).send({ bookId, quantity }).expect(200);
  const cartOf = async (account: Account) =>
    (await t.http.get('/api/user/cart').set(auth(account))).body.cart as unknown[];
  const reprice = async (id: string, price: number) => {
    const book = await books.findOne(id);
    await books.update(id, {
      title: book.title,
      author: book.author,
      category: book.category,
      description: book.description,
      price,
      stock: book.stock,
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    books = t.app.get(BooksService);
  });

  afterAll(() => t.close());

  it('charges the price at ordering, not at carting, and a later change leaves the order as it was', async () => {
    const shopper = await registerUser(t.http);
    const [a, b] = await addBooks(books, [5, 5]);
    await addToCart(shopper, a, 2);
    await addToCart(shopper, b, 1);
    await reprice(a, 20); // after carting, before ordering

    const placed = await t.http.post('/api/user/order').set(auth(shopper));
    expect(placed.status).toBe(201);
    expect(placed.body.message).toBe('Order placed successfully!');
    expect(placed.body.order).toMatchObject({
      totalAmount: 51.1,
      books: [
        { price: 20, quantity: 2 },
        { price: 11.1, quantity: 1 },
      ],
    });
    expect(await cartOf(shopper)).toEqual([]);

    await reprice(a, 5);
    await t.issueDocuments();
    const again = await t.http.get(`/api/user/orders/${placed.body.order._id}`).set(auth(shopper));
    // The same order, now with the invoice numbered once it was placed.
    const { invoice, ...order } = again.body.order;
    expect(order).toEqual(placed.body.order);
    expect(invoice).toMatchObject({ number: expect.stringMatching(/^\d{4}-\d{6}$/), total: 51.1 });
  });

  it('places the cart over GraphQL with placeOrder, empties it, and answers CART_EMPTY for an empty cart', async () => {
    const shopper = await registerUser(t.http);
    const [a] = await addBooks(books, [4]);
    await addToCart(shopper, a, 3);
    const res = await gql(t.http, PLACE_ORDER, {}, shopper.token);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.placeOrder).toMatchObject({
      message: 'Order placed successfully!',
      order: { totalAmount: 30.3, books: [{ quantity: 3, price: 10.1 }] },
    });
    expect(await stocksOf(books, [a])).toEqual([1]);
    expect(await cartOf(shopper)).toEqual([]);

    const empty = await gql(t.http, PLACE_ORDER, {}, shopper.token);
    expectGqlError(empty, 'CART_EMPTY');
    expect(empty.body.errors[0].message).toBe('Your cart is empty');
    expectError(await t.http.post('/api/user/order').set(auth(shopper)), 400, 'CART_EMPTY');
  });

  it('leaves the cart alone when a manual order is placed, and keeps it when the cart order is refused', async () => {
    const shopper = await registerUser(t.http);
    const [a, b] = await addBooks(books, [3, 3]);
    await addToCart(shopper, a, 3);
    const manual = await t.http
      .post('/api/user/order/manual')
      .set(auth(shopper))
      .send({ books: [{ book: b, quantity: 1 }] });
    expect(manual.status).toBe(201);
    expect(await cartOf(shopper)).toHaveLength(1);

    await t.http
      .post('/api/user/order/manual')
      .set(auth(shopper))
      .send({ books: [{ book: a, quantity: 1 }] })
      .expect(201);
    const refused = await t.http.post('/api/user/order').set(auth(shopper));
    expectError(refused, 400, 'INSUFFICIENT_STOCK');
    expect(refused.body.message).toMatch(/^Insufficient stock for Order Book 1\. Available: 2, Requested: 3$/);
    expect(await cartOf(shopper)).toHaveLength(1);
    expect(await stocksOf(books, [a, b])).toEqual([2, 2]);
  });
});
