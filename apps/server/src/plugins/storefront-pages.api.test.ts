// How a server-drawn page is put together (decision 024), with a stand-in renderer in a built-looking
// folder: the page's text goes in verbatim (even `$&`, which a string replacement reads as a pattern),
// its stylesheets are inline, and the app's scripts are asked for by the one inline loader, which the
// CSP allows by its hash, once the page has painted.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { APP_LOADER_SCRIPT } from './app-loader-script.js';
import { SECURITY_HEADERS } from './security-headers.js';
import { createPageDrawer, PAGE_DRAWS_AT_ONCE, type PageDrawer } from './storefront-pages.js';

const INDEX_HTML = [
  '<!doctype html><html><head><title>x</title><meta name="description" content="x">',
  '<script type="module" crossorigin src="/assets/index-aaa.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-bbb.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-ccc.css">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

const MANIFEST = {
  'index.html': {
    file: 'assets/index-aaa.js',
    isEntry: true,
    src: 'index.html',
    imports: ['_react.js'],
    dynamicImports: ['src/app/boot/app.ts', 'src/page.tsx'],
    css: ['assets/index-ccc.css'],
  },
  '_react.js': { file: 'assets/react-bbb.js' },
  // A boot stage (apps/web/src/app/boot/): loaded with the entry, its layout's CSS needed at once.
  'src/app/boot/app.ts': {
    file: 'assets/app-fff.js',
    imports: ['index.html', '_layout.js'],
    css: ['assets/app-ggg.css'],
  },
  '_layout.js': { file: 'assets/layout-hhh.js', css: ['assets/layout-iii.css'] },
  'src/page.tsx': { file: 'assets/page-ddd.js', imports: ['_react.js'], css: ['assets/page-eee.css'] },
};

/** Draws a product whose name holds every replacement pattern a string `replace` would expand. */
const RENDERER = `
export const SERVER_SHOP_NAME_KEY = 'x';
export const fullTitle = (title) => title + ' | Shop';
export const setUpServerRendering = () => {};
let drawing = 0;
globalThis.__mostDrawnAtOnce = 0;
export async function renderPage(url) {
  if (url === '/client-only') return null;
  if (url.startsWith('/slow/')) {
    drawing += 1;
    globalThis.__mostDrawnAtOnce = Math.max(globalThis.__mostDrawnAtOnce, drawing);
    await new Promise((resolve) => setTimeout(resolve, 20));
    drawing -= 1;
    return { status: 200, html: '<p>' + url + '</p>', meta: {}, state: {}, pageSource: 'src/page.tsx' };
  }
  return {
    status: 200,
    html: '<h1>Deal $& $\\' $\` $1 {{modules}}</h1>',
    meta: { title: 'Deal $&' },
    state: { name: 'Deal $& $\\'' },
    pageSource: 'src/page.tsx',
  };
}`;

describe('a page drawn on the server', () => {
  let t: TestApp;
  let draw: PageDrawer;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'eshop-drawn-'));

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'dist', 'assets'), { recursive: true });
    fs.mkdirSync(path.join(dist, 'dist', '.vite'));
    fs.mkdirSync(path.join(dist, 'dist-server'));
    fs.writeFileSync(path.join(dist, 'dist', 'assets', 'index-ccc.css'), '.entry{color:red}');
    fs.writeFileSync(path.join(dist, 'dist', 'assets', 'page-eee.css'), '.page{color:blue}');
    fs.writeFileSync(path.join(dist, 'dist', 'assets', 'app-ggg.css'), '.app{color:green}');
    fs.writeFileSync(path.join(dist, 'dist', 'assets', 'layout-iii.css'), '.layout{color:gray}');
    fs.writeFileSync(path.join(dist, 'dist', '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    fs.writeFileSync(path.join(dist, 'dist-server', 'entry-server.js'), RENDERER);
    fs.writeFileSync(path.join(dist, 'dist', 'index.html'), INDEX_HTML);
    t = await createTestApp('pglite', { WEB_DIST_DIR: path.join(dist, 'dist') });
    const drawer = await createPageDrawer(t.app, {
      distDir: path.join(dist, 'dist'),
      indexHtml: INDEX_HTML,
      publicUrl: 'http://shop.test',
    });
    if (!drawer) throw new Error('no drawer');
    draw = drawer;
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("keeps the page's text as it is, `$&` and all", async () => {
    const page = await draw('/p');
    expect(page?.body).toContain("<h1>Deal $& $' $` $1 {{modules}}</h1>");
    expect(page?.body).toContain('<title>Deal $&#38; | Shop</title>');
    expect(page?.body).toContain(
      `<script type="application/json" id="server-state">{"name":"Deal $& $'"}</script>`,
    );
  });

  it('draws a few pages at once and the rest in turn, each its own', async () => {
    const urls = Array.from({ length: PAGE_DRAWS_AT_ONCE * 3 }, (_, i) => `/slow/${i}`);
    const pages = await Promise.all(urls.map((url) => draw(url)));
    pages.forEach((page, i) => expect(page?.body).toContain(`<p>/slow/${i}</p>`));
    expect((globalThis as { __mostDrawnAtOnce?: number }).__mostDrawnAtOnce).toBe(PAGE_DRAWS_AT_ONCE);
  });

  it('draws a page under /de in German: its <html lang>, its canonical, and the page in every language (hreflang)', async () => {
    const german = (await draw('/de/p?page=2&sort=a-z'))?.body ?? '';
    expect(german).toContain('<html lang="de">');
    expect(german).toContain('<link rel="canonical" href="http://shop.test/de/p?page=2">');
    for (const [hreflang, href] of [
      ['en', 'http://shop.test/p?page=2'],
      ['de', 'http://shop.test/de/p?page=2'],
      ['x-default', 'http://shop.test/p?page=2'],
    ]) {
      expect(german).toContain(`<link rel="alternate" hreflang="${hreflang}" href="${href}">`);
    }
    expect((await draw('/p'))?.body).toContain('<html lang="en">');
    // A page the browser draws (index.html) is German too.
    const clientOnly = await t.app.inject({ method: 'GET', url: '/de/client-only' });
    expect(clientOnly.body).toContain('<html lang="de">');
  });

  it('inlines the stylesheets of the app, of its boot stages and of the page, in the order they apply', async () => {
    const body = (await draw('/p'))?.body ?? '';
    for (const rule of [
      '.entry{color:red}',
      '.layout{color:gray}',
      '.app{color:green}',
      '.page{color:blue}',
    ]) {
      expect(body).toContain(`<style>${rule}</style>`);
    }
    // Named by disabled links only (never fetched), so the app's chunk loader does not add them again.
    expect(body.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" href="/assets/index-ccc.css" disabled>',
      '<link rel="stylesheet" href="/assets/layout-iii.css" disabled>',
      '<link rel="stylesheet" href="/assets/app-ggg.css" disabled>',
      '<link rel="stylesheet" href="/assets/page-eee.css" disabled>',
    ]);
  });

  it('has no script the browser fetches before the first paint: one loader lists the entry, then every chunk once', async () => {
    const body = (await draw('/p'))?.body ?? '';
    expect(body).not.toContain('<script type="module"');
    expect(body).not.toContain('rel="modulepreload"');
    // The entry, its imports, the boot stages with theirs, then the page's own chunks.
    expect(body).toContain(
      `<script data-modules="/assets/index-aaa.js /assets/react-bbb.js /assets/app-fff.js /assets/layout-hhh.js /assets/page-ddd.js">${APP_LOADER_SCRIPT}</script></body>`,
    );
    // After the state it reads, which the app parses once loaded.
    expect(body.indexOf('id="server-state"')).toBeLessThan(body.indexOf('data-modules'));
  });

  it('the CSP allows the loader by its hash, and no other inline script', () => {
    const hash = createHash('sha256').update(APP_LOADER_SCRIPT).digest('base64');
    const scriptSrc = SECURITY_HEADERS['content-security-policy']?.match(/script-src ([^;]+)/)?.[1] ?? '';
    expect(scriptSrc.split(' ')).toEqual(["'self'", `'sha256-${hash}'`, 'https://js.stripe.com']);
  });

  it('is sent compressed as the browser prefers, the same bytes each time (compressed once)', async () => {
    const plain = (await draw('/p'))?.body ?? '';
    const get = (acceptEncoding: string) =>
      t.app.inject({ method: 'GET', url: '/p', headers: { 'accept-encoding': acceptEncoding } });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    expect((await get('br')).rawPayload.equals(br.rawPayload)).toBe(true);
    const gzip = await get('gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    const none = await get('identity');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(plain);
  });

  it('leaves a page the browser draws to index.html', async () => {
    expect(await draw('/client-only')).toBeUndefined();
  });
});
