import { BooksService } from '../../src/books/books.service';
import { CATEGORY_MESSAGE } from '../../src/books/book-category';
import { STATUS_MESSAGE } from '../../src/orders/order-status';
import { postBook, bookFields } from '../books/book-fixtures';
import { addBooks } from '../orders/order-fixtures';
import { expectError, expectGqlError, gql, registerUser, type Account } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';

const UPDATE_STATUS = `mutation UpdateStatus($id: ID!, $status: OrderStatus!) {
  updateOrderStatus(id: $id, status: $status) { order { status } }
}`;
const SUBMIT = `mutation Submit($input: SubmitComplaintInput!) { submitComplaint(input: $input) { complaint { id } } }`;
const ADD_BOOK = `mutation AddBook($input: BookInput!) { addBook(input: $input) { book { id category } } }`;
const BOOKS = `query Books($category: String) { books(category: $category) { totalCount } }`;

/**
 * An enumeration value is one of its values exactly: another letter case or surrounding spaces
 * are 400, never read as the value they resemble (blank list filters still mean "no filter").
 */
describe('enumeration values are exact', () => {
  let t: TestApp;
  let admin: Account;
  let shopper: Account;
  let orderId: string;

  const bearer = (account: Account) => ({ authorization: `Bearer ${account.token}` });
  const expectRefused = (res: { status: number; body: unknown }, message: string | RegExp) => {
    expectError(res, 400, 'VALIDATION_FAILED');
    expect((res.body as { message: string }).message).toMatch(message);
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerUser(t.http, { role: 'admin' });
    shopper = await registerUser(t.http);
    const [bookId] = await addBooks(t.app.get(BooksService), [5]);
    const placed = await t.http
      .post('/api/user/order/manual')
      .set(bearer(shopper))
      .send({ books: [{ book: bookId, quantity: 1 }] });
    orderId = placed.body.order._id;
  });

  afterAll(() => t.close());

  it.each(['SHIPPED', 'Shipped', 'pending ', ' shipped', 'delivered\n'])(
    'REST order status %p is 400, and the order keeps its status',
    async (status) => {
      const res = await t.http.put(`/api/admin/orders/${orderId}`).set(bearer(admin)).send({ status });
      expectRefused(res, STATUS_MESSAGE);
      const order = await t.http.get(`/api/admin/orders/${orderId}`).set(bearer(admin));
      expect(order.body.order.status).toBe('pending');
    },
  );

  it('GraphQL order status takes the enumeration names only', async () => {
    for (const status of ['shipped', 'Shipped', 'SHIPPED ']) {
      expectGqlError(await gql(t.http, UPDATE_STATUS, { id: orderId, status }, admin.token), 'VALIDATION_FAILED');
    }
    const literal = `mutation { updateOrderStatus(id: "${orderId}", status: Shipped) { order { status } } }`;
    expectGqlError(await gql(t.http, literal, {}, admin.token), 'VALIDATION_FAILED');
    const shipped = await gql(t.http, UPDATE_STATUS, { id: orderId, status: 'SHIPPED' }, admin.token);
    expect(shipped.body.data.updateOrderStatus.order.status).toBe('SHIPPED');
    const rest = await t.http.put(`/api/admin/orders/${orderId}`).set(bearer(admin)).send({ status: 'delivered' });
    expect(rest.body.order.status).toBe('delivered');
  });

  it('REST complaint type, priority, category and status are exact', async () => {
    const submit = (fields: Record<string, unknown>) =>
      t.http
        .post('/api/user/complaint')
        .set(bearer(shopper))
        .send({ title: 'Late', description: 'A week late', ...fields });
    expectRefused(await submit({ type: 'Feedback' }), /^Type must be one of/);
    expectRefused(await submit({ priority: 'HIGH' }), /^Priority must be one of/);
    expectRefused(await submit({ category: 'book-quality ' }), /^Category must be one of/);
    const made = await submit({ type: 'feedback', priority: 'high', category: 'book-quality' });
    expect(made.status).toBe(201);

    const respond = await t.http
      .put(`/api/admin/complaint/${made.body.complaint._id}`)
      .set(bearer(admin))
      .send({ adminResponse: 'On it', status: 'Resolved' });
    expectRefused(respond, /^Status must be one of/);

    const list = (query: string) => t.http.get(`/api/admin/complaints?${query}`).set(bearer(admin));
    expectRefused(await list('status=Pending'), /^Status must be one of/);
    expectRefused(await list('priority=high%20'), /^Priority must be one of/);
    expect((await list('status=%20&priority=')).body.complaints).toHaveLength(1); // blank: no filter
  });

  it('GraphQL complaint enumerations take their names only', async () => {
    const input = { title: 'Late', description: 'A week late' };
    for (const extra of [{ category: 'book-quality' }, { type: 'Feedback' }, { priority: 'high' }]) {
      expectGqlError(await gql(t.http, SUBMIT, { input: { ...input, ...extra } }, shopper.token), 'VALIDATION_FAILED');
    }
  });

  it('a book category is one of the 15 exactly: REST (JSON and multipart) and GraphQL', async () => {
    const json = (category: string) =>
      t.http
        .post('/api/admin/addBook')
        .set(bearer(admin))
        .send({ ...bookFields(), price: 5, stock: 1, category });
    for (const category of ['fiction', 'FICTION', ' Fiction', 'Science  Fiction']) {
      expectRefused(await json(category), CATEGORY_MESSAGE);
    }
    expectRefused(await postBook(t.http, admin.token, bookFields({ category: 'science fiction' })), CATEGORY_MESSAGE);
    expect((await json('Science Fiction')).body.book.category).toBe('Science Fiction');

    const gqlInput = { title: 'T', author: 'A', category: 'fantasy', price: 5, stock: 1 };
    expectGqlError(await gql(t.http, ADD_BOOK, { input: gqlInput }, admin.token), 'VALIDATION_FAILED');
    expectGqlError(await gql(t.http, BOOKS, { category: 'science fiction' }, shopper.token), 'VALIDATION_FAILED');
    const listed = await gql(t.http, BOOKS, { category: 'Science Fiction' }, shopper.token);
    expect(listed.body.data.books.totalCount).toBe(1);
  });
});
