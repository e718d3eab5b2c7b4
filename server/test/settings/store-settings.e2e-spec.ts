import { gql } from '../setup/helpers';
import { createTestApp, TestApp } from '../setup/test-app';

describe('store settings', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ STORE_CURRENCY: 'EUR' });
  });

  afterAll(async () => {
    await t.close();
  });

  it('publishes the configured currency to visitors over REST', async () => {
    const res = await t.http.get('/api/settings');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ currency: 'EUR' });
  });

  it('publishes the same currency over GraphQL', async () => {
    const res = await gql(t.http, '{ storeSettings { currency } }');
    expect(res.body).toEqual({ data: { storeSettings: { currency: 'EUR' } } });
  });
});
