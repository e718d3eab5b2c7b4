import { GraphQLSchemaHost } from '@nestjs/graphql';
import express from 'express';
import request from 'supertest';
import { allShellHints, ClientShell, clientShell, type PageShellFacts } from '../../src/common/http/client-shell';
import { settingsShellHints } from '../../src/config/settings-shell';
import { ImageSweepService } from '../../src/images/image-sweep.service';
import { OutboxService } from '../../src/mail/outbox.service';
import { StoreIdentityService } from '../../src/store-identity/store-identity.service';
import { submit } from '../complaints/complaint-fixtures';
import { clientOperation } from '../setup/client-operations';
import {
  type Account,
  expectError,
  expectGqlError,
  gql,
  gqlUpload,
  NOT_AN_IMAGE,
  PNG_1X1,
  registerUser,
} from '../setup/helpers';
import { SmtpSink } from '../setup/smtp-sink';
import { createTestApp, type TestApp } from '../setup/test-app';

const IDENTITY_FIELDS = 'name logoUrl email phone address about socialLinks { name url } updatedAt';
const READ = `{ storeIdentity { ${IDENTITY_FIELDS} } }`;
const UPDATE = `mutation($input: StoreIdentityInput!) { updateStoreIdentity(input: $input) { message identity { ${IDENTITY_FIELDS} } } }`;
const UPLOAD_LOGO = 'mutation($logo: Upload) { updateStoreLogo(logo: $logo) { message identity { logoUrl } } }';
const REMOVE_LOGO = 'mutation { removeStoreLogo { message identity { logoUrl } } }';
const PUBLIC =
  '{ storeSettings { name logoUrl about contactEmail contactPhone contactAddress socialLinks { name url } } }';
const OTHER_PNG = Buffer.concat([PNG_1X1, Buffer.from([0])]);

const saved = {
  name: 'Harbour Books',
  email: 'Hello@Harbour.example',
  phone: '+44 20 7946 0001',
  address: '3 Quay Street\nPortsmouth',
  socialLinks: [' https://www.instagram.com/harbourbooks ', 'https://bookclub.example/harbour'],
  about: 'We sell books by the sea.\n\nOpen every day.',
};

