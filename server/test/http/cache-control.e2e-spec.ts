import { addBook, adminAndUser, auth } from '../books/book-fixtures';
import { submit } from '../complaints/complaint-fixtures';
import { pathOf } from '../setup/expectations';
import { Account, PNG_1X1, uniqueEmail } from '../setup/helpers';
import { createTestApp, TestApp } from '../setup/test-app';

/**
 * Personal REST answers (a profile, a cart, orders, complaints, the admin's lists and dashboard,
 * sign-in, registration and logout) say `Cache-Control: no-store`, as every GraphQL answer does,
 * so that no browser or proxy keeps them; refusals too. The catalogue's lists and the images keep
 * their own caching.
 */
describe('Cache-Control on REST answers', () => {
  let t: TestApp;
  let admin: Account;
  let shopper: Account;
  let book: { _id: string; image: string };
  let orderId: string;
  let complaintId: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, user: shopper } = await adminAndUser(t));
    book = await addBook(t.http, admin.token, { stock: '5' }, { buffer: PNG_1X1, name: 'cover.png' });
    const order = await t.http
      .post('/api/user/order/manual')
      .set(auth(shopper.token))
      .send({ books: [{ book: book._id, quantity: 1 }] });
    expect(order.status).toBe(201);
    orderId = order.body.order._id;
    complaintId = (await submit(t.http, shopper))._id;
  });

  afterAll(async () => {
    await t.close();
  });

  /** Status and Cache-Control of each GET, by path. */
  async function cachingOf(token: string, paths: string[]) {
    const answers = await Promise.all(paths.map((path) => t.http.get(path).set(auth(token))));
    return Object.fromEntries(answers.map((res, i) => [paths[i], `${res.status} ${res.headers['cache-control']}`]));
  }
  const allNoStore = (paths: string[]) => Object.fromEntries(paths.map((path) => [path, '200 no-store']));

  it('sends no-store on every personal answer of a shopper', async () => {
    const paths = [
      '/api/user/profile',
      '/api/user/cart',
      '/api/user/orders',
      `/api/user/orders/${orderId}`,
      '/api/user/complaints',
      `/api/user/complaint/${complaintId}`,
    ];
    expect(await cachingOf(shopper.token, paths)).toEqual(allNoStore(paths));
    const added = await t.http.post('/api/user/cart').set(auth(shopper.token)).send({ bookId: book._id, quantity: 1 });
    expect(`${added.status} ${added.headers['cache-control']}`).toBe('200 no-store');
  });

  it("sends no-store on the admin's lists and dashboard", async () => {
    const paths = [
      '/api/admin/orders',
      `/api/admin/orders/${orderId}`,
      '/api/admin/complaints',
      '/api/admin/complaints/stats',
      `/api/admin/complaint/${complaintId}`,
      '/api/admin/dashboard',
    ];
    expect(await cachingOf(admin.token, paths)).toEqual(allNoStore(paths));
  });

  it('sends no-store on sign-in, registration, password change and logout, and on their refusals', async () => {
    const register = await t.http
      .post('/api/user/register')
      .send({ name: 'Ada', email: uniqueEmail(), password: 'secret123' });
    const login = await t.http.post('/api/user/login').send({ email: shopper.user.email, password: shopper.password });
    const wrong = await t.http.post('/api/user/login').send({ email: shopper.user.email, password: 'wrong-one' });
    const password = await t.http
      .put('/api/user/password')
      .set(auth(register.body.token))
      .send({ currentPassword: 'secret123', newPassword: 'secret456' });
    const logout = await t.http.post('/api/user/logout').set(auth(login.body.token));
    const anonymous = await t.http.get('/api/user/profile');
    expect([register, login, wrong, password, logout, anonymous].map((res) => res.status)).toEqual([
      201, 200, 400, 200, 200, 401,
    ]);
    for (const res of [register, login, wrong, password, logout, anonymous]) {
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('keeps the catalogue list revalidated with its ETag, and images cached for a year', async () => {
    const list = await t.http.get('/api/user/allBooks').set(auth(shopper.token));
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-cache');
    expect(list.headers.etag).toEqual(expect.any(String));

    const image = await t.http.get(pathOf(book.image));
    expect(image.status).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
