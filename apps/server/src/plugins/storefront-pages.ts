// Storefront pages drawn on the server (decision 024): the web app's own renderer (built to
// apps/web/dist-server) draws the catalogue's pages with their products in the HTML, so a phone shows
// them before any script runs and a crawler or a link preview sees them. Its API requests are answered
// by this server in process (`app.inject`, through the read cache). Whole pages are kept in the same
// cache as the catalogue's answers, so the events that clear one (a product edited or sold, on any
// instance) clear the other.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pLimit from 'p-limit';
import { APP_LOADER_SCRIPT } from './app-loader-script.js';
import { escapeHtml } from './html.js';
import {
  LANGUAGES,
  DEFAULT_LANGUAGE,
  pathIn,
  splitLanguagePath,
  type Language,
  type ShopLook,
} from '@eshop/shared';
import { shopHead, withLanguage } from './shop-head.js';

/** What apps/web/src/entry-server.tsx exports (its build is plain JS, so typed here). */
type PageMeta = {
  title?: string;
  description?: string;
  image?: string;
  type?: 'website' | 'product';
  jsonLd?: Record<string, unknown>[];
  status?: number;
  noindex?: boolean;
};
type RenderedPage = {
  status: number;
  html: string;
  meta: PageMeta;
  state: Record<string, unknown>;
  pageSource?: string;
  /** The shop's name and the tab's title as the page was drawn (from the config its render read). */
  shopName?: string;
  fullTitle?: string;
};
type Renderer = {
  SERVER_SHOP_NAME_KEY: string;
  fullTitle: (title?: string) => string;
  setUpServerRendering: (options: { request: InProcessRequest }) => void;
  renderPage: (url: string, options: { origin: string }) => Promise<RenderedPage | null>;
};
type ManifestChunk = {
  file: string;
  src?: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
};

/** Where the app's boot stages live (apps/web/src/main.tsx imports them one after another). */
const BOOT_STAGE_SOURCE = /^src\/app\/boot\//;

export type DrawnPage = { status: number; body: string };
/** The page at `url` as HTML, or undefined when the browser draws it (index.html then). */
export type PageDrawer = (url: string) => Promise<DrawnPage | undefined>;

/** JSON inside <script>: nothing in it may close the element or start a comment. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Pages drawn at once; the rest wait their turn, first come first drawn (decision 083). A draw is a
 * few milliseconds of CPU around short waits (its in-process queries, a product's variants): a few at
 * once keep the process busy through those waits. Fifty at once (a crawler, a sale) interleaved
 * them, so a page started early could finish late. Measured again with a load client per run
 * (decision 084), uncached category pages at 1M products, 50 connections, two runs each: p99
 * 1.2-1.9 s and slowest 1.6-2.2 s with this limit, against 2.9-3.3 s and 5.6-6.1 s without it, at
 * 97-134 pages a second against 148-154 (runs here differ by 20-30%). Product pages, whose draws
 * seldom overlap, were alike either way.
 */
export const PAGE_DRAWS_AT_ONCE = 4;

/** Link parameters the shop's listings take; everything else (filters, sort) is a view of the same page. */
const CANONICAL_PARAMS = ['page'];

