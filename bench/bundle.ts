// Bundle benchmark: the JavaScript the home page (and each storefront page) downloads over the wire. It starts the real built
// shop, opens `/` in Chromium (Debian's, through Playwright) and adds up the encoded (as transferred)
// body sizes of every JavaScript response until the network is idle, lazily imported chunks included;
// then it scrolls to the bottom and lists what that fetches as well (information, not budgeted).
// The chunks the home page fetched must contain no admin or checkout code. It also lists every
// chunk in apps/web/dist/assets, and the static number of before: the entry script and
// modulepreloads of index.html, gzipped at level 9.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser, type Request } from 'playwright-core';
import { WEB_DIST } from './paths.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startShop } from './shop.js';

export type ChunkSize = {
  file: string;
  bytes: number;
  gzipBytes: number;
  /** Bytes transferred when the home page fetched it (Chromium's own Accept-Encoding); absent if not. */
  homeWireBytes?: number;
};

export type WireChunk = {
  /** Path of the URL, e.g. /assets/index-abc.js. */
  path: string;
  /** Content-Encoding of the answer ('' when none). */
  encoding: string;
  /** Encoded body size, as transferred. */
  wireBytes: number;
  /** Decoded body size. */
  bytes: number;
  /** Requested only after scrolling to the bottom of the page. */
  afterScroll: boolean;
};

export type WireLoad = {
  /** Accept-Encoding that Chromium sent with the scripts. */
  acceptEncoding: string;
  /** JavaScript fetched until the network was idle, in KB as transferred (the budgeted number). */
  jsWireKb: number;
  /** The same, decoded. */
  jsKb: number;
  /** JavaScript fetched only once the page was scrolled to the bottom, in KB as transferred. */
  afterScrollJsWireKb: number;
  chunks: WireChunk[];
};

/** One storefront page's JavaScript until the network was idle (scrolling not included). */
export type PageLoad = { page: string; path: string; jsWireKb: number; scripts: number };

export type BundleResult = {
  present: boolean;
  /** Home, category, search, product and cart pages, each in a fresh context (Chromium's encodings). */
  pages?: PageLoad[];
  /** Budgeted: the most JavaScript any of `pages` loads. */
  largestPageJsWireKb?: number;
  /** The home page with Chromium's own Accept-Encoding header. */
  wire?: WireLoad;
  /** The same page with `Accept-Encoding: gzip, deflate, br` forced (information). */
  wireBrotli?: WireLoad;
  /** Budgeted: `wire.jsWireKb`. */
  homeJsWireKb: number;
  /** index.html's entry script and modulepreloads, gzipped at level 9 (information, as before). */
  homeJsGzipKb: number;
  homeJsKb: number;
  homeCssGzipKb: number;
  chunks: ChunkSize[];
  /** Chunks the home page fetched that look like admin or checkout code, with the reason. */
  leaks: { file: string; reason: string }[];
};

type Log = (message: string) => void;

/**
 * Strings only checkout code contains: Stripe's loader and the address form's region list. Not copy:
 * every text lives in the one dictionary (copy/en.ts) the home page loads. Admin code is caught by
 * its chunk name until the admin area has code of its own to look for.
 */
const FORBIDDEN_STRINGS = ['js.stripe.com', 'Alabama'];
const FORBIDDEN_FILE_NAMES = /(^|[-_/])(admin|checkout)/i;
/** The network counts as idle after this long without a request in flight. */
const QUIET_MS = 1_000;
const LOAD_TIMEOUT_MS = 30_000;

const attribute = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];

/** Asset paths that index.html loads: module scripts and modulepreload links, then stylesheets. */
export function homeAssets(html: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, 'src');
    if (src) scripts.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, 'rel')?.toLowerCase();
    const href = attribute(tag, 'href');
    if (!href) continue;
    if (rel === 'modulepreload') scripts.add(href);
    if (rel === 'stylesheet') styles.add(href);
  }
  const local = (url: string) => url.replace(/^\//, '').split(/[?#]/)[0] ?? url;
  return { scripts: [...scripts].map(local), styles: [...styles].map(local) };
}

const gzipSize = (content: Buffer): number => zlib.gzipSync(content, { level: 9 }).length;
const kb = (bytes: number) => bytes / 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Why a chunk looks like admin or checkout code, or nothing. */
function suspicions(file: string, content: string): string[] {
  const reasons = FORBIDDEN_FILE_NAMES.test(path.basename(file)) ? ['file name'] : [];
  for (const needle of FORBIDDEN_STRINGS) {
    if (content.includes(needle)) reasons.push(`contains "${needle}"`);
  }
  return reasons;
}

