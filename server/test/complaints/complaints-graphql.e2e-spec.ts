import { BooksService } from '../../src/books/books.service';
import { addBooks } from '../orders/order-fixtures';
import { Account, expectGqlError, gql, registerUser } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';
import { auth, COMPLAINT_FIELDS, makeOverdue, UNKNOWN_ID } from './complaint-fixtures';

const SUBMIT = `mutation Submit($input: SubmitComplaintInput!) { submitComplaint(input: $input) { message complaint { ${COMPLAINT_FIELDS} } } }`;
const MINE = `query Mine($first: Int, $after: String) {
  myComplaints(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id title } } }
}`;
const ONE = `query One($id: ID!) { complaint(id: $id) { ${COMPLAINT_FIELDS} } }`;
const LIST = `query List($status: ComplaintStatus, $type: ComplaintType, $priority: ComplaintPriority,
  $category: ComplaintCategory, $overdue: Boolean, $search: String, $first: Int, $after: String) {
  complaints(status: $status, type: $type, priority: $priority, category: $category, overdue: $overdue,
    search: $search, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { id overdue user { name email } } }
  }
}`;
const STATS = 'query Stats { complaintStats { total pending inProgress resolved closed overdue } }';
const RESPOND = `mutation Respond($id: ID!, $input: RespondToComplaintInput!) {
  respondToComplaint(id: $id, input: $input) { message complaint { ${COMPLAINT_FIELDS} } }
}`;
const DELETE = 'mutation Delete($id: ID!) { deleteComplaint(id: $id) { message } }';