export async function createPageDrawer(
  app: FastifyInstance,
  options: { distDir: string; indexHtml: string; publicUrl: string },
): Promise<PageDrawer | undefined> {
  const rendererPath = path.join(options.distDir, '..', 'dist-server', 'entry-server.js');
  const manifestPath = path.join(options.distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(rendererPath) || !fs.existsSync(manifestPath)) {
    app.log.warn(`No server renderer at ${rendererPath}; every page is drawn in the browser.`);
    return undefined;
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  // The renderer reads the shop's name when it loads (lib/shop-name.ts); each render then follows the
  // shop's config.
  (globalThis as Record<string, unknown>).__ESHOP_SHOP_NAME__ = app.shopSettings.current().shopName;
  const renderer = (await import(pathToFileURL(rendererPath).href)) as Renderer;
  renderer.setUpServerRendering({ request: inProcessRequest(app) });

  // The template without the head tags each page writes for itself, its stylesheet inline.
  const inlineCss = createCssInliner(options.distDir);
  const boot = bootStageAssets(manifest);
  const { html: template, modules: entryModules } = loadAppAfterPaint(
    inlineCss(
      options.indexHtml
        .replace(/<title>[^<]*<\/title>\s*/, '')
        .replace(/<meta name="description"[^>]*>\s*/, '')
        // After the entry's own stylesheet, in the order the stages import them.
        .replace('</head>', () => `${boot.css}</head>`),
    ),
    boot.code,
  );
  const origin = options.publicUrl;
  const templateParts = splitTemplateOnce(template);
  // A template without one of the places fails the start, not every page.
  templateParts(DEFAULT_LANGUAGE, app.shopSettings.current().shopName, app.shopSettings.current().look);

  const draw = async (url: string): Promise<DrawnPage | undefined> => {
    const page = await renderer.renderPage(url, { origin });
    if (!page) return undefined;
    const { look, shopName: currentName } = app.shopSettings.current();
    const shopName = page.shopName ?? currentName;
    const { language } = splitLanguagePath(new URL(url, origin).pathname);
    // A German page's texts come with its code, so hydrating waits on no extra round trip.
    const languageSource = language === DEFAULT_LANGUAGE ? undefined : `src/copy/${language}.ts`;
    const assets = pageAssets(manifest, [page.pageSource, languageSource], entryModules);
    const canonical = canonicalUrl(origin, url);
    const indexed = page.meta.status !== 404 && !page.meta.noindex;
    const head = [
      headTags(page.meta, page.fullTitle ?? renderer.fullTitle(page.meta.title), canonical, shopName),
      indexed ? languageAlternates(origin, canonical) : '',
      inlineCss(assets.css),
    ].join('');
    const [beforeHeadEnd, beforeRoot, beforeLoader, beforeModules, end] = templateParts(
      language,
      shopName,
      look,
    );
    // Joined once: a page is 60-80 KB, and replacing in it one place at a time copied it each time.
    const body = [
      beforeHeadEnd,
      head,
      '</head>',
      beforeRoot,
      '<div id="root">',
      page.html,
      '</div>',
      beforeLoader,
      `<script type="application/json" id="server-state">${jsonForScript(page.state)}</script>`,
      '<script data-modules=',
      beforeModules,
      assets.code.map((file) => ` ${file}`).join(''),
      end,
    ].join('');
    return { status: page.status, body };
  };

  const inTurn = pLimit(PAGE_DRAWS_AT_ONCE);
  return async (url) =>
    (await app.catalogCache.get(`page:${url}`, async () => ({ page: await inTurn(() => draw(url)) }))).page;
}

/** Where each page puts its own parts into the template, in the order they come in it. */
const PAGE_PLACES = ['</head>', '<div id="root"></div>', '<script data-modules=', '{{modules}}'] as const;

/**
 * The template with the shop's name, look and a language in it, cut where each page puts its own parts
 * (PAGE_PLACES): made again only when the shop's name or look changes.
 */
type TemplateParts = [string, string, string, string, string];

function splitTemplateOnce(template: string) {
  const made = new Map<Language, { shopName: string; look: ShopLook; parts: TemplateParts }>();
  return (language: Language, shopName: string, look: ShopLook): TemplateParts => {
    const kept = made.get(language);
    if (kept?.shopName === shopName && kept.look === look) return kept.parts;
    let rest = withLanguage(shopHead(template, { shopName, look }), language);
    const parts: string[] = [];
    for (const place of PAGE_PLACES) {
      const at = rest.indexOf(place);
      if (at < 0) throw new Error(`The page template has no ${place}`);
      parts.push(rest.slice(0, at));
      rest = rest.slice(at + place.length);
    }
    parts.push(rest);
    const [beforeHeadEnd = '', beforeRoot = '', beforeLoader = '', beforeModules = '', end = ''] = parts;
    const cut: TemplateParts = [beforeHeadEnd, beforeRoot, beforeLoader, beforeModules, end];
    made.set(language, { shopName, look, parts: cut });
    return cut;
  };
}

function canonicalUrl(origin: string, url: string): string {
  const parsed = new URL(url, origin);
  const kept = new URLSearchParams();
  for (const name of CANONICAL_PARAMS) {
    const value = parsed.searchParams.get(name);
    if (value && value !== '1') kept.set(name, value);
  }
  const query = kept.toString();
  return `${origin}${parsed.pathname}${query ? `?${query}` : ''}`;
}

/**
 * The same page in every language (`hreflang`), English also as the default for other languages:
 * search engines then show each shopper the page in theirs (decision 068).
 */
function languageAlternates(origin: string, canonical: string): string {
  const { pathname, search } = new URL(canonical);
  const { path } = splitLanguagePath(pathname);
  const link = (hreflang: string, href: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`;
  return [
    ...LANGUAGES.map((language) => link(language, `${origin}${pathIn(language, path)}${search}`)),
    link('x-default', `${origin}${pathIn(DEFAULT_LANGUAGE, path)}${search}`),
  ].join('');
}

function headTags(meta: PageMeta, title: string, canonical: string, shopName: string): string {
  const image = meta.image ? new URL(meta.image, canonical).toString() : undefined;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta.description && `<meta name="description" content="${escapeHtml(meta.description)}">`,
    meta.status === 404 || meta.noindex
      ? '<meta name="robots" content="noindex">'
      : `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<meta property="og:site_name" content="${escapeHtml(shopName)}">`,
    `<meta property="og:type" content="${meta.type ?? 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    meta.description && `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    image && `<meta property="og:image" content="${escapeHtml(image)}">`,
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(title)}">`,
    meta.description && `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
    image && `<meta name="twitter:image" content="${escapeHtml(image)}">`,
    ...(meta.jsonLd ?? []).map(
      (data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`,
    ),
  ];
  return tags.filter(Boolean).join('');
}

