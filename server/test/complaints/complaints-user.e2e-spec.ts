import { BooksService } from '../../src/books/books.service';
import { addBooks } from '../orders/order-fixtures';
import { Account, expectError, registerUser } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';
import { auth, REST_COMPLAINT_KEYS, submit, UNKNOWN_ID } from './complaint-fixtures';

/** The shopper's complaint routes over REST: submit, list own, detail. */
describe('complaints over REST, for shoppers', () => {
  let t: TestApp;
  let alice: Account;
  let bob: Account;

  const post = (account: Account, body: unknown) =>
    t.http
      .post('/api/user/complaint')
      .set(...auth(account))
      .send(body as object);
  const valid = { title: 'Damaged cover', description: 'The cover arrived torn.' };

  beforeAll(async () => {
    t = await createTestApp();
    alice = await registerUser(t.http, { name: 'Alice Shopper' });
    bob = await registerUser(t.http, { name: 'Bob Shopper' });
  });

  afterAll(() => t.close());

  it('submits a pending complaint with the defaults, in the REST shape with success', async () => {
    const res = await post(alice, { ...valid, title: '  Damaged cover  ' });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['complaint', 'message', 'success']);
    expect(res.body).toMatchObject({ success: true, message: 'Complaint submitted successfully!' });
    const { complaint } = res.body;
    expect(Object.keys(complaint).sort()).toEqual(REST_COMPLAINT_KEYS);
    expect(complaint).toMatchObject({
      title: 'Damaged cover',
      description: 'The cover arrived torn.',
      type: 'complaint',
      priority: 'medium',
      category: 'other',
      status: 'pending',
      adminResponse: null,
      respondedBy: null,
      respondedAt: null,
      orderId: null,
      responses: [],
      overdue: false,
      user: { _id: alice.user._id, name: 'Alice Shopper', email: alice.user.email },
    });
    const hours = (Date.parse(complaint.dueAt) - Date.parse(complaint.createdAt)) / 3_600_000;
    expect(hours).toBe(72);
  });

  it('keeps the type, priority and category sent', async () => {
    const res = await post(alice, { ...valid, type: 'bug-report', priority: 'urgent', category: 'website-issue' });
    expect(res.status).toBe(201);
    expect(res.body.complaint).toMatchObject({ type: 'bug-report', priority: 'urgent', category: 'website-issue' });
    expect((Date.parse(res.body.complaint.dueAt) - Date.parse(res.body.complaint.createdAt)) / 3_600_000).toBe(4);
  });

  it.each([
    ['a missing title', { description: 'x' }],
    ['a blank title', { title: '', description: 'x' }],
    ['a whitespace-only title', { title: ' \t\u200B ', description: 'x' }],
    ['a missing description', { title: 'x' }],
    ['a whitespace-only description', { title: 'x', description: '\n\n   ' }],
  ])('refuses %s with "Please fill in all required fields"', async (_label, body) => {
    const res = await post(alice, body);
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(res.body.message).toBe('Please fill in all required fields');
  });

  it('accepts a title of 200 characters and a description of 1000, counting an emoji as one', async () => {
    const res = await post(alice, { title: '📚'.repeat(200), description: `${'😀'.repeat(999)}a` });
    expect(res.status).toBe(201);
    expect([...res.body.complaint.title]).toHaveLength(200);
    expect([...res.body.complaint.description]).toHaveLength(1000);
    expect((await post(alice, { title: `  ${'t'.repeat(200)}  `, description: 'x' })).status).toBe(201);
  });

  it('refuses a title of 201 characters and a description of 1001', async () => {
    const title = await post(alice, { title: '📚'.repeat(201), description: 'x' });
    expectError(title, 400, 'VALIDATION_FAILED');
    expect(title.body.message).toBe('Title must be at most 200 characters long');
    const description = await post(alice, { title: 'x', description: 'd'.repeat(1001) });
    expectError(description, 400, 'VALIDATION_FAILED');
    expect(description.body.message).toBe('Description must be at most 1000 characters long');
  });

  it('keeps line breaks inside a description but refuses them in a title', async () => {
    const ok = await post(alice, { title: 'Two lines', description: 'First line\nSecond line' });
    expect(ok.body.complaint.description).toBe('First line\nSecond line');
    expectError(await post(alice, { title: 'One\nTwo', description: 'x' }), 400, 'VALIDATION_FAILED');
  });

  it.each([
    ['type', 'complaints', 'Type must be one of complaint, feedback, suggestion, bug-report'],
    ['priority', 'critical', 'Priority must be one of urgent, high, medium, low'],
    [
      'category',
      'shipping',
      'Category must be one of order-issue, book-quality, website-issue, payment-issue, delivery-issue, other',
    ],
    ['type', { $gt: '' }, 'Type must be one of complaint, feedback, suggestion, bug-report'],
  ])('refuses the %s %p with VALIDATION_FAILED', async (field, value, message) => {
    const res = await post(alice, { ...valid, [field]: value });
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(res.body.message).toBe(message);
  });

  it('refuses operator objects in text fields and never stores a status sent by the shopper', async () => {
    expectError(await post(alice, { title: { $gt: '' }, description: 'x' }), 400, 'VALIDATION_FAILED');
    const res = await post(alice, { ...valid, status: 'resolved', adminResponse: 'self-answered' });
    expect(res.body.complaint).toMatchObject({ status: 'pending', adminResponse: null });
  });

  it("lists only the shopper's own complaints, newest first", async () => {
    const first = await submit(t.http, bob, { title: 'Bob first' });
    const second = await submit(t.http, bob, { title: 'Bob second' });
    const res = await t.http.get('/api/user/complaints').set(...auth(bob));
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.complaints.map((c: { _id: string }) => c._id)).toEqual([second._id, first._id]);
    expect(Object.keys(res.body.complaints[0]).sort()).toEqual(REST_COMPLAINT_KEYS);

    const fresh = await registerUser(t.http);
    expect((await t.http.get('/api/user/complaints').set(...auth(fresh))).body).toEqual({
      success: true,
      complaints: [],
    });
  });

  it("shows a shopper their own complaint and answers 404 for another's, an unknown or a malformed id", async () => {
    const mine = await submit(t.http, alice);
    const own = await t.http.get(`/api/user/complaint/${mine._id}`).set(...auth(alice));
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ success: true, complaint: expect.objectContaining({ _id: mine._id }) });

    const other = await t.http.get(`/api/user/complaint/${mine._id}`).set(...auth(bob));
    expectError(other, 404, 'NOT_FOUND');
    expect(other.body.message).toBe('Complaint not found');
    expectError(await t.http.get(`/api/user/complaint/${UNKNOWN_ID}`).set(...auth(bob)), 404, 'NOT_FOUND');
    expectError(await t.http.get('/api/user/complaint/nope').set(...auth(bob)), 400, 'INVALID_ID');
    expectError(await t.http.get(`/api/user/complaint/${mine._id}`), 401, 'UNAUTHENTICATED');
  });

  describe('naming an order', () => {
    let aliceOrder: string;
    let bobOrder: string;

    beforeAll(async () => {
      const [book] = await addBooks(t.app.get(BooksService), [10], 'Complaint Book');
      const place = async (account: Account) => {
        const res = await t.http
          .post('/api/user/order/manual')
          .set(...auth(account))
          .send({ books: [{ book, quantity: 1 }] });
        expect(res.status).toBe(201);
        return res.body.order._id as string;
      };
      aliceOrder = await place(alice);
      bobOrder = await place(bob);
    });

    it.each(['order-issue', 'payment-issue', 'delivery-issue'])(
      'links one of the shopper’s own orders to a %s complaint',
      async (category) => {
        const res = await post(alice, { ...valid, category, orderId: aliceOrder });
        expect(res.status).toBe(201);
        expect(res.body.complaint.orderId).toBe(aliceOrder);
      },
    );

    it("refuses another shopper's order and an unknown one with 404 'Order not found', storing nothing", async () => {
      const before = await t.connection.collection('complaints').countDocuments();
      for (const orderId of [bobOrder, UNKNOWN_ID]) {
        const res = await post(alice, { ...valid, category: 'order-issue', orderId });
        expectError(res, 404, 'NOT_FOUND');
        expect(res.body.message).toBe('Order not found');
      }
      expect(await t.connection.collection('complaints').countDocuments()).toBe(before);
    });

    it('refuses an order on other categories and a malformed order id with 400', async () => {
      const other = await post(alice, { ...valid, category: 'book-quality', orderId: aliceOrder });
      expectError(other, 400, 'VALIDATION_FAILED');
      expect(other.body.message).toBe('Only order, payment and delivery complaints can name an order');
      expectError(await post(alice, { ...valid, category: 'order-issue', orderId: 'nope' }), 400, 'VALIDATION_FAILED');
      expect((await post(alice, { ...valid, orderId: '' })).body.complaint.orderId).toBeNull();
    });
  });
});
