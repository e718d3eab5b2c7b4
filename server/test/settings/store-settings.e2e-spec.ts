import { loadConfig } from '../../src/config/app-config';
import { storeSettingsOf } from '../../src/config/store-settings.model';
import { gql } from '../setup/helpers';
import { createTestApp, TestApp } from '../setup/test-app';

describe('store settings', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      STORE_CURRENCY: 'EUR',
      LOW_STOCK_THRESHOLD: '4',
      STORE_EMAIL: 'help@books.test',
      STORE_PHONE: '+44 20 7946 0000',
    });
  });

  afterAll(async () => {
    await t.close();
  });

  it('publishes the configured currency and low-stock threshold to visitors over REST', async () => {
    const res = await t.http.get('/api/settings');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      currency: 'EUR',
      lowStockThreshold: 4,
      emailEnabled: true,
      contactEmail: 'help@books.test',
      contactPhone: '+44 20 7946 0000',
      contactAddress: null,
    });
  });

  it('says email is off in production without SMTP_URL, so clients hide password reset', () => {
    const production = loadConfig({
      NODE_ENV: 'production',
      MONGODB_URI: 'mongodb://db.test/store',
      JWT_SECRET: '0123456789abcdefghijklmnopqrstuvwxyz',
    });
    expect(storeSettingsOf(production).emailEnabled).toBe(false);
    expect(
      storeSettingsOf({ ...production, mail: { mode: 'smtp', url: 'smtp://mail', from: 'x@y.z' } }).emailEnabled,
    ).toBe(true);
  });

  it('publishes the same settings over GraphQL', async () => {
    const res = await gql(
      t.http,
      '{ storeSettings { currency lowStockThreshold emailEnabled contactEmail contactPhone contactAddress } }',
    );
    expect(res.body).toEqual({
      data: {
        storeSettings: {
          currency: 'EUR',
          lowStockThreshold: 4,
          emailEnabled: true,
          contactEmail: 'help@books.test',
          contactPhone: '+44 20 7946 0000',
          contactAddress: null,
        },
      },
    });
  });
});