type Loaded = { load: WireLoad; contents: Map<string, string> };

/**
 * Opens `url` in a fresh context (empty cache), waits until no request has been in flight for
 * QUIET_MS, then scrolls to the bottom a viewport at a time and waits again.
 */
async function loadPage(browser: Browser, url: string, acceptEncoding?: string): Promise<Loaded> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    ...(acceptEncoding ? { extraHTTPHeaders: { 'Accept-Encoding': acceptEncoding } } : {}),
  });
  try {
    const page = await context.newPage();
    let phase: 'load' | 'scroll' = 'load';
    let inFlight = 0;
    let lastActivity = performance.now();
    const phaseOf = new Map<Request, 'load' | 'scroll'>();
    const chunks: WireChunk[] = [];
    const contents = new Map<string, string>();
    const headers: string[] = [];
    const pending: Promise<void>[] = [];

    const record = async (request: Request) => {
      const response = await request.response();
      if (!response) return;
      const requestPath = new URL(request.url()).pathname;
      const type = response.headers()['content-type'] ?? '';
      if (!/javascript|ecmascript/i.test(type) && !/\.m?js$/.test(requestPath)) return;
      const [sizes, body, sent] = await Promise.all([request.sizes(), response.body(), request.allHeaders()]);
      headers.push(sent['accept-encoding'] ?? '');
      contents.set(requestPath, body.toString('utf8'));
      chunks.push({
        path: requestPath,
        encoding: response.headers()['content-encoding'] ?? '',
        wireBytes: sizes.responseBodySize,
        bytes: body.length,
        afterScroll: phaseOf.get(request) === 'scroll',
      });
    };
    page.on('request', (request) => {
      inFlight += 1;
      lastActivity = performance.now();
      phaseOf.set(request, phase);
    });
    page.on('requestfinished', (request) => {
      inFlight -= 1;
      lastActivity = performance.now();
      pending.push(record(request));
    });
    page.on('requestfailed', () => {
      inFlight -= 1;
      lastActivity = performance.now();
    });
    const idle = async () => {
      const since = performance.now();
      while (inFlight > 0 || performance.now() - lastActivity < QUIET_MS) {
        if (performance.now() - since > LOAD_TIMEOUT_MS) {
          throw new Error(`${url}: the network was not idle after ${LOAD_TIMEOUT_MS} ms`);
        }
        await sleep(50);
      }
    };

    const response = await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    if (!response?.ok()) throw new Error(`GET ${url} answered ${response?.status()}`);
    await idle();
    phase = 'scroll';
    // Strings: this code runs in the page, and bench/ is type-checked without the DOM library.
    const height = Number(await page.evaluate('document.documentElement.scrollHeight'));
    for (let y = 0; y <= height; y += 600) {
      await page.evaluate(`window.scrollTo(0, ${y})`);
      await sleep(100);
    }
    await idle();
    await Promise.all(pending);

    chunks.sort((a, b) => Number(a.afterScroll) - Number(b.afterScroll) || b.wireBytes - a.wireBytes);
    const onLoad = chunks.filter((chunk) => !chunk.afterScroll);
    const sum = (list: WireChunk[], key: 'wireBytes' | 'bytes') =>
      kb(list.reduce((total, chunk) => total + chunk[key], 0));
    return {
      load: {
        acceptEncoding: [...new Set(headers)].join(' | '),
        jsWireKb: sum(onLoad, 'wireBytes'),
        jsKb: sum(onLoad, 'bytes'),
        afterScrollJsWireKb: sum(
          chunks.filter((chunk) => chunk.afterScroll),
          'wireBytes',
        ),
        chunks,
      },
      contents,
    };
  } finally {
    await context.close();
  }
}

