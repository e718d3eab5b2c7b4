import { PLAIN_QUERY_MESSAGE } from '../../src/common/http/plain-query';
import { submit } from '../complaints/complaint-fixtures';
import { expectError, registerUser, type Account } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * REST query strings hold one plain value per parameter a route reads. Operator objects and lists
 * (`?status[$ne]=pending`, `?status[]=closed`) used to be dropped silently, so a filtered list
 * came back unfiltered; they are 400, as they are in a body. Parameters no route reads are
 * dropped, like unknown fields in a body.
 */
describe('lists and operator objects in query strings', () => {
  let t: TestApp;
  let admin: Account;
  let shopper: Account;

  const complaints = (query: string) =>
    t.http.get(`/api/admin/complaints?${query}`).set('authorization', `Bearer ${admin.token}`);
  const expectRefused = (res: { status: number; body: unknown }) => {
    expectError(res, 400, 'VALIDATION_FAILED');
    expect((res.body as { message: string }).message).toBe(PLAIN_QUERY_MESSAGE);
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerUser(t.http, { role: 'admin' });
    shopper = await registerUser(t.http);
    await submit(t.http, shopper, { title: 'Still pending' });
  });

  afterAll(() => t.close());

  it.each([
    'status[$ne]=pending',
    'status[]=closed',
    'status[]=closed&status[]=pending',
    'status%5B%24ne%5D=pending',
    'type[$regex]=.*',
    'search[$ne]=',
    'overdue[]=true',
    'status=pending&priority[$in]=high',
    'status=closed&status=pending',
  ])('GET /api/admin/complaints?%s is 400', async (query) => {
    expectRefused(await complaints(query));
  });

  it('drops parameters a route does not read, whatever their shape, as it drops unknown fields in a body', async () => {
    const bearer = `Bearer ${shopper.token}`;
    expect((await t.http.get('/api/user/orders?user[$ne]=x').set('authorization', bearer)).status).toBe(200);
    expect((await t.http.get('/api/user/cart?lines[]=1&lines[]=2').set('authorization', bearer)).status).toBe(200);
    expect((await t.http.get('/api/settings?currency[$ne]=USD&v=1&v=2')).status).toBe(200);
    const unknownBesideFilter = await complaints('status=closed&%C3%B0[x][0]=1&note=a&note=b');
    expect(unknownBesideFilter.status).toBe(200);
    expect(unknownBesideFilter.body.complaints).toEqual([]);
  });

  it('still answers plain filters, blank ones and parameters no route reads', async () => {
    const filtered = await complaints('status=pending&type=&priority=&category=&search=Still');
    expect(filtered.status).toBe(200);
    expect(filtered.body.complaints.map((c: { title: string }) => c.title)).toEqual(['Still pending']);
    expect((await complaints('status=closed')).body.complaints).toEqual([]);
    expect((await t.http.get('/api/settings?v=2')).status).toBe(200);
  });
});
