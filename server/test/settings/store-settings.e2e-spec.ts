import { loadConfig } from '../../src/config/app-config';
import { storeSettingsOf } from '../../src/config/store-settings.model';
import { gql } from '../setup/helpers';
import { createTestApp, TestApp } from '../setup/test-app';

const ALL_FIELDS =
  '{ storeSettings { name currency lowStockThreshold emailEnabled adminRoleRestricted contactEmail contactPhone contactAddress socialLinks { name url } } }';

describe('store settings', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      STORE_NAME: 'Northshelf Books',
      STORE_CURRENCY: 'EUR',
      LOW_STOCK_THRESHOLD: '4',
      STORE_EMAIL: 'help@books.test',
      STORE_PHONE: '+44 20 7946 0000',
      STORE_SOCIAL_LINKS: 'https://www.instagram.com/northshelf, https://bookclub.example/northshelf',
    });
  });

  afterAll(async () => {
    await t.close();
  });

  const configured = {
    name: 'Northshelf Books',
    currency: 'EUR',
    lowStockThreshold: 4,
    emailEnabled: true,
    adminRoleRestricted: false,
    contactEmail: 'help@books.test',
    contactPhone: '+44 20 7946 0000',
    contactAddress: null,
    socialLinks: [
      { url: 'https://www.instagram.com/northshelf', name: 'Instagram' },
      { url: 'https://bookclub.example/northshelf', name: 'bookclub.example' },
    ],
  };

  it("publishes the store's name, currency, low-stock threshold, contact details and social links to visitors over REST", async () => {
    const res = await t.http.get('/api/settings');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...configured, logoUrl: null, about: null });
  });

  it('says email is off in production without SMTP_URL, so clients hide password reset', () => {
    const production = loadConfig({
      NODE_ENV: 'production',
      MONGODB_URI: 'mongodb://db.test/store',
      JWT_SECRET: '0123456789abcdefghijklmnopqrstuvwxyz',
    });
    const identity = { ...production.store, email: '', phone: '', address: '', about: '', logoUrl: null };
    expect(storeSettingsOf(production, identity).emailEnabled).toBe(false);
    expect(
      storeSettingsOf({ ...production, mail: { mode: 'smtp', url: 'smtp://mail', from: 'x@y.z' } }, identity)
        .emailEnabled,
    ).toBe(true);
  });

  it('publishes the same settings over GraphQL', async () => {
    const res = await gql(t.http, ALL_FIELDS);
    expect(res.body).toEqual({ data: { storeSettings: configured } });
  });

  describe('with nothing about the store configured', () => {
    let bare: TestApp;

    beforeAll(async () => {
      bare = await createTestApp();
    });

    afterAll(() => bare.close());

    const unset = {
      name: 'BookStore',
      currency: 'USD',
      lowStockThreshold: 3,
      emailEnabled: true,
      adminRoleRestricted: false,
      contactEmail: null,
      contactPhone: null,
      contactAddress: null,
      socialLinks: [],
    };

    it('names the store BookStore and gives no contact details and no social links, over REST and GraphQL', async () => {
      const rest = await bare.http.get('/api/settings');
      expect(rest.status).toBe(200);
      expect(rest.body).toEqual({ ...unset, logoUrl: null, about: null });
      const graphql = await gql(bare.http, ALL_FIELDS);
      expect(graphql.body).toEqual({ data: { storeSettings: unset } });
    });
  });
});
