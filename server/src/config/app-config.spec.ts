import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError, loadConfig } from './app-config';

const REPO = resolve(__dirname, '..', '..', '..');

/** The problems loadConfig reports for an environment, or [] when it loads. */
function problems(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toContain('Invalid configuration');
    return (error as ConfigError).problems;
  }
}

const SECRET = '0123456789abcdefghijklmnopqrstuvwxyz';

describe('loadConfig', () => {
  it('finds the repository root the test assumes', () => {
    expect(existsSync(join(REPO, 'codegen.ts'))).toBe(true);
  });

  it('fills in the documented defaults', () => {
    expect(loadConfig({ NODE_ENV: 'test' })).toEqual({
      nodeEnv: 'test',
      port: 3000,
      mongodbUri: undefined,
      dataDir: join(REPO, 'data'),
      jwtSecret: undefined,
      corsOrigins: [],
      publicUrl: 'http://localhost:3000',
      storeCurrency: 'USD',
      authRateLimit: 10,
      demoCatalogue: false,
      cataloguePublic: false,
      orderRepairAfterMs: 60_000,
      imageSweepAfterMs: 60_000,
      lowStockThreshold: 3,
      sessionCacheMs: 10_000,
      trustProxy: 'loopback',
      changeFeed: { setting: 'auto', pollMs: 500 },
      catalogueReads: undefined,
      passwordHashing: 'standard',
      store: { name: 'BookStore', email: undefined, phone: undefined, address: undefined, socialLinks: [] },
      mail: {
        mode: 'files',
        dir: join(REPO, 'data', 'mail'),
        from: 'BookStore <no-reply@bookstore.invalid>',
        senderAddress: 'no-reply@bookstore.invalid',
      },
      complaintTargetHours: { urgent: 4, high: 24, medium: 72, low: 168 },
    });
  });

  it('sends email through SMTP_URL, writes files without it outside production, and sends none in production', () => {
    const base = { NODE_ENV: 'development', DATA_DIR: '/srv/store', STORE_EMAIL: 'shop@example.com' };
    expect(loadConfig({ ...base, SMTP_URL: 'smtp://localhost:1025' }).mail).toEqual({
      mode: 'smtp',
      url: 'smtp://localhost:1025',
      from: 'BookStore <shop@example.com>',
      senderAddress: 'shop@example.com',
    });
    expect(loadConfig({ ...base, MAIL_FROM: 'Books <books@example.com>' }).mail).toEqual({
      mode: 'files',
      dir: '/srv/store/mail',
      from: 'Books <books@example.com>',
    });
    const production = { ...base, NODE_ENV: 'production', MONGODB_URI: 'mongodb://db/x', JWT_SECRET: SECRET };
    expect(loadConfig(production).mail.mode).toBe('off');
    expect(problems({ SMTP_URL: 'http://mail' })).toEqual([
      'SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.com:587',
    ]);
    expect(problems({ MAIL_FROM: 'shop' })).toEqual([
      'MAIL_FROM must be an email address, or a name and one: BookStore <shop@example.com>',
    ]);
    expect(problems({ STORE_EMAIL: 'not an email' })).toEqual([
      'STORE_EMAIL must be an email address such as support@example.com',
    ]);
  });

  it('reads STORE_SOCIAL_LINKS as comma-separated web addresses, each named after its site', () => {
    expect(
      loadConfig({
        STORE_SOCIAL_LINKS:
          ' https://www.instagram.com/northshelf , https://mastodon.example/@shelf,http://m.facebook.com/northshelf',
      }).store.socialLinks,
    ).toEqual([
      { url: 'https://www.instagram.com/northshelf', name: 'Instagram' },
      { url: 'https://mastodon.example/@shelf', name: 'mastodon.example' },
      { url: 'http://m.facebook.com/northshelf', name: 'Facebook' },
    ]);
    expect(loadConfig({ STORE_SOCIAL_LINKS: ' ' }).store.socialLinks).toEqual([]);
    for (const entry of ['instagram.com/shop', 'ftp://files.example.com', 'javascript:alert(1)', 'https://', '']) {
      expect(problems({ STORE_SOCIAL_LINKS: `https://x.com/shop,${entry}` })).toEqual([
        `STORE_SOCIAL_LINKS entry "${entry}" must be an https:// or http:// URL such as https://www.instagram.com/yourshop`,
      ]);
    }
    expect(problems({ STORE_SOCIAL_LINKS: Array(9).fill('https://x.com/shop').join(',') })).toEqual([
      'STORE_SOCIAL_LINKS may name at most 8 links',
    ]);
  });

  it('reads the complaint response targets as whole hours from 1 to 8760', () => {
    expect(
      loadConfig({ COMPLAINT_TARGET_HOURS_URGENT: '1', COMPLAINT_TARGET_HOURS_LOW: ' 48 ' }).complaintTargetHours,
    ).toEqual({ urgent: 1, high: 24, medium: 72, low: 48 });
    for (const name of ['URGENT', 'HIGH', 'MEDIUM', 'LOW']) {
      for (const value of ['0', '8761', '1.5', 'soon']) {
        expect(problems({ [`COMPLAINT_TARGET_HOURS_${name}`]: value })).toEqual([
          `COMPLAINT_TARGET_HOURS_${name} must be a whole number of hours from 1 to 8760`,
        ]);
      }
    }
  });

  it('reads ORDER_REPAIR_AFTER_SECONDS as whole seconds from 1 to 3600', () => {
    expect(loadConfig({ ORDER_REPAIR_AFTER_SECONDS: '5' }).orderRepairAfterMs).toBe(5000);
    for (const value of ['0', '3601', '1.5', 'soon']) {
      expect(problems({ ORDER_REPAIR_AFTER_SECONDS: value })).toEqual([
        expect.stringMatching(/^ORDER_REPAIR_AFTER_SECONDS must be/),
      ]);
    }
  });

  it('reads IMAGE_SWEEP_AFTER_SECONDS as whole seconds from 1 to 3600', () => {
    expect(loadConfig({ IMAGE_SWEEP_AFTER_SECONDS: '2' }).imageSweepAfterMs).toBe(2000);
    for (const value of ['0', '3601', 'later']) {
      expect(problems({ IMAGE_SWEEP_AFTER_SECONDS: value })).toEqual([
        expect.stringMatching(/^IMAGE_SWEEP_AFTER_SECONDS must be/),
      ]);
    }
  });

  it('reads SESSION_CACHE_SECONDS as whole seconds from 0 to 15, 10 by default', () => {
    expect(loadConfig({}).sessionCacheMs).toBe(10_000);
    expect(loadConfig({ SESSION_CACHE_SECONDS: '0' }).sessionCacheMs).toBe(0);
    expect(loadConfig({ SESSION_CACHE_SECONDS: '15' }).sessionCacheMs).toBe(15_000);
    for (const value of ['-1', '16', '1.5', 'soon']) {
      expect(problems({ SESSION_CACHE_SECONDS: value })).toEqual([
        expect.stringMatching(/^SESSION_CACHE_SECONDS must be/),
      ]);
    }
  });

  it('reads CHANGE_FEED as auto, polling or off, and CHANGE_FEED_POLL_MS as 100 to 1000 ms', () => {
    expect(loadConfig({ CHANGE_FEED: 'polling', CHANGE_FEED_POLL_MS: '250' }).changeFeed).toEqual({
      setting: 'polling',
      pollMs: 250,
    });
    expect(problems({ CHANGE_FEED: 'streams' })).toEqual(['CHANGE_FEED must be one of auto, polling, off']);
    for (const value of ['99', '1001', '0.5', 'often']) {
      expect(problems({ CHANGE_FEED_POLL_MS: value })).toEqual([expect.stringMatching(/^CHANGE_FEED_POLL_MS must be/)]);
    }
  });

  it('reads CATALOGUE_READS as memory or database, unset (the engine decides) when blank', () => {
    expect(loadConfig({ CATALOGUE_READS: 'memory' }).catalogueReads).toBe('memory');
    expect(loadConfig({ CATALOGUE_READS: 'database' }).catalogueReads).toBe('database');
    expect(loadConfig({ CATALOGUE_READS: ' ' }).catalogueReads).toBeUndefined();
    for (const value of ['Memory', 'db', 'index', 'memory,database']) {
      expect(problems({ CATALOGUE_READS: value })).toEqual(['CATALOGUE_READS must be memory or database']);
    }
  });

  it('reads PASSWORD_HASHING as standard (the default) or fast, and refuses fast in production', () => {
    expect(loadConfig({}).passwordHashing).toBe('standard');
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASHING: 'fast' }).passwordHashing).toBe('fast');
    expect(loadConfig({ PASSWORD_HASHING: 'fast' }).passwordHashing).toBe('fast');
    expect(problems({ PASSWORD_HASHING: 'quick' })).toEqual(['PASSWORD_HASHING must be standard or fast']);
    expect(
      problems({
        NODE_ENV: 'production',
        JWT_SECRET: '9f2c4e7a1b8d3f60c5e2a7b4d1f8c3e6',
        MONGODB_URI: 'mongodb://db/shop',
        PASSWORD_HASHING: 'fast',
      }),
    ).toEqual(['PASSWORD_HASHING=fast is for test runs only: it cannot be used when NODE_ENV=production']);
  });

  it('reads LOW_STOCK_THRESHOLD as a whole number of copies from 0 to 1000000', () => {
    expect(loadConfig({ LOW_STOCK_THRESHOLD: '0' }).lowStockThreshold).toBe(0);
    expect(loadConfig({ LOW_STOCK_THRESHOLD: ' 12 ' }).lowStockThreshold).toBe(12);
    for (const value of ['-1', '1.5', 'few', '1000001']) {
      expect(problems({ LOW_STOCK_THRESHOLD: value })).toEqual([expect.stringMatching(/^LOW_STOCK_THRESHOLD must be/)]);
    }
  });

  it('reads TRUST_PROXY as Express does: booleans, hop counts, addresses, subnets and names', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      loadConfig({ TRUST_PROXY: ' 10.0.0.0/8 , loopback,fd00::/8, 192.168.1.7, 172.16.0.0/255.240.0.0' }).trustProxy,
    ).toBe('10.0.0.0/8, loopback, fd00::/8, 192.168.1.7, 172.16.0.0/255.240.0.0');
    expect(loadConfig({ TRUST_PROXY: '  ' }).trustProxy).toBe('loopback');
  });

  it.each(['yes', '10.0.0.0/33', '10.0.0.1/8/1', '300.1.1.1', 'proxy.example.com', 'loopback,,', '-1', '1.5'])(
    'refuses TRUST_PROXY=%p, saying what it accepts',
    (value) => {
      expect(problems({ TRUST_PROXY: value })).toEqual([
        expect.stringMatching(/^TRUST_PROXY must be true, false, a number/),
      ]);
    },
  );

  it('reads nothing from process.env when given an environment', () => {
    const saved = process.env.PORT;
    process.env.PORT = '4321';
    try {
      expect(loadConfig({}).port).toBe(3000);
    } finally {
      if (saved === undefined) delete process.env.PORT;
      else process.env.PORT = saved;
    }
  });

  it('runs as development with the demo catalogue when NODE_ENV is unset, unless DEMO_CATALOGUE=false', () => {
    expect(loadConfig({})).toMatchObject({ nodeEnv: 'development', demoCatalogue: true });
    expect(loadConfig({ DEMO_CATALOGUE: 'false' }).demoCatalogue).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', DEMO_CATALOGUE: 'true' }).demoCatalogue).toBe(true);
  });

  it('uses the values given, deriving PUBLIC_URL from PORT when PUBLIC_URL is unset', () => {
    const config = loadConfig({
      PORT: '8080',
      STORE_CURRENCY: 'EUR',
      AUTH_RATE_LIMIT: '25',
      JWT_SECRET: 's'.repeat(32),
      MONGODB_URI: 'mongodb://db:27017/shop',
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'http://localhost:8080',
      storeCurrency: 'EUR',
      authRateLimit: 25,
      jwtSecret: 's'.repeat(32),
      mongodbUri: 'mongodb://db:27017/shop',
    });
  });

  it('strips a trailing slash from PUBLIC_URL and from CORS origins, and trims the list', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://shop.example.com/',
      CORS_ORIGINS: ' http://localhost:5173 , https://admin.example.com/ ',
    });
    expect(config.publicUrl).toBe('https://shop.example.com');
    expect(config.corsOrigins).toEqual(['http://localhost:5173', 'https://admin.example.com']);
  });

  it('resolves a relative DATA_DIR against the repository root and keeps an absolute one', () => {
    expect(loadConfig({ DATA_DIR: 'var/store' }).dataDir).toBe(join(REPO, 'var', 'store'));
    expect(loadConfig({ DATA_DIR: '/srv/bookstore' }).dataDir).toBe('/srv/bookstore');
  });

  it('treats blank optional values as unset', () => {
    expect(loadConfig({ MONGODB_URI: '', STORE_CURRENCY: ' ', PUBLIC_URL: '' })).toMatchObject({
      mongodbUri: undefined,
      storeCurrency: 'USD',
      publicUrl: 'http://localhost:3000',
    });
  });

  it.each(['abc', '70000', '0', '-1', '80.5'])('rejects PORT=%s with a ConfigError naming PORT', (port) => {
    const found = problems({ PORT: port });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^PORT must be/);
  });

  it('requires JWT_SECRET and MONGODB_URI in production, naming both', () => {
    const found = problems({ NODE_ENV: 'production' });
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^JWT_SECRET is required/),
        expect.stringMatching(/^MONGODB_URI is required/),
      ]),
    );
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /MONGODB_URI is required[\s\S]*JWT_SECRET is required/,
    );
    expect(
      problems({
        NODE_ENV: 'production',
        JWT_SECRET: '9f2c4e7a1b8d3f60c5e2a7b4d1f8c3e6',
        MONGODB_URI: 'mongodb://db/shop',
      }),
    ).toEqual([]);
  });

  it.each([
    ['32 identical characters', 'k'.repeat(32)],
    ['few different characters', 'abcabcabcabcabcabcabcabcabcabcabcaXYZ'],
    ['one run repeated', 'abcdefghijkl'.repeat(3)],
  ])('refuses a production JWT_SECRET of %s, naming JWT_SECRET', (_case, secret) => {
    expect(problems({ NODE_ENV: 'production', JWT_SECRET: secret, MONGODB_URI: 'mongodb://db/shop' })).toEqual([
      expect.stringMatching(/^JWT_SECRET is too predictable for production/),
    ]);
    // Outside production, only the length is checked.
    expect(problems({ NODE_ENV: 'development', JWT_SECRET: secret })).toEqual([]);
  });

  it.each([
    ['hex (openssl rand -hex 32)', 'c0a1f9e27d4b8a365e19f0c2d7b48a61e3f5c9d0b2a7e4f18c6d3b5a9e0f2c71'],
    ['base64 (openssl rand -base64 32)', 'q8Vt3Yx1Zr+N0bKf5uWm2Hj9Lc7Pd4Sg6Ea/Tn1Rw0I='],
    ['a long passphrase', 'correct horse battery staple on a quiet orchard'],
  ])('accepts a production JWT_SECRET that is %s', (_case, secret) => {
    expect(problems({ NODE_ENV: 'production', JWT_SECRET: secret, MONGODB_URI: 'mongodb://db/shop' })).toEqual([]);
  });

  it.each([
    ['localhost:5173', 'localhost:5173'],
    ['http://localhost:5173,ftp://files.example.com', 'ftp://files.example.com'],
    ['https://shop.example.com/path', 'https://shop.example.com/path'],
    ['*', '*'],
  ])('rejects CORS_ORIGINS=%s, naming the bad entry %s', (value, entry) => {
    const found = problems({ CORS_ORIGINS: value });
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('CORS_ORIGINS');
    expect(found[0]).toContain(`"${entry}"`);
  });

  it.each(['usd', 'DOLLAR', 'US', '$'])(
    'rejects STORE_CURRENCY=%s with a ConfigError naming STORE_CURRENCY',
    (currency) => {
      expect(problems({ STORE_CURRENCY: currency })).toEqual([
        expect.stringMatching(/^STORE_CURRENCY must be a three-letter ISO 4217 code/),
      ]);
    },
  );

  it.each([
    ['JWT_SECRET', { JWT_SECRET: 'too-short' }],
    ['MONGODB_URI', { MONGODB_URI: 'http://db:27017' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'shop.example.com' }],
    ['AUTH_RATE_LIMIT', { AUTH_RATE_LIMIT: '0' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
    ['DEMO_CATALOGUE', { DEMO_CATALOGUE: 'yes' }],
  ])('rejects a bad %s, naming it', (name, env) => {
    expect(problems(env)).toEqual([expect.stringContaining(name)]);
  });

  it('reports every bad variable at once', () => {
    const found = problems({ PORT: 'abc', STORE_CURRENCY: 'usd', CORS_ORIGINS: 'nope' });
    expect(found).toHaveLength(3);
    expect(found.join('\n')).toMatch(/PORT[\s\S]*STORE_CURRENCY[\s\S]*CORS_ORIGINS/);
  });
});
