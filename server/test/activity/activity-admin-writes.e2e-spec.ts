import { JobRunner } from '../../src/jobs/job-runner';
import { csvFile, generatedRows, importFile } from '../books/catalogue-import-fixtures';
import { type Account, registerUser } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';

type Entry = { action: string; target: { type: string; id: string; label: string }; changes: unknown[] };

/**
 * The admin's other writes in the activity log: a complaint's answer, the money settings and the
 * discount codes, each once, with what it changed, and the shopper's complaint not at all.
 */
describe('the activity log of complaints, money settings and discount codes', () => {
  let t: TestApp;
  let admin: Account;
  let shopper: Account;

  const auth = (account: Account) => ({ authorization: `Bearer ${account.token}` });

  async function log(): Promise<Entry[]> {
    await t.app.get(JobRunner).runNow('activity');
    const res = await t.http.get('/api/admin/activity').set(auth(admin));
    expect(res.status).toBe(200);
    return res.body.edges.map((edge: { node: Entry }) => edge.node);
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerUser(t.http, { role: 'admin', name: 'Store Admin' });
    shopper = await registerUser(t.http, { name: 'Sam Shopper' });
  });

  afterAll(() => t.close());

  beforeEach(async () => {
    await t.app.get(JobRunner).runNow('activity');
    await t.connection.db!.collection('activity').deleteMany({});
  });

  it("records the admin's answer with the status it set, and nothing of the shopper's complaint", async () => {
    const submitted = await t.http
      .post('/api/user/complaint')
      .set(auth(shopper))
      .send({ title: 'Late delivery', description: 'My parcel is a week late.' });
    expect(submitted.status).toBe(201);
    const id = submitted.body.complaint._id;
    const answered = await t.http
      .put(`/api/admin/complaint/${id}`)
      .set(auth(admin))
      .send({ adminResponse: 'Sent again today.', status: 'resolved' });
    expect(answered.status).toBe(200);

    expect(await log()).toEqual([
      expect.objectContaining({
        action: 'COMPLAINT_ANSWERED',
        target: { type: 'COMPLAINT', id, label: 'Late delivery' },
        changes: [
          { field: 'response', before: null, after: 'Sent again today.' },
          { field: 'status', before: 'pending', after: 'resolved' },
        ],
      }),
    ]);
  });

  it('records each change of the money settings with the values it replaced', async () => {
    const options = await t.http.put('/api/admin/pricing/options').set(auth(admin)).send({ collectInStore: false });
    expect(options.status).toBe(200);
    const carrier = await t.http
      .post('/api/admin/pricing/carriers')
      .set(auth(admin))
      .send({ name: 'Parcelways', trackingUrl: 'https://parcelways.test/t/{number}' });
    expect(carrier.status).toBe(201);

    const [added, changed] = await log();
    expect(changed).toMatchObject({
      action: 'SETTINGS_CHANGED',
      target: { type: 'SETTINGS', id: 'settings', label: 'Money settings' },
      changes: [{ field: 'collectInStore', before: 'true', after: 'false' }],
    });
    expect(added).toMatchObject({
      action: 'SETTINGS_CHANGED',
      changes: [{ field: 'carrier Parcelways', before: null, after: 'https://parcelways.test/t/{number}' }],
    });
  });

  it('records a discount code created, changed and deleted', async () => {
    const created = await t.http
      .post('/api/admin/discount-codes')
      .set(auth(admin))
      .send({ code: 'spring10', kind: 'PERCENTAGE', percent: 10 });
    expect(created.status).toBe(201);
    const id = created.body.discountCode._id;
    const changed = await t.http
      .put(`/api/admin/discount-codes/${id}`)
      .set(auth(admin))
      .send({ code: 'spring10', kind: 'PERCENTAGE', percent: 15 });
    expect(changed.status).toBe(200);
    expect((await t.http.delete(`/api/admin/discount-codes/${id}`).set(auth(admin))).status).toBe(200);

    const entries = await log();
    expect(entries.map((entry) => [entry.action, entry.target.label])).toEqual([
      ['DISCOUNT_CODE_DELETED', 'SPRING10'],
      ['DISCOUNT_CODE_CHANGED', 'SPRING10'],
      ['DISCOUNT_CODE_CREATED', 'SPRING10'],
    ]);
    expect(entries[1].changes).toEqual([{ field: 'percent', before: '10', after: '15' }]);
  });

  it('records an import once, with its counts, not a row at a time', async () => {
    const done = await importFile(t.http, admin.token, csvFile(generatedRows(3)));
    expect(done.status).toBe('done');

    const entries = await log();
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'BOOKS_IMPORTED',
        target: { type: 'BOOK_IMPORT', id: done.id, label: 'books.csv' },
        changes: [
          { field: 'status', before: null, after: 'done' },
          { field: 'created', before: null, after: '3' },
          { field: 'updated', before: null, after: '0' },
          { field: 'unchanged', before: null, after: '0' },
          { field: 'refused', before: null, after: '0' },
          { field: 'stockKept', before: null, after: '0' },
        ],
      }),
    ]);
  });
});
