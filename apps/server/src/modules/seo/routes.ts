// robots.txt and the sitemaps (sitemap.ts), at the site's root where crawlers look for them. Kept in
// the catalogue's read cache, so a crawler reading them all costs one query per file until a change.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languagePrefix, LANGUAGES } from '@eshop/shared';
import { AppError } from '../../lib/app-error.js';
import { pagesSitemap, productsSitemap, robotsTxt, sitemapIndex } from './sitemap.js';

const XML = 'application/xml; charset=utf-8';

export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const origin = app.config.PUBLIC_URL;
  const cached = (key: string, load: () => Promise<string | null>) =>
    app.catalogCache.get(`seo:${key}`, async () => ({ text: await load() })).then(({ text }) => text);
  const hide = { hide: true };

  app.get('/robots.txt', { schema: hide }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(origin)),
  );
  app.get('/sitemap.xml', { schema: hide }, async (_request, reply) =>
    reply.type(XML).send(await cached('index', () => sitemapIndex(app.db, origin))),
  );
  // Each language's files: /sitemaps/pages.xml in English, /sitemaps/de/pages.xml in German.
  for (const language of LANGUAGES) {
    const dir = `/sitemaps${languagePrefix(language)}`;
    app.get(`${dir}/pages.xml`, { schema: hide }, async (_request, reply) =>
      reply
        .type(XML)
        .send(
          await cached(`pages-${language}`, () =>
            Promise.resolve(pagesSitemap(origin, app.categoryNames.current(), language)),
          ),
        ),
    );
    app.get(
      `${dir}/products-:page.xml`,
      { schema: { ...hide, params: z.object({ page: z.coerce.number().int().min(1).max(1_000_000) }) } },
      async (request, reply) => {
        const { page } = request.params;
        const xml = await cached(`products-${language}-${page}`, () =>
          productsSitemap(app.db, origin, page, language),
        );
        if (xml === null) throw new AppError('NOT_FOUND', 'There is no such sitemap.');
        return reply.type(XML).send(xml);
      },
    );
  }
};
