import { GraphQLSchemaHost } from '@nestjs/graphql';
import express, { type Request } from 'express';
import request from 'supertest';
import { allShellHints, ClientShell, clientShell, type PageShellFacts } from '../../src/common/http/client-shell';
import { settingsShellHints } from '../../src/config/settings-shell';
import { clientOperation } from '../setup/client-operations';
import { gql } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';

/** The client's own settings query, as Apollo sends it. */
const GET_STORE_SETTINGS = clientOperation('lib/api/StoreSettings.graphql');

/** The store's part of the build's page-shell.json, as client/src/app/page-shell.ts writes it. */
const FACTS: PageShellFacts = {
  screens: [],
  sessionCookie: 'token',
  catalogue: { path: '/books', eagerCovers: 4, queries: [] },
  store: {
    defaultName: 'BookStore',
    queries: [{ operationName: 'GetStoreSettings', document: GET_STORE_SETTINGS, variables: {} }],
  },
};

/** A page as the client's build writes index.html: the store named in the title, the header and the note. */
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>BookStore</title>
  </head>
  <body>
    <div id="root"><header><a href="/">BookStore</a></header></div>
    <noscript><p>BookStore needs JavaScript.</p></noscript>
  </body>
</html>
`;

const pageRequest = () => ({ headers: { accept: 'text/html' } }) as unknown as Request;

function initialData(html: string): Record<string, unknown> {
  const json = /<script type="application\/json" id="initial-data">(.*?)<\/script>/s.exec(html)?.[1];
  return json ? (JSON.parse(json) as Record<string, unknown>) : {};
}

describe("the page shell: every page names the store and ships the store's settings", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      STORE_NAME: 'Ink & Quill',
      STORE_EMAIL: 'hello@inkandquill.test',
      STORE_ADDRESS: '2 Paper Row, Quilltown',
      STORE_SOCIAL_LINKS: 'https://www.instagram.com/inkandquill',
    });
  });

  afterAll(() => t.close());

  const shellApp = () => {
    const schemaHost = t.app.get(GraphQLSchemaHost);
    const hints = allShellHints(settingsShellHints(() => schemaHost.schema, FACTS));
    return express().use(clientShell(new ClientShell(TEMPLATE, FACTS, t.config.store.name), hints));
  };

  it('ships exactly what GetStoreSettings answers over GraphQL', async () => {
    const schemaHost = t.app.get(GraphQLSchemaHost);
    const shipped = await settingsShellHints(
      () => schemaHost.schema,
      FACTS,
    )({
      path: '/login',
      query: '',
      cookie: '',
      request: pageRequest(),
    });
    const answered = await gql(t.http, GET_STORE_SETTINGS);
    expect(answered.body.errors).toBeUndefined();
    expect(answered.body.data.storeSettings).toMatchObject({
      __typename: 'StoreSettings',
      name: 'Ink & Quill',
      contactEmail: 'hello@inkandquill.test',
      contactPhone: null,
      socialLinks: [{ __typename: 'SocialLink', name: 'Instagram', url: 'https://www.instagram.com/inkandquill' }],
    });
    expect(shipped.personal).toBeUndefined();
    expect(JSON.parse(JSON.stringify(shipped.data))).toStrictEqual({
      GetStoreSettings: { variables: {}, data: answered.body.data },
    });
  });

  it("serves every page, a visitor's too, with the configured name and the settings, cacheable by anyone", async () => {
    const app = shellApp();
    for (const path of ['/', '/login', '/contact', '/about', '/books']) {
      const res = await request(app).get(path).set('Accept', 'text/html');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain('<title>Ink &amp; Quill</title>');
      expect(res.text).toContain('<a href="/">Ink &amp; Quill</a>');
      expect(res.text).toContain('<p>Ink &amp; Quill needs JavaScript.</p>');
      expect(res.text).not.toContain('BookStore');
      expect(initialData(res.text)).toEqual({
        GetStoreSettings: { variables: {}, data: (await gql(t.http, GET_STORE_SETTINGS)).body.data },
      });
    }
  });
});