/** A category, a search, a product and the cart of the demo shop, by their addresses. */
async function storefrontPaths(baseUrl: string): Promise<[string, string][]> {
  const read = async <T>(apiPath: string): Promise<T> => {
    const response = await fetch(`${baseUrl}${apiPath}`);
    if (!response.ok) throw new Error(`GET ${apiPath} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const [{ items: categories }, { items: products }] = await Promise.all([
    read<{ items: { name: string }[] }>('/api/categories'),
    read<{ items: { id: string }[] }>('/api/products'),
  ]);
  const category = categories[0]?.name;
  const product = products[0]?.id;
  if (!category || !product) throw new Error('The shop has no category or no product to open.');
  return [
    ['category', `/category/${encodeURIComponent(category)}`],
    ['search', '/search?search=phone'],
    ['product', `/product-details/${product}`],
    ['cart', '/cart'],
  ];
}

/** The static measure of before: what index.html references, gzipped at level 9. */
function staticHome() {
  const { scripts, styles } = homeAssets(fs.readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8'));
  const existing = (files: string[]) =>
    files.map((file) => path.join(WEB_DIST, file)).filter((full) => fs.existsSync(full));
  const js = existing(scripts).map((full) => fs.readFileSync(full));
  return {
    homeJsKb: kb(js.reduce((sum, content) => sum + content.length, 0)),
    homeJsGzipKb: kb(js.reduce((sum, content) => sum + gzipSize(content), 0)),
    homeCssGzipKb: kb(existing(styles).reduce((sum, full) => sum + gzipSize(fs.readFileSync(full)), 0)),
  };
}

export async function runBundle(log: Log): Promise<BundleResult> {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
    return {
      present: false,
      homeJsWireKb: 0,
      homeJsGzipKb: 0,
      homeJsKb: 0,
      homeCssGzipKb: 0,
      chunks: [],
      leaks: [],
    };
  }
  const shop = await startShop('bundle', log);
  let native: Loaded;
  let brotli: Loaded;
  let pages: { page: string; path: string; load: WireLoad }[];
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    try {
      native = await loadPage(browser, `${shop.baseUrl}/`);
      brotli = await loadPage(browser, `${shop.baseUrl}/`, 'gzip, deflate, br');
      pages = [{ page: 'home', path: '/', load: native.load }];
      for (const [page, pagePath] of await storefrontPaths(shop.baseUrl)) {
        pages.push({
          page,
          path: pagePath,
          load: (await loadPage(browser, `${shop.baseUrl}${pagePath}`)).load,
        });
      }
    } finally {
      await browser.close();
    }
  } finally {
    await shop.stop();
  }
  const wire = native.load;
  log(
    `[bundle] home page JS over the wire: ${wire.jsWireKb.toFixed(1)} KB ` +
      `in ${wire.chunks.filter((c) => !c.afterScroll).length} chunks (Accept-Encoding: ${wire.acceptEncoding})`,
  );

  const leaks: BundleResult['leaks'] = [];
  for (const chunk of wire.chunks) {
    for (const reason of suspicions(chunk.path, native.contents.get(chunk.path) ?? '')) {
      leaks.push({ file: chunk.path, reason: chunk.afterScroll ? `${reason} (after scrolling)` : reason });
    }
  }

  const assetsDir = path.join(WEB_DIST, 'assets');
  const files = fs.existsSync(assetsDir)
    ? fs.readdirSync(assetsDir).filter((f) => /\.(js|mjs)$/.test(f))
    : [];
  const wireByPath = new Map(wire.chunks.map((chunk) => [chunk.path, chunk.wireBytes]));
  const chunks: ChunkSize[] = files.map((name) => {
    const file = path.join('assets', name);
    const content = fs.readFileSync(path.join(WEB_DIST, file));
    const homeWireBytes = wireByPath.get(`/${file}`);
    return {
      file,
      bytes: content.length,
      gzipBytes: gzipSize(content),
      ...(homeWireBytes === undefined ? {} : { homeWireBytes }),
    };
  });
  chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);

  const pageLoads: PageLoad[] = pages.map(({ page, path: pagePath, load }) => ({
    page,
    path: pagePath,
    jsWireKb: load.jsWireKb,
    scripts: load.chunks.filter((c) => !c.afterScroll).length,
  }));
  for (const load of pageLoads) {
    log(
      `[bundle] ${load.page} (${load.path}): ${load.jsWireKb.toFixed(1)} KB of JS in ${load.scripts} scripts`,
    );
  }
  return {
    present: true,
    pages: pageLoads,
    largestPageJsWireKb: Math.max(...pageLoads.map((load) => load.jsWireKb)),
    wire,
    wireBrotli: brotli.load,
    homeJsWireKb: wire.jsWireKb,
    ...staticHome(),
    chunks,
    leaks,
  };
}
