import { Account, gql, registerUser } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';
import { auth, submit } from './complaint-fixtures';

type Status = 'pending' | 'in-progress' | 'resolved' | 'closed';

/** Whether a complaint in each status is still waiting for the store (docs/api.md "Complaints": open). */
const OPEN: Record<Status, boolean> = { pending: true, 'in-progress': true, resolved: false, closed: false };
const STATUSES = Object.keys(OPEN) as Status[];
/** GraphQL sends the statuses' names: `IN_PROGRESS` for `in-progress`. */
const named = (status: Status) => status.toUpperCase().replace('-', '_');

/**
 * A complaint says whether it is still open (pending or in progress: its response target
 * applies), so that screens show "Answered" without working out which statuses count: for the
 * admin and for its shopper, in every status, on REST and GraphQL.
 */
describe('an open complaint', () => {
  let t: TestApp;
  let admin: Account;
  let alice: Account;
  const complaints = {} as Record<Status, string>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerUser(t.http, { role: 'admin' });
    alice = await registerUser(t.http, { name: 'Alice Complains' });
    for (const status of STATUSES) {
      const complaint = await submit(t.http, alice, { title: `A ${status} complaint` });
      complaints[status] = complaint._id;
      if (status === 'pending') {
        expect(complaint.open).toBe(true);
        continue;
      }
      const res = await t.http
        .put(`/api/admin/complaint/${complaint._id}`)
        .set(...auth(admin))
        .send({ adminResponse: 'We are on it.', status });
      expect(res.status).toBe(200);
      expect(res.body.complaint).toMatchObject({ status, open: OPEN[status] });
    }
  });
  afterAll(() => t.close());

  it.each(STATUSES)(
    'says over REST whether a complaint that is %s is open, to the admin and to its shopper',
    async (status) => {
      const id = complaints[status];
      const asAdmin = await t.http.get(`/api/admin/complaint/${id}`).set(...auth(admin));
      expect(asAdmin.body.complaint).toMatchObject({ status, open: OPEN[status] });
      const asShopper = await t.http.get(`/api/user/complaint/${id}`).set(...auth(alice));
      expect(asShopper.body.complaint).toMatchObject({ status, open: OPEN[status] });
      const list = await t.http.get('/api/admin/complaints').set(...auth(admin));
      const listed = list.body.complaints.find((complaint: { _id: string }) => complaint._id === id);
      expect(listed.open).toBe(OPEN[status]);
    },
  );

  it.each(STATUSES)(
    'says over GraphQL whether a complaint that is %s is open, to the admin and to its shopper',
    async (status) => {
      const query = 'query($id: ID!) { complaint(id: $id) { status open } }';
      for (const account of [admin, alice]) {
        const res = await gql(t.http, query, { id: complaints[status] }, account.token);
        expect(res.body.errors).toBeUndefined();
        expect(res.body.data.complaint).toEqual({ status: named(status), open: OPEN[status] });
      }
      const mine = await gql(t.http, '{ myComplaints(first: 20) { edges { node { id open } } } }', {}, alice.token);
      const listed = mine.body.data.myComplaints.edges.find(
        (edge: { node: { id: string } }) => edge.node.id === complaints[status],
      );
      expect(listed.node.open).toBe(OPEN[status]);
    },
  );
});