/** The GraphQL twins of the complaint routes: the same rules on the other transport. */
describe('complaints over GraphQL', () => {
  let t: TestApp;
  let admin: Account;
  let alice: Account;
  let bob: Account;

  const submit = (account: Account, input: Record<string, unknown>) =>
    gql(t.http, SUBMIT, { input: { title: 'A title', description: 'A description', ...input } }, account.token);
  const submitted = async (account: Account, input: Record<string, unknown> = {}) => {
    const res = await submit(account, input);
    expect(res.body.errors).toBeUndefined();
    return res.body.data.submitComplaint.complaint as { id: string; [key: string]: unknown };
  };
  const ids = (res: { body: any }, field: string) =>
    res.body.data[field].edges.map((edge: { node: { id: string } }) => edge.node.id);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerUser(t.http, { role: 'admin', name: 'Graph Admin' });
    alice = await registerUser(t.http, { name: 'Alice Graph' });
    bob = await registerUser(t.http, { name: 'Bob Graph' });
  });

  afterAll(() => t.close());

  it('submits a complaint with the defaults, in the same shape as REST', async () => {
    const res = await submit(alice, { title: '  Slow site  ' });
    expect(res.body.errors).toBeUndefined();
    const { message, complaint } = res.body.data.submitComplaint;
    expect(message).toBe('Complaint submitted successfully!');
    expect(complaint).toMatchObject({
      title: 'Slow site',
      type: 'COMPLAINT',
      priority: 'MEDIUM',
      category: 'OTHER',
      status: 'PENDING',
      adminResponse: null,
      respondedBy: null,
      orderId: null,
      responses: [],
      overdue: false,
      user: { id: alice.user._id, name: 'Alice Graph', email: alice.user.email },
    });
    const rest = await t.http.get(`/api/user/complaint/${complaint.id}`).set(...auth(alice));
    expect(rest.body.complaint).toMatchObject({ _id: complaint.id, title: 'Slow site', status: 'pending' });
  });

  it('applies the same text rules: blank fields, 200/201 and 1000/1001 characters counted with emoji', async () => {
    for (const input of [{ title: '   ' }, { description: '\u200B' }, { title: '' }]) {
      const res = await submit(alice, input);
      expectGqlError(res, 'VALIDATION_FAILED');
      expect(res.body.errors[0].message).toBe('Please fill in all required fields');
    }
    expect(
      (await submit(alice, { title: '🐛'.repeat(200), description: '🐛'.repeat(1000) })).body.errors,
    ).toBeUndefined();
    const title = await submit(alice, { title: '🐛'.repeat(201) });
    expectGqlError(title, 'VALIDATION_FAILED');
    expect(title.body.errors[0].message).toBe('Title must be at most 200 characters long');
    const description = await submit(alice, { description: '🐛'.repeat(1001) });
    expect(description.body.errors[0].message).toBe('Description must be at most 1000 characters long');
  });

  it('refuses values outside the enumerations', async () => {
    expectGqlError(await submit(alice, { type: 'RANT' }), 'VALIDATION_FAILED');
    expectGqlError(await submit(alice, { priority: 'urgent' }), 'VALIDATION_FAILED');
  });

  it("links one of the shopper's own orders and refuses another's with NOT_FOUND", async () => {
    const [book] = await addBooks(t.app.get(BooksService), [5], 'GraphQL Complaint Book');
    const order = await t.http
      .post('/api/user/order/manual')
      .set(...auth(bob))
      .send({ books: [{ book, quantity: 1 }] });
    const orderId = order.body.order._id;
    const own = await submitted(bob, { category: 'DELIVERY_ISSUE', orderId });
    expect(own.orderId).toBe(orderId);
    const other = await submit(alice, { category: 'DELIVERY_ISSUE', orderId });
    expectGqlError(other, 'NOT_FOUND');
    expect(other.body.errors[0].message).toBe('Order not found');
    expectGqlError(await submit(bob, { category: 'OTHER', orderId }), 'VALIDATION_FAILED');
  });

  it("pages the shopper's own complaints, newest first, with totalCount", async () => {
    const shopper = await registerUser(t.http);
    const made = [];
    for (let i = 0; i < 3; i++) made.push((await submitted(shopper, { title: `Mine ${i}` })).id);
    const first = await gql(t.http, MINE, { first: 2 }, shopper.token);
    expect(first.body.data.myComplaints).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true } });
    const after = first.body.data.myComplaints.pageInfo.endCursor;
    const second = await gql(t.http, MINE, { first: 2, after }, shopper.token);
    expect([...ids(first, 'myComplaints'), ...ids(second, 'myComplaints')]).toEqual([...made].reverse());
    expect(second.body.data.myComplaints.pageInfo.hasNextPage).toBe(false);
  });

  it('shows a shopper only their own complaint, and the admin any', async () => {
    const mine = await submitted(alice, { title: 'Private' });
    expect((await gql(t.http, ONE, { id: mine.id }, alice.token)).body.data.complaint.id).toBe(mine.id);
    const other = await gql(t.http, ONE, { id: mine.id }, bob.token);
    expectGqlError(other, 'NOT_FOUND');
    expect(other.body.errors[0].message).toBe('Complaint not found');
    expect((await gql(t.http, ONE, { id: mine.id }, admin.token)).body.data.complaint.title).toBe('Private');
    expectGqlError(await gql(t.http, ONE, { id: UNKNOWN_ID }, admin.token), 'NOT_FOUND');
    expectGqlError(await gql(t.http, ONE, { id: 'nope' }, admin.token), 'INVALID_ID');
  });

  it('refuses a shopper on every admin field with FORBIDDEN', async () => {
    const target = await submitted(alice);
    for (const res of [
      await gql(t.http, LIST, {}, alice.token),
      await gql(t.http, STATS, {}, alice.token),
      await gql(t.http, RESPOND, { id: target.id, input: { adminResponse: 'me' } }, alice.token),
      await gql(t.http, DELETE, { id: target.id }, alice.token),
    ]) {
      expectGqlError(res, 'FORBIDDEN');
    }
  });

  it('lists for the admin with filters, overdue first across pages, and counts like the stats', async () => {
    await t.reset();
    admin = await registerUser(t.http, { role: 'admin', name: 'Graph Admin' });
    alice = await registerUser(t.http, { name: 'Alice Graph' });
    const made = [];
    for (let i = 0; i < 5; i++) {
      made.push((await submitted(alice, { title: `Row ${i}`, priority: i % 2 ? 'HIGH' : 'LOW' })).id);
    }
    await makeOverdue(t.connection, made[0]);
    await makeOverdue(t.connection, made[3]);
    const expectedOrder = [made[3], made[0], made[4], made[2], made[1]];

    const pages: string[] = [];
    let after: string | null = null;
    do {
      const res: { body: any } = await gql(t.http, LIST, { first: 2, after }, admin.token);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.complaints.totalCount).toBe(5);
      pages.push(...ids(res, 'complaints'));
      after = res.body.data.complaints.pageInfo.hasNextPage ? res.body.data.complaints.pageInfo.endCursor : null;
    } while (after);
    expect(pages).toEqual(expectedOrder);

    const overdue = await gql(t.http, LIST, { overdue: true }, admin.token);
    expect(ids(overdue, 'complaints')).toEqual([made[3], made[0]]);
    expect(overdue.body.data.complaints.totalCount).toBe(2);
    const highPending = await gql(t.http, LIST, { priority: 'HIGH', status: 'PENDING', overdue: false }, admin.token);
    expect(ids(highPending, 'complaints')).toEqual([made[1]]);
    expect((await gql(t.http, LIST, { search: 'row 4' }, admin.token)).body.data.complaints.totalCount).toBe(1);

    const stats = await gql(t.http, STATS, {}, admin.token);
    expect(stats.body.data.complaintStats).toEqual({
      total: 5,
      pending: 5,
      inProgress: 0,
      resolved: 0,
      closed: 0,
      overdue: 2,
    });
  });

  it('responds, keeping the history, and deletes', async () => {
    const target = await submitted(alice, { priority: 'URGENT' });
    const blank = await gql(t.http, RESPOND, { id: target.id, input: { adminResponse: '  ' } }, admin.token);
    expectGqlError(blank, 'VALIDATION_FAILED');
    expect(blank.body.errors[0].message).toBe('Please provide a response');

    await gql(
      t.http,
      RESPOND,
      { id: target.id, input: { adminResponse: 'On it', status: 'IN_PROGRESS' } },
      admin.token,
    );
    const res = await gql(
      t.http,
      RESPOND,
      { id: target.id, input: { adminResponse: 'Done', status: 'RESOLVED', priority: 'LOW' } },
      admin.token,
    );
    expect(res.body.errors).toBeUndefined();
    const { message, complaint } = res.body.data.respondToComplaint;
    expect(message).toBe('Complaint updated successfully');
    expect(complaint).toMatchObject({
      status: 'RESOLVED',
      priority: 'LOW',
      adminResponse: 'Done',
      respondedBy: { id: admin.user._id, name: 'Graph Admin', email: null },
    });
    expect(
      complaint.responses.map((r: { message: string; status: string; priority: string }) => [
        r.message,
        r.status,
        r.priority,
      ]),
    ).toEqual([
      ['Done', 'RESOLVED', 'LOW'],
      ['On it', 'IN_PROGRESS', 'URGENT'],
    ]);
    expect((Date.parse(complaint.dueAt) - Date.parse(complaint.createdAt)) / 3_600_000).toBe(168);

    const deleted = await gql(t.http, DELETE, { id: target.id }, admin.token);
    expect(deleted.body.data.deleteComplaint).toEqual({ message: 'Complaint deleted successfully' });
    expectGqlError(await gql(t.http, DELETE, { id: target.id }, admin.token), 'NOT_FOUND');
  });
});
