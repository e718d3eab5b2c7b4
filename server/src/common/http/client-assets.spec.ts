import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { clientCacheHeaders, IMMUTABLE, precompressedClientAssets, REVALIDATE } from './client-assets';

describe('the built client as served', () => {
  const script = `console.log(${JSON.stringify('a book '.repeat(400))});`;
  let root: string;
  let app: express.Express;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'client-dist-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(root, 'assets', 'index-abc123.js'), script);
    writeFileSync(join(root, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(root, 'assets', 'index-abc123.js.gz'), gzipSync(script));
    writeFileSync(join(root, 'secret.js'), 'not an asset');
    writeFileSync(join(root, 'secret.js.br'), brotliCompressSync('not an asset'));
    app = express();
    app.use(precompressedClientAssets(root));
    app.use(express.static(root, { setHeaders: clientCacheHeaders }));
  });

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  };

  it('sends the brotli copy of a hashed script to a browser that accepts brotli, cached for a year', async () => {
    const res = await request(app)
      .get('/assets/index-abc123.js')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .buffer(true)
      .parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toBe('Accept-Encoding');
    // The compressed file's bytes went over the wire; supertest decompresses them.
    expect(Number(res.headers['content-length'])).toBe(brotliCompressSync(script).length);
    expect((res.body as Buffer).toString()).toBe(script);
  });

  it('sends the gzip copy to a browser that accepts only gzip', async () => {
    const res = await request(app)
      .get('/assets/index-abc123.js')
      .set('Accept-Encoding', 'gzip')
      .buffer(true)
      .parse(binary);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(Number(res.headers['content-length'])).toBe(gzipSync(script).length);
    expect((res.body as Buffer).toString()).toBe(script);
  });

  it('sends the file as it is to a client that accepts no compression, still cached for a year', async () => {
    const res = await request(app).get('/assets/index-abc123.js').set('Accept-Encoding', 'identity');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.text).toBe(script);
  });

  it('has the browser revalidate the app shell, so a release is seen at once', async () => {
    const res = await request(app).get('/index.html');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(REVALIDATE);
  });

  it('serves no compressed copy from outside the assets folder', async () => {
    const res = await request(app).get('/assets/..%2Fsecret.js').set('Accept-Encoding', 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
