import { StoreIdentityService } from '../../src/store-identity/store-identity.service';
import { gql, registerUser } from '../setup/helpers';
import { createTestApp, sharedTestDatabase, type TestApp } from '../setup/test-app';

/**
 * Two instances of the store on one database (polling, as on a standalone server): the shop's
 * identity saved through one is what the other shows, over both transports and in its pages' name,
 * within the change feed's delay and without a restart.
 */
describe("the shop's identity on two instances", () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const database = sharedTestDatabase();
    const env = { STORE_NAME: 'First Name', CHANGE_FEED: 'polling', CHANGE_FEED_POLL_MS: '100' };
    a = await createTestApp(env, database);
    b = await createTestApp(env, database);
  });

  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('shows a change made through one instance on the other', async () => {
    const owner = await registerUser(a.http, { role: 'admin', name: 'Owner' });
    expect((await b.http.get('/api/settings')).body.name).toBe('First Name');

    const saved = await a.http
      .put('/api/admin/settings/identity')
      .set({ authorization: `Bearer ${owner.token}` })
      .send({ name: 'Second Name', about: 'Books since 1921.' });
    expect(saved.status).toBe(200);

    const started = Date.now();
    while ((await b.http.get('/api/settings')).body.name !== 'Second Name') {
      if (Date.now() - started > 5000) throw new Error('B still shows the first name');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    process.stdout.write(`shop identity seen by the other instance after ${Date.now() - started} ms\n`);
    expect((await gql(b.http, '{ storeSettings { name about } }')).body.data.storeSettings).toEqual({
      name: 'Second Name',
      about: 'Books since 1921.',
    });
    // B's pages name the store from what B holds.
    expect(b.app.get(StoreIdentityService).current.name).toBe('Second Name');
  }, 60_000);
});
