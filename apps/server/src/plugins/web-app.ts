// Serves the built storefront (apps/web/dist) from the same process as the API: hashed assets with
// long caching, catalogue pages drawn on the server (storefront-pages.ts), index.html for every other
// client-side route, and the shop's name and colours (Admin > Settings) put into the page.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { splitLanguagePath, type Language } from '@eshop/shared';
import { shopHead, withLanguage } from './shop-head.js';
import { compressedCopy, preferredEncoding } from '../lib/compressed-answer.js';
import { createPageDrawer } from './storefront-pages.js';

/** Pages are kept whole in the read cache: a little more effort buys smaller copies (decision 024). */
const PAGE_BROTLI_QUALITY = 5;

export type PageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** Paths the server owns; a miss under them is a JSON 404, never the web app. */
export const isServerPath = (url: string): boolean => {
  const pathname = url.split('?')[0] ?? '';
  if (/^\/(api|demo-images|uploads|assets)(\/|$)/.test(pathname)) return true;
  // A file at the top level (/favicon.ico, /robots.txt); '/category/x.y' is still a page.
  return /^\/[^/]+\.(?!html$)[a-z0-9]+$/i.test(pathname);
};

/**
 * Registers the static files and `/`; returns the handler that answers client-side routes with
 * index.html, or undefined when no built web app exists (the API still works).
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: { distDir: string; publicUrl: string },
): Promise<PageHandler | undefined> {
  const indexPath = path.join(options.distDir, 'index.html');
  if (!fs.existsSync(indexPath)) {
    app.log.warn(`No built web app at ${options.distDir}; run "npm run build". Serving the API only.`);
    return undefined;
  }
  const indexTemplate = fs.readFileSync(indexPath, 'utf8');
  // Filled in again only when the shop's name or colours change; one per language (its <html lang>).
  const filled = new Map<Language, { key: string; html: string }>();
  const indexHtml = (language: Language) => {
    const { shopName, look } = app.shopSettings.current();
    const key = JSON.stringify([shopName, look]);
    let kept = filled.get(language);
    if (kept?.key !== key) {
      kept = { key, html: withLanguage(shopHead(indexTemplate, { shopName, look }), language) };
      filled.set(language, kept);
    }
    return kept.html;
  };

  await app.register(fastifyStatic, {
    root: options.distDir,
    index: false,
    wildcard: false,
    // The build wrote .br and .gz beside each asset (apps/web/vite.config.ts); send the best one the
    // browser accepts.
    preCompressed: true,
    // index.html is sent by sendIndex below, with the shop's name filled in.
    allowedPath: (pathName) => pathName !== '/index.html',
    setHeaders(res, filePath) {
      // Vite puts a content hash in every asset name, so they never change.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });

  const drawPage = await createPageDrawer(app, { ...options, indexHtml: indexTemplate });
  /**
   * A drawn page is compressed once per encoding and kept with it (the page itself is kept in the read
   * cache): compressing ~100 KB of HTML on every request was most of a cached page's cost (measured:
   * 480 cached home pages a second, against 2,800 product lists). A page drawn afresh goes out
   * compressed quickly, and is compressed well when it is asked for again (compressed-answer.ts).
   */
  const sendPage: PageHandler = async (request, reply) => {
    const page = await drawPage?.(request.url);
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .code(page?.status ?? 200);
    if (!page) return reply.send(indexHtml(splitLanguagePath(request.url.split('?')[0] ?? '/').language));
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(page.body);
    return reply
      .header('content-encoding', encoding)
      .header('vary', 'accept-encoding')
      .send(compressedCopy(page, page.body, encoding, PAGE_BROTLI_QUALITY, { quickFirst: true }));
  };
  app.get('/', { schema: { hide: true } }, sendPage);
  return sendPage;
}
