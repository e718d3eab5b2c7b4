import { Types } from 'mongoose';
import { JobRunner } from '../../src/jobs/job-runner';
import { DELETION_REPAIR_JOB } from '../../src/users/users.module';
import { addressInput } from '../addresses/address-fixtures';
import { addBook } from '../books/book-fixtures';
import { submit } from '../complaints/complaint-fixtures';
import { Account, expectError, expectGqlError, gql, PNG_1X1, registerUser } from '../setup/helpers';
import { createTestApp, TestApp } from '../setup/test-app';

const DELETE_ACCOUNT = 'mutation($input: DeleteAccountInput!) { deleteAccount(input: $input) { message } }';
const ADMIN_REFUSED =
  "The administrator's account cannot be deleted: the store needs it. Only shoppers can delete their accounts.";

/** A shopper deleting their own account: what goes, what stays for the shop, and who may. */
describe('deleting my account', () => {
  let t: TestApp;
  let admin: Account;
  let bookId: string;

  beforeAll(async () => {
    t = await createTestApp();
  });

  beforeEach(async () => {
    await t.reset();
    admin = await registerUser(t.http, { role: 'admin', name: 'Store Admin' });
    bookId = (await addBook(t.http, admin.token, { stock: 50 }))._id;
  });

  afterAll(async () => {
    await t.close();
  });

  const db = () => t.connection.db!;
  const bearer = (account: Account) => ({ authorization: `Bearer ${account.token}` });
  const restDelete = (account: Account, password: string) =>
    t.http.post('/api/user/account/delete').set(bearer(account)).send({ password });
  const gqlDelete = (account: Account, password: string) =>
    gql(t.http, DELETE_ACCOUNT, { input: { password } }, account.token);

  /** A shopper with a photo, an address, a cart line, an order and a complaint. */
  async function busyShopper(): Promise<Account & { orderId: string; complaintId: string }> {
    const shopper = await t.http
      .post('/api/user/register')
      .field('name', 'Leaving Shopper')
      .field('email', 'leaving@example.com')
      .field('password', 'secret123')
      .attach('photo', PNG_1X1, 'me.png');
    expect(shopper.status).toBe(201);
    const account: Account = { token: shopper.body.token, user: shopper.body.user, password: 'secret123' };
    expect((await t.http.post('/api/user/addresses').set(bearer(account)).send(addressInput(1))).status).toBe(201);
    const order = await t.http
      .post('/api/user/order/manual')
      .set(bearer(account))
      .send({ books: [{ book: bookId, quantity: 1 }] });
    expect(order.status).toBe(201);
    expect((await t.http.post('/api/user/cart').set(bearer(account)).send({ bookId })).status).toBe(200);
    const complaint = await submit(t.http, account);
    return { ...account, orderId: order.body.order._id, complaintId: complaint._id };
  }

  it('refuses a wrong password with 400 INVALID_CREDENTIALS and keeps the account (REST and GraphQL)', async () => {
    const shopper = await registerUser(t.http);
    const rest = await restDelete(shopper, 'not-my-password');
    expectError(rest, 400, 'INVALID_CREDENTIALS');
    expect(rest.body.message).toBe('Password is incorrect');
    const graph = await gqlDelete(shopper, 'not-my-password');
    expectGqlError(graph, 'INVALID_CREDENTIALS');
    expect((await t.http.get('/api/user/profile').set(bearer(shopper))).status).toBe(200);
  });

  it('throttles wrong passwords per account: the sixth try is 429 RATE_LIMITED, even with the right one', async () => {
    const shopper = await registerUser(t.http);
    for (let i = 0; i < 5; i++) expectError(await restDelete(shopper, `wrong-${i}`), 400, 'INVALID_CREDENTIALS');
    expectError(await restDelete(shopper, shopper.password), 429, 'RATE_LIMITED');
    expect(
      await db()
        .collection('users')
        .countDocuments({ _id: new Types.ObjectId(shopper.user._id) }),
    ).toBe(1);
  });

  it("refuses the admin's account with 403 ADMIN_NOT_DELETABLE (REST and GraphQL)", async () => {
    const rest = await restDelete(admin, admin.password);
    expectError(rest, 403, 'ADMIN_NOT_DELETABLE');
    expect(rest.body.message).toBe(ADMIN_REFUSED);
    const graph = await gqlDelete(admin, admin.password);
    expectGqlError(graph, 'ADMIN_NOT_DELETABLE');
    expect(graph.body.errors[0].extensions.statusCode).toBe(403);
    expect((await t.http.get('/api/user/profile').set(bearer(admin))).status).toBe(200);
  });

  it('deletes the account, its photo, addresses and cart; its tokens are refused; the email is free again (REST)', async () => {
    const shopper = await busyShopper();
    const id = new Types.ObjectId(shopper.user._id);
    const other = await t.http.post('/api/user/login').send({ email: shopper.user.email, password: shopper.password });
    expect(other.status).toBe(200);
    const photoFiles = await db().collection('images.files').countDocuments({});

    const res = await restDelete(shopper, shopper.password);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Your account was deleted.' });

    expect(await db().collection('users').countDocuments({ _id: id })).toBe(0);
    expect(await db().collection('addressbooks').countDocuments({ _id: id })).toBe(0);
    expect(await db().collection('carts').countDocuments({ user: id })).toBe(0);
    expect(await db().collection('images.files').countDocuments({})).toBe(photoFiles - 1);
    for (const token of [shopper.token, other.body.token]) {
      expectError(
        await t.http.get('/api/user/profile').set({ authorization: `Bearer ${token}` }),
        401,
        'UNAUTHENTICATED',
      );
    }
    expectError(
      await t.http.post('/api/user/login').send({ email: shopper.user.email, password: shopper.password }),
      400,
      'INVALID_CREDENTIALS',
    );

    const again = await registerUser(t.http, { email: shopper.user.email, name: 'Someone New' });
    expect(again.user._id).not.toBe(shopper.user._id);
  });

  it('keeps orders and complaints for the admin, shown as "Deleted customer" with no email (GraphQL)', async () => {
    const shopper = await busyShopper();
    const res = await gqlDelete(shopper, shopper.password);
    expect(res.body).toEqual({ data: { deleteAccount: { message: 'Your account was deleted.' } } });

    const orders = await t.http.get('/api/admin/orders').set(bearer(admin));
    const order = orders.body.orders.find((o: { _id: string }) => o._id === shopper.orderId);
    expect(order.user).toEqual({ _id: shopper.user._id, name: 'Deleted customer', email: '' });
    const single = await t.http.get(`/api/admin/orders/${shopper.orderId}`).set(bearer(admin));
    expect(single.body.order.user).toMatchObject({ name: 'Deleted customer', email: '' });
    expect(JSON.stringify(single.body)).not.toContain('leaving@example.com');

    const complaint = await t.http.get(`/api/admin/complaint/${shopper.complaintId}`).set(bearer(admin));
    expect(complaint.status).toBe(200);
    expect(complaint.body.complaint.user).toMatchObject({ name: 'Deleted customer', email: '' });
  });

  it("finishes a deletion a crash interrupted after its first update: the repair job removes what's left", async () => {
    const shopper = await busyShopper();
    const id = new Types.ObjectId(shopper.user._id);
    // What the first update leaves, marked long enough ago.
    await db()
      .collection('users')
      .updateOne(
        { _id: id },
        {
          $set: { deletedAt: new Date(Date.now() - 120_000), email: `deleted-${id}@deleted.invalid`, photo: '' },
          $inc: { tokenVersion: 1 },
        },
      );
    expect(await db().collection('carts').countDocuments({ user: id })).toBe(1);

    await t.app.get(JobRunner).runNow(DELETION_REPAIR_JOB);

    expect(await db().collection('users').countDocuments({ _id: id })).toBe(0);
    expect(await db().collection('addressbooks').countDocuments({ _id: id })).toBe(0);
    expect(await db().collection('carts').countDocuments({ user: id })).toBe(0);
    expect(await db().collection('orders').countDocuments({ user: id })).toBe(1);
  });
});