/** The shop's identity as the admin edits it, through both transports, and everything that shows it. */
describe("the shop's identity in Settings", () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let admin: Account;
  let shopper: Account;

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      STORE_NAME: 'Northshelf',
      STORE_EMAIL: 'help@northshelf.test',
      STORE_SOCIAL_LINKS: 'http://www.facebook.com/northshelf',
    });
    admin = await registerUser(t.http, { role: 'admin', name: 'Owner' });
    shopper = await registerUser(t.http, { name: 'Shopper' });
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const auth = (account: Account) => ({ authorization: `Bearer ${account.token}` });
  const put = (body: unknown) =>
    t.http
      .put('/api/admin/settings/identity')
      .set(auth(admin))
      .send(body as object);
  const imagePath = (url: string) => new URL(url).pathname;

  it('starts from the environment: STORE_NAME, STORE_EMAIL, STORE_SOCIAL_LINKS, no logo, no About text', async () => {
    const first = {
      name: 'Northshelf',
      logoUrl: null,
      email: 'help@northshelf.test',
      phone: '',
      address: '',
      socialLinks: [{ url: 'http://www.facebook.com/northshelf', name: 'Facebook' }],
      about: '',
      updatedAt: null,
    };
    const rest = await t.http.get('/api/admin/settings/identity').set(auth(admin));
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({ identity: first });
    expect((await gql(t.http, READ, {}, admin.token)).body).toEqual({
      data: {
        storeIdentity: { ...first, socialLinks: [{ name: 'Facebook', url: 'http://www.facebook.com/northshelf' }] },
      },
    });
  });

  it('saves over REST, and the public settings show the change at once over both transports', async () => {
    const res = await put(saved);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Shop identity saved',
      identity: {
        name: 'Harbour Books',
        logoUrl: null,
        email: 'hello@harbour.example',
        phone: '+44 20 7946 0001',
        address: '3 Quay Street\nPortsmouth',
        socialLinks: [
          { url: 'https://www.instagram.com/harbourbooks', name: 'Instagram' },
          { url: 'https://bookclub.example/harbour', name: 'bookclub.example' },
        ],
        about: 'We sell books by the sea.\n\nOpen every day.',
        updatedAt: expect.any(String),
      },
    });
    const settings = (await t.http.get('/api/settings')).body;
    expect(settings).toMatchObject({
      name: 'Harbour Books',
      logoUrl: null,
      about: 'We sell books by the sea.\n\nOpen every day.',
      contactEmail: 'hello@harbour.example',
      contactPhone: '+44 20 7946 0001',
      contactAddress: '3 Quay Street\nPortsmouth',
      socialLinks: [
        { url: 'https://www.instagram.com/harbourbooks', name: 'Instagram' },
        { url: 'https://bookclub.example/harbour', name: 'bookclub.example' },
      ],
    });
    expect((await gql(t.http, PUBLIC)).body.data.storeSettings).toMatchObject({
      name: 'Harbour Books',
      about: 'We sell books by the sea.\n\nOpen every day.',
    });
  });

  it('saves over GraphQL; blank optional fields are none, and the public settings say null', async () => {
    const res = await gql(
      t.http,
      UPDATE,
      { input: { name: 'Quay Books', email: '', phone: null, address: '  ', socialLinks: [], about: '' } },
      admin.token,
    );
    expect(res.body.data.updateStoreIdentity).toMatchObject({
      message: 'Shop identity saved',
      identity: { name: 'Quay Books', email: '', phone: '', address: '', about: '', socialLinks: [] },
    });
    expect((await gql(t.http, PUBLIC)).body.data.storeSettings).toEqual({
      name: 'Quay Books',
      logoUrl: null,
      about: null,
      contactEmail: null,
      contactPhone: null,
      contactAddress: null,
      socialLinks: [],
    });
  });

  it.each([
    ['a link that is not https', { socialLinks: ['http://www.instagram.com/shop'] }, /https:\/\/ address/],
    ['a script link', { socialLinks: ['javascript:alert(1)'] }, /https:\/\/ address/],
    ['a link without a host', { socialLinks: ['https://'] }, /https:\/\/ address/],
    ['too many links', { socialLinks: Array(9).fill('https://x.com/shop') }, /at most 8 social links/],
    ['a link that is an object', { socialLinks: [{ $gt: '' }] }, /Each social link must be a web address/],
    ['a name that is too long', { name: 'n'.repeat(61) }, /Shop name must be at most 60 characters/],
    ['a blank name', { name: '   ' }, /Shop name is required/],
    ['a name with a control character', { name: 'Books\u0007' }, /Shop name contains characters that are not allowed/],
    ['a name on two lines', { name: 'Books\nand more' }, /Shop name must be a single line/],
    ['a name that is an object', { name: { $gt: '' } }, /Shop name must be text/],
    ['an email that is an object', { email: { $gt: '' } }, /Contact email must be text/],
    ['an email that is not one', { email: 'not an email' }, /Contact email must be an email address/],
    ['About text that is too long', { about: '😀'.repeat(5001) }, /About text must be at most 5000 characters/],
    ['About text with a control character', { about: 'Hello\u0000there' }, /About text contains characters/],
    ['an address that is too long', { address: 'a'.repeat(201) }, /Postal address must be at most 200/],
  ])('refuses %s with 400 VALIDATION_FAILED, changing nothing', async (_case, change, message) => {
    const before = (await t.http.get('/api/settings')).body;
    const res = await put({ ...saved, ...change });
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(res.body.message).toMatch(message);
    const graphql = await gql(t.http, UPDATE, { input: { ...saved, ...change } }, admin.token);
    expect(graphql.body.data ?? null).toBeNull();
    expect((await t.http.get('/api/settings')).body).toEqual(before);
  });

  it('refuses links that are not a list over REST (GraphQL reads one value as a list of one, by its rules)', async () => {
    const res = await put({ ...saved, socialLinks: 'https://x.com/shop' });
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(res.body.message).toMatch(/Social links must be a list of web addresses/);
  });

  it('accepts About text of 5000 emoji (code points, not UTF-16 units) with paragraphs', async () => {
    const about = `${'😀'.repeat(2000)}\n\n${'é'.repeat(2998)}`;
    const res = await put({ ...saved, about });
    expect(res.status).toBe(200);
    expect(res.body.identity.about).toBe(about);
  });

  it('refuses the identity to a shopper (403) and a visitor (401), over both transports', async () => {
    expectError(await t.http.get('/api/admin/settings/identity').set(auth(shopper)), 403, 'FORBIDDEN');
    expectError(await t.http.put('/api/admin/settings/identity').send(saved), 401, 'UNAUTHENTICATED');
    expectGqlError(await gql(t.http, UPDATE, { input: saved }, shopper.token), 'FORBIDDEN');
  });

  describe('the logo', () => {
    it('takes a real PNG over REST, shows it in the public settings, replaces it and deletes the old one', async () => {
      const first = await t.http
        .put('/api/admin/settings/identity/logo')
        .set(auth(admin))
        .attach('logo', PNG_1X1, 'logo.png');
      expect(first.status).toBe(200);
      expect(first.body.message).toBe('Logo saved');
      const url = first.body.identity.logoUrl as string;
      expect(url).toMatch(/^http:\/\/store\.test\/api\/images\/[0-9a-f]{24}$/);
      expect((await t.http.get(imagePath(url))).status).toBe(200);
      expect((await t.http.get('/api/settings')).body.logoUrl).toBe(url);

      // The sweep keeps a logo: the identity holds it.
      await t.app.get(ImageSweepService).sweep({ minAgeMs: 0 });
      expect((await t.http.get(imagePath(url))).status).toBe(200);

      const second = await t.http
        .put('/api/admin/settings/identity/logo')
        .set(auth(admin))
        .attach('logo', OTHER_PNG, 'logo2.png');
      expect(second.body.identity.logoUrl).not.toBe(url);
      expect((await t.http.get(imagePath(url))).status).toBe(404);

      // Saving the other fields keeps the logo.
      expect((await put(saved)).body.identity.logoUrl).toBe(second.body.identity.logoUrl);

      const removed = await t.http.delete('/api/admin/settings/identity/logo').set(auth(admin));
      expect(removed.body).toMatchObject({ message: 'Logo removed', identity: { logoUrl: null } });
      expect((await t.http.get(imagePath(second.body.identity.logoUrl))).status).toBe(404);
      expect((await t.http.get('/api/settings')).body.logoUrl).toBeNull();
    });

    it('refuses a file that is not an image (400 UNSUPPORTED_FILE) and a missing file (400), keeping the logo', async () => {
      const kept = (
        await t.http.put('/api/admin/settings/identity/logo').set(auth(admin)).attach('logo', PNG_1X1, 'a.png')
      ).body.identity.logoUrl;
      const fake = await t.http
        .put('/api/admin/settings/identity/logo')
        .set(auth(admin))
        .attach('logo', NOT_AN_IMAGE, 'logo.png');
      expectError(fake, 400, 'UNSUPPORTED_FILE');
      expectError(await t.http.put('/api/admin/settings/identity/logo').set(auth(admin)), 400, 'VALIDATION_FAILED');
      expect((await t.http.get('/api/settings')).body.logoUrl).toBe(kept);
    });

    it('takes a logo over GraphQL and removes it with removeStoreLogo', async () => {
      const uploaded = await gqlUpload(
        t.http,
        UPLOAD_LOGO,
        { logo: null },
        'variables.logo',
        { buffer: PNG_1X1, name: 'logo.png' },
        admin.token,
      );
      const url = uploaded.body.data.updateStoreLogo.identity.logoUrl as string;
      expect((await t.http.get(imagePath(url))).status).toBe(200);
      const fake = await gqlUpload(
        t.http,
        UPLOAD_LOGO,
        { logo: null },
        'variables.logo',
        { buffer: NOT_AN_IMAGE, name: 'logo.png' },
        admin.token,
      );
      expectGqlError(fake, 'UNSUPPORTED_FILE');
      expectGqlError(await gql(t.http, UPLOAD_LOGO, { logo: null }, admin.token), 'VALIDATION_FAILED');
      const removed = await gql(t.http, REMOVE_LOGO, {}, admin.token);
      expect(removed.body.data.removeStoreLogo).toEqual({ message: 'Logo removed', identity: { logoUrl: null } });
      expect((await t.http.get(imagePath(url))).status).toBe(404);
    });
  });

  it('names the store as saved in an email sent after the change, as its sender too, sent to the contact email as saved', async () => {
    await put({ ...saved, name: 'Lighthouse Books' });
    smtp.clear();
    const sent = await t.http
      .post('/api/contact')
      .set('x-forwarded-for', '203.0.113.9')
      .send({ name: 'Vi', email: 'vi@example.com', message: 'Hello' });
    expect(sent.status).toBe(200);
    await t.app.get(OutboxService).sweep();
    expect(smtp.to('help@northshelf.test')).toEqual([]);
    const [mail] = smtp.to('hello@harbour.example');
    expect(mail.text).toContain('Lighthouse Books');
    expect(mail.html).toContain('Lighthouse Books');
    expect(mail.text).not.toContain('Northshelf\n');
    // Sent under the new name, from the configured address (MAIL_FROM unset).
    expect(mail.from).toContain('Lighthouse Books');
    expect(mail.from).toContain('help@northshelf.test');
    expect(mail.from).not.toContain('Northshelf');
  });

  it("sends the store's notifications (a new complaint) to the contact email as saved, not STORE_EMAIL", async () => {
    await put({ ...saved, name: 'Lighthouse Books' });
    smtp.clear();
    await submit(t.http, shopper, { title: 'A torn cover' });
    await t.app.get(OutboxService).sweep();
    expect(smtp.to('help@northshelf.test')).toEqual([]);
    const mails = smtp.to('hello@harbour.example');
    expect(mails.map((mail) => mail.subject).join('\n')).toContain('A torn cover');
  });

  it('ships the new name in every page: the title and the settings the page carries', async () => {
    const GET_STORE_SETTINGS = clientOperation('lib/api/StoreSettings.graphql');
    const facts: PageShellFacts = {
      screens: [],
      sessionCookie: 'token',
      catalogue: { path: '/books', eagerCovers: 4, queries: [] },
      store: {
        defaultName: 'BookStore',
        queries: [{ operationName: 'GetStoreSettings', document: GET_STORE_SETTINGS, variables: {} }],
      },
    };
    const identity = t.app.get(StoreIdentityService);
    const schemaHost = t.app.get(GraphQLSchemaHost);
    const hints = allShellHints(
      settingsShellHints(
        () => schemaHost.schema,
        facts,
        () => identity.current.revision,
      ),
    );
    const shell = new ClientShell(
      '<html><head><title>BookStore</title></head></html>',
      facts,
      () => identity.current.name,
    );
    const app = express().use(clientShell(shell, hints));
    const page = async () => (await request(app).get('/about').set('Accept', 'text/html')).text;

    await put({ ...saved, name: 'Before Books' });
    expect(await page()).toContain('<title>Before Books</title>');
    await put({ ...saved, name: 'After & Books' });
    const html = await page();
    expect(html).toContain('<title>After &amp; Books</title>');
    expect(html).toContain('"name":"After & Books"');
    expect(html).not.toContain('Before Books');
  });
});
