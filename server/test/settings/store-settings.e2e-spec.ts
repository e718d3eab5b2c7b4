import { gql } from '../setup/helpers';
import { createTestApp, TestApp } from '../setup/test-app';

describe('store settings', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ STORE_CURRENCY: 'EUR', LOW_STOCK_THRESHOLD: '4' });
  });

  afterAll(async () => {
    await t.close();
  });

  it('publishes the configured currency and low-stock threshold to visitors over REST', async () => {
    const res = await t.http.get('/api/settings');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ currency: 'EUR', lowStockThreshold: 4 });
  });

  it('publishes the same settings over GraphQL', async () => {
    const res = await gql(t.http, '{ storeSettings { currency lowStockThreshold } }');
    expect(res.body).toEqual({ data: { storeSettings: { currency: 'EUR', lowStockThreshold: 4 } } });
  });
});
