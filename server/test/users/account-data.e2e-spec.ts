import { addressInput } from '../addresses/address-fixtures';
import { addBook } from '../books/book-fixtures';
import { submit } from '../complaints/complaint-fixtures';
import { Account, expectError, gql, registerUser } from '../setup/helpers';
import { createTestApp, TestApp } from '../setup/test-app';

const FILE_NAME = /^attachment; filename="my-bookstore-data-\d{4}-\d{2}-\d{2}\.json"$/;

/** "Download my data": one JSON file of the signed-in account's profile, addresses, orders and complaints. */
describe('downloading my data', () => {
  let t: TestApp;
  let me: Account;
  let other: Account;
  let mine: { orderId: string; complaintId: string };
  let savedBookId = '';
  let theirs: { orderId: string; complaintId: string };

  const bearer = (account: Account) => ({ authorization: `Bearer ${account.token}` });

  /** An address, an order and a complaint for this account. */
  async function activity(account: Account, bookId: string, n: number) {
    expect((await t.http.post('/api/user/addresses').set(bearer(account)).send(addressInput(n))).status).toBe(201);
    const order = await t.http
      .post('/api/user/order/manual')
      .set(bearer(account))
      .send({ books: [{ book: bookId, quantity: n }] });
    expect(order.status).toBe(201);
    const complaint = await submit(t.http, account, { title: `Complaint ${n}` });
    return { orderId: order.body.order._id as string, complaintId: complaint._id };
  }

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await registerUser(t.http, { role: 'admin' });
    const bookId = (await addBook(t.http, admin.token, { stock: 50 }))._id;
    me = await registerUser(t.http, { name: 'Ada Reader', email: 'ada@example.com' });
    other = await registerUser(t.http, { name: 'Bob Other', email: 'bob@example.com' });
    mine = await activity(me, bookId, 1);
    theirs = await activity(other, bookId, 2);
    savedBookId = bookId;
    expect((await t.http.put(`/api/user/wishlist/${bookId}`).set(bearer(me))).status).toBe(200);
    expect(
      (
        await t.http
          .put('/api/user/email-preferences')
          .set(bearer(me))
          .send({ orderEmails: false, complaintEmails: true })
      ).status,
    ).toBe(200);
  });

  afterAll(async () => {
    await t.close();
  });

  it('sends my profile, preferences, addresses, orders and complaints as a JSON attachment (REST)', async () => {
    const res = await t.http.get('/api/user/account/export').set(bearer(me));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(FILE_NAME);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = JSON.parse(res.text);

    expect(Object.keys(data).sort()).toEqual([
      'addresses',
      'complaints',
      'exportedAt',
      'orders',
      'profile',
      'wishlist',
    ]);
    expect(data.profile).toMatchObject({
      _id: me.user._id,
      name: 'Ada Reader',
      email: 'ada@example.com',
      role: 'user',
      emailPreferences: { orderEmails: false, complaintEmails: true, stockEmails: true },
    });
    expect(data.profile).not.toHaveProperty('passwordHash');
    expect(data.addresses).toHaveLength(1);
    expect(data.addresses[0]).toMatchObject({ fullName: 'Ada Lovelace 1', city: 'London' });
    expect(data.orders.map((order: { _id: string }) => order._id)).toEqual([mine.orderId]);
    expect(data.complaints.map((complaint: { _id: string }) => complaint._id)).toEqual([mine.complaintId]);
    expect(data.wishlist).toMatchObject({ bookIds: [savedBookId], alertBookIds: [] });
    expect(data.wishlist.items[0].book).toMatchObject({ _id: savedBookId, stock: expect.any(Number) });
  });

  it("holds nobody else's data", async () => {
    const res = await t.http.get('/api/user/account/export').set(bearer(me));
    for (const foreign of [
      other.user._id,
      other.user.email,
      'Bob Other',
      theirs.orderId,
      theirs.complaintId,
      'Ada Lovelace 2',
    ]) {
      expect(res.text).not.toContain(foreign);
    }
    const theirsRes = await t.http.get('/api/user/account/export').set(bearer(other));
    expect(JSON.parse(theirsRes.text).orders.map((order: { _id: string }) => order._id)).toEqual([theirs.orderId]);
    expect(theirsRes.text).not.toContain(me.user.email);
  });

  it('tells GraphQL clients where to download it, and that path serves the file', async () => {
    const res = await gql(t.http, '{ myDataExport { path fileName } }', {}, me.token);
    expect(res.body.errors).toBeUndefined();
    const { path, fileName } = res.body.data.myDataExport;
    expect(path).toBe('/api/user/account/export');
    const file = await t.http.get(path).set(bearer(me));
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    expect(JSON.parse(file.text).profile.email).toBe('ada@example.com');
  });

  it('refuses a visitor with 401 UNAUTHENTICATED', async () => {
    expectError(await t.http.get('/api/user/account/export'), 401, 'UNAUTHENTICATED');
  });
});
