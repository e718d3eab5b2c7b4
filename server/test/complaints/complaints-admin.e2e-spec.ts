import { Account, expectError, registerUser } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';
import { auth, makeOverdue, REST_COMPLAINT_KEYS, submit, UNKNOWN_ID } from './complaint-fixtures';

type Row = { _id: string; status: string; type: string; priority: string; category: string; overdue: boolean };

/** The admin's complaint routes over REST: list with filters, stats, detail, respond, delete. */
describe('complaints over REST, for the admin', () => {
  let t: TestApp;
  let admin: Account;
  let alice: Account;
  let bob: Account;
  const created: Row[] = [];

  const list = (query: Record<string, string> = {}) =>
    t.http
      .get('/api/admin/complaints')
      .query(query)
      .set(...auth(admin));
  const respond = (id: string, body: unknown) =>
    t.http
      .put(`/api/admin/complaint/${id}`)
      .set(...auth(admin))
      .send(body as object);
  const idsOf = (rows: Row[]) => rows.map((row) => row._id);
  /** What the store should answer, computed here from what the test made: overdue first, then newest. */
  const expected = (keep: (row: Row) => boolean) => {
    const rows = created.filter(keep).reverse();
    return idsOf([...rows.filter((row) => row.overdue), ...rows.filter((row) => !row.overdue)]);
  };

  beforeAll(async () => {
    t = await createTestApp({ COMPLAINT_TARGET_HOURS_HIGH: '2' });
    admin = await registerUser(t.http, { role: 'admin', name: 'Store Admin' });
    alice = await registerUser(t.http, { name: 'Alice Filter', email: 'alice.filter@example.com' });
    bob = await registerUser(t.http, { name: 'Bob Filter', email: 'bob.filter@example.com' });
    const specs = [
      { who: alice, type: 'complaint', priority: 'urgent', category: 'order-issue', title: 'Wrong book sent' },
      { who: alice, type: 'feedback', priority: 'low', category: 'website-issue', title: 'Lovely search page' },
      { who: bob, type: 'bug-report', priority: 'high', category: 'website-issue', title: 'Cart button broken' },
      { who: bob, type: 'suggestion', priority: 'medium', category: 'other', title: 'Sell gift cards' },
      { who: alice, type: 'complaint', priority: 'high', category: 'book-quality', title: 'Pages missing' },
      { who: bob, type: 'complaint', priority: 'urgent', category: 'book-quality', title: 'Cover torn' },
    ];
    for (const { who, title, ...rest } of specs) {
      const complaint = await submit(t.http, who, { title, ...rest });
      created.push({ ...(complaint as unknown as Row), overdue: false });
    }
    // Two past their target; one of them is then resolved, which ends its being overdue.
    for (const i of [0, 2, 5]) {
      await makeOverdue(t.connection, created[i]._id);
      created[i].overdue = true;
    }
    expect((await respond(created[5]._id, { adminResponse: 'Replaced', status: 'resolved' })).status).toBe(200);
    created[5].status = 'resolved';
    created[5].overdue = false;
  });

  afterAll(() => t.close());

  it('lists every complaint with success, overdue ones first, then newest, each with its customer', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(idsOf(res.body.complaints)).toEqual(expected(() => true));
    expect(Object.keys(res.body.complaints[0]).sort()).toEqual(REST_COMPLAINT_KEYS);
    expect(res.body.complaints[0]).toMatchObject({
      overdue: true,
      user: { name: expect.any(String), email: expect.stringContaining('@example.com') },
    });
  });

  it.each([
    [{ status: 'pending' }, (row: Row) => row.status === 'pending'],
    [{ status: 'resolved' }, (row: Row) => row.status === 'resolved'],
    [{ type: 'complaint' }, (row: Row) => row.type === 'complaint'],
    [{ priority: 'urgent' }, (row: Row) => row.priority === 'urgent'],
    [{ category: 'website-issue' }, (row: Row) => row.category === 'website-issue'],
    [{ overdue: 'true' }, (row: Row) => row.overdue],
    [{ overdue: 'false' }, (row: Row) => !row.overdue],
    [
      { type: 'complaint', category: 'book-quality' },
      (row: Row) => row.type === 'complaint' && row.category === 'book-quality',
    ],
    [
      { status: 'pending', priority: 'high', overdue: 'true' },
      (row: Row) => row.status === 'pending' && row.priority === 'high' && row.overdue,
    ],
    [{ status: '', type: '', priority: '', category: '' }, () => true],
    [{ status: ' \t ' }, () => true],
  ])('filters by %p', async (query, keep) => {
    const res = await list(query as Record<string, string>);
    expect(res.status).toBe(200);
    expect(idsOf(res.body.complaints)).toEqual(expected(keep));
  });

  it("searches titles and customers' names and emails", async () => {
    expect(idsOf((await list({ search: 'cart BUTTON' })).body.complaints)).toEqual([created[2]._id]);
    expect(idsOf((await list({ search: 'alice.filter' })).body.complaints)).toEqual(
      expected((row) => [0, 1, 4].includes(created.indexOf(row))),
    );
    expect((await list({ search: 'nothing like this' })).body.complaints).toEqual([]);
  });

  it.each([
    ['status', 'done'],
    ['type', 'rant'],
    ['priority', 'asap'],
    ['category', 'misc'],
    ['overdue', 'maybe'],
  ])('refuses the filter %s=%s with VALIDATION_FAILED', async (field, value) => {
    expectError(await list({ [field]: value }), 400, 'VALIDATION_FAILED');
  });

  it('counts by status and overdue, keeping the REST keys', async () => {
    const res = await t.http.get('/api/admin/complaints/stats').set(...auth(admin));
    expect(res.status).toBe(200);
    const count = (keep: (row: Row) => boolean) => created.filter(keep).length;
    expect(res.body).toEqual({
      success: true,
      stats: {
        total: created.length,
        pending: count((row) => row.status === 'pending'),
        inProgress: count((row) => row.status === 'in-progress'),
        resolved: count((row) => row.status === 'resolved'),
        closed: count((row) => row.status === 'closed'),
        overdue: count((row) => row.overdue),
      },
    });
    expect(res.body.stats.overdue).toBe(2);
  });

  it('keeps every response, newest first, with the status and priority each set; the WIRE fields carry the latest', async () => {
    const id = created[3]._id;
    const first = await respond(id, { adminResponse: '  Looking into it  ', status: 'in-progress' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, message: 'Complaint updated successfully' });
    const second = await respond(id, { adminResponse: 'Gift cards are coming', status: 'closed', priority: 'low' });
    const { complaint } = second.body;
    expect(complaint).toMatchObject({
      status: 'closed',
      priority: 'low',
      adminResponse: 'Gift cards are coming',
      respondedBy: { _id: admin.user._id, name: 'Store Admin' },
      overdue: false,
    });
    expect(Object.keys(complaint.respondedBy).sort()).toEqual(['_id', 'name']);
    expect(Date.parse(complaint.respondedAt)).toBeGreaterThanOrEqual(Date.parse(first.body.complaint.respondedAt));
    expect(complaint.responses).toEqual([
      {
        message: 'Gift cards are coming',
        respondedBy: { _id: admin.user._id, name: 'Store Admin' },
        respondedAt: complaint.respondedAt,
        status: 'closed',
        priority: 'low',
      },
      {
        message: 'Looking into it',
        respondedBy: { _id: admin.user._id, name: 'Store Admin' },
        respondedAt: first.body.complaint.respondedAt,
        status: 'in-progress',
        priority: 'medium',
      },
    ]);
    // The shopper sees the same history.
    const mine = await t.http.get(`/api/user/complaint/${id}`).set(...auth(bob));
    expect(mine.body.complaint.responses).toEqual(complaint.responses);
    created[3].status = 'closed';
    created[3].priority = 'low';
  });

  it('moves the target when the priority changes, using the configured hours', async () => {
    const id = created[1]._id;
    const res = await respond(id, { adminResponse: 'Raising this', priority: 'high' });
    const { createdAt, dueAt, status } = res.body.complaint;
    expect(status).toBe('pending');
    expect((Date.parse(dueAt) - Date.parse(createdAt)) / 3_600_000).toBe(2);
    created[1].priority = 'high';
  });

  it.each([
    ['a missing response', {}],
    ['a blank response', { adminResponse: '' }],
    ['a whitespace-only response', { adminResponse: ' \n\t ' }],
  ])('refuses %s with "Please provide a response"', async (_label, body) => {
    const res = await respond(created[4]._id, { status: 'resolved', ...body });
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(res.body.message).toBe('Please provide a response');
  });

  it('refuses a bad status or priority and changes nothing', async () => {
    expectError(await respond(created[4]._id, { adminResponse: 'ok', status: 'done' }), 400, 'VALIDATION_FAILED');
    expectError(await respond(created[4]._id, { adminResponse: 'ok', priority: 'asap' }), 400, 'VALIDATION_FAILED');
    const detail = await t.http.get(`/api/admin/complaint/${created[4]._id}`).set(...auth(admin));
    expect(detail.body).toEqual({
      success: true,
      complaint: expect.objectContaining({ status: 'pending', responses: [] }),
    });
  });

  it('answers 404 for unknown complaints and 400 for malformed ids on every admin route', async () => {
    for (const res of [
      await t.http.get(`/api/admin/complaint/${UNKNOWN_ID}`).set(...auth(admin)),
      await respond(UNKNOWN_ID, { adminResponse: 'Hello' }),
      await t.http.delete(`/api/admin/complaint/${UNKNOWN_ID}`).set(...auth(admin)),
    ]) {
      expectError(res, 404, 'NOT_FOUND');
      expect(res.body.message).toBe('Complaint not found');
    }
    expectError(await t.http.get('/api/admin/complaint/nope').set(...auth(admin)), 400, 'INVALID_ID');
    expectError(await respond('nope', { adminResponse: 'Hello' }), 400, 'INVALID_ID');
  });

  it('refuses a shopper on every admin route with 403', async () => {
    const id = created[0]._id;
    for (const res of [
      await t.http.get('/api/admin/complaints').set(...auth(alice)),
      await t.http.get('/api/admin/complaints/stats').set(...auth(alice)),
      await t.http.get(`/api/admin/complaint/${id}`).set(...auth(alice)),
      await t.http
        .put(`/api/admin/complaint/${id}`)
        .set(...auth(alice))
        .send({ adminResponse: 'Self-served' }),
      await t.http.delete(`/api/admin/complaint/${id}`).set(...auth(alice)),
    ]) {
      expectError(res, 403, 'FORBIDDEN');
    }
  });

  it('deletes a complaint with success and a message; it is gone for both sides', async () => {
    const victim = await submit(t.http, alice, { title: 'Delete me' });
    const res = await t.http.delete(`/api/admin/complaint/${victim._id}`).set(...auth(admin));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Complaint deleted successfully' });
    expectError(await t.http.get(`/api/user/complaint/${victim._id}`).set(...auth(alice)), 404, 'NOT_FOUND');
  });
});
