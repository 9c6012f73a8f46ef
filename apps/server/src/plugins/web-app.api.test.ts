// The server hands out the built web app: assets, index.html with the shop's name for every
// client-side route, and JSON 404s for the paths it owns.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('serving the web app', () => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'eshop-web-dist-'));

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<title>__SHOP_NAME__</title><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    const bundle = `export const copy = ${JSON.stringify('Shop now. '.repeat(400))};`;
    fs.writeFileSync(path.join(dist, 'assets', 'home-def456.js'), bundle);
    fs.writeFileSync(path.join(dist, 'assets', 'home-def456.js.br'), zlib.brotliCompressSync(bundle));
    fs.writeFileSync(path.join(dist, 'assets', 'home-def456.js.gz'), zlib.gzipSync(bundle));
    t = await createTestApp('pglite', { WEB_DIST_DIR: dist, SHOP_NAME: 'Corner <Shop>' });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    '/',
    '/index.html',
    '/cart',
    '/product-details/123',
    '/category/Health%20%26%20Beauty',
    '/no/such/page',
    '/product-details/a.b',
  ])('answers %s with the app, the shop name filled in and escaped', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<title>Corner &#60;Shop&#62;</title>');
  });

  it('serves hashed assets with long-lived caching', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it.each([
    ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
    ['gzip', 'gzip', zlib.gunzipSync],
  ] as const)(
    "sends the build's precompressed copy of an asset to a browser accepting %s",
    async (acceptEncoding, encoding, decompress) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/assets/home-def456.js',
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toContain('javascript');
      expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
      const original = fs.readFileSync(path.join(dist, 'assets', 'home-def456.js'));
      expect(decompress(response.rawPayload).equals(original)).toBe(true);
    },
  );

  it('sends the plain asset to a client that accepts no compression', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/home-def456.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toContain('Shop now.');
  });

  it('sends security headers with a content security policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['/assets/missing.js', '/api/unknown', '/uploads/x.png', '/favicon-missing.ico'])(
    'answers a miss under %s with a JSON 404',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    },
  );

  it('does not answer a POST to a page with the app', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/cart', payload: {} });
    expect(response.statusCode).toBe(404);
  });
});