/** The CSS (as stylesheet links) and code files of a page's chunks and of the chunks they import. */
function pageAssets(
  manifest: Record<string, ManifestChunk>,
  sources: readonly (string | undefined)[],
  entryModules: ReadonlySet<string>,
): { css: string; code: string[] } {
  const css = new Set<string>();
  const code = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    // The entry's code (and so its CSS and imports) is already in the template.
    if (!chunk || entryModules.has(`/${chunk.file}`) || code.has(chunk.file)) return;
    code.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) if (source) visit(source);
  return {
    css: [...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join(''),
    code: [...code].map((file) => `/${file}`),
  };
}

/**
 * The code of the app's boot stages (dynamic imports of the entry, evaluated one after another so no
 * single task evaluates it all) and of the chunks they import, preloaded with the entry's own so the
 * stages wait on no round trip; and their CSS (the layout's), which a drawn page needs at once.
 */
function bootStageAssets(manifest: Record<string, ManifestChunk>): { code: string[]; css: string } {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.src === 'index.html');
  const code = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk === entry || code.has(`/${chunk.file}`)) return;
    code.add(`/${chunk.file}`);
    // A chunk's imports come before it, as the browser applies them.
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const file of chunk.css ?? []) css.add(file);
  };
  for (const key of entry?.dynamicImports ?? []) if (BOOT_STAGE_SOURCE.test(key)) visit(key);
  if (code.size === 0) throw new Error('The built app has no boot stages (src/app/boot/) to preload');
  return {
    code: [...code],
    css: [...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join(''),
  };
}

/**
 * The template's entry script and module preloads replaced by the loader (app-loader-script.ts),
 * which asks for them once the page has painted; `{{modules}}` is where each page adds its own chunks.
 */
function loadAppAfterPaint(
  html: string,
  bootModules: readonly string[],
): { html: string; modules: ReadonlySet<string> } {
  const modules: string[] = [];
  const withoutScripts = html
    .replace(
      /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>\s*/,
      (_tag, file: string) => {
        modules.unshift(file);
        return '';
      },
    )
    .replace(
      /<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">\s*/g,
      (_tag, file: string) => {
        modules.push(file);
        return '';
      },
    );
  if (!modules[0]?.includes('/index-')) throw new Error('index.html has no entry script to load after paint');
  for (const file of bootModules) if (!modules.includes(file)) modules.push(file);
  const withLoader = withoutScripts.replace(
    '</body>',
    () => `<script data-modules="${modules.join(' ')}{{modules}}">${APP_LOADER_SCRIPT}</script></body>`,
  );
  return { html: withLoader, modules: new Set(modules) };
}

/**
 * Stylesheet links as <style> elements. On a phone's network each stylesheet is a round trip before
 * the first paint (Lighthouse measured 2.3-2.9 s FCP with seven of them); inline, the page paints as
 * soon as its HTML arrives. The whole storefront's CSS is a few KB compressed, and the CSP allows
 * inline styles. Files are read once.
 */
function createCssInliner(distDir: string): (html: string) => string {
  const files = new Map<string, string>();
  const read = (file: string) => {
    let css = files.get(file);
    if (css === undefined) {
      css = fs.readFileSync(path.join(distDir, file), 'utf8');
      files.set(file, css);
    }
    return css;
  };
  // Each stylesheet also stays named by a disabled link (never fetched, never applied): when the app
  // loads the page's chunk, Vite's preload helper skips the stylesheets a link already names, and
  // would otherwise append them again at the end of <head>, after the header's own rules (on a
  // product page the phone menu's button then showed on a desktop).
  return (html) =>
    html.replace(
      /<link rel="stylesheet"[^>]*href="\/(assets\/[\w.-]+\.css)"[^>]*>/g,
      (_link, file: string) => `<style>${read(file)}</style><link rel="stylesheet" href="/${file}" disabled>`,
    );
}

/** A GET of `path` ('/api/...') and its answer, as the renderer's requests need them. */
type InProcessRequest = (path: string) => Promise<{ status: number; body: string }>;

/** Requests answered by this server's own routes, without a socket (and as a visitor: no cookies). */
function inProcessRequest(app: FastifyInstance): InProcessRequest {
  return async (path) => {
    const response = await app.inject({ method: 'GET', url: path, headers: { accept: 'application/json' } });
    return { status: response.statusCode, body: response.payload };
  };
}
