// Product images. Demo pictures are drawn from code (see db/seed/demo-images.ts) and served as WebP
// at the widths the storefront's srcset lists; uploaded images are served from the shop's storage as
// the WebP variants made at upload (product-images.ts), never as the original file.
import { DRAWING_SIZE } from '@eshop/demo-drawings';
import { DEFAULT_IMAGE_WIDTH, IMAGE_WIDTHS, parseImageWidth } from '@eshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getDemoDrawing } from '../../db/seed/demo-images.js';
import { notFound } from '../../lib/app-error.js';
import { svgVariant } from './image-variants.js';
import { variantKey } from './product-images.js';

// Pictures change only with a deploy; a day keeps a returning shopper's grid instant.
const CACHE_CONTROL = 'public, max-age=86400';
// An upload's key holds its timestamp: a new picture is a new URL, so the old one never changes.
const IMMUTABLE = 'public, max-age=31536000, immutable';

const uploadParams = z.object({ file: z.string().regex(/^[a-z0-9][a-z0-9._-]{0,150}$/) });
const demoImageParams = z.object({ file: z.string().regex(/^[a-z0-9-]+\.(webp|svg)$/) });
const widthQuery = z.object({
  w: z
    .enum(IMAGE_WIDTHS.map(String) as [string, ...string[]])
    .optional()
    .transform((value) => (value === undefined ? DEFAULT_IMAGE_WIDTH : parseImageWidth(value))),
});

/**
 * Product pictures may be shown by other sites' pages: the shop's own e-mails in a webmail, link
 * previews. Every other answer keeps the same-origin policy of the security headers.
 */
const EMBEDDABLE = { 'cross-origin-resource-policy': 'cross-origin' } as const;

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/demo-images/:file',
    { schema: { hide: true, params: demoImageParams, querystring: widthQuery } },
    async (request, reply) => {
      const [slug = '', extension] = request.params.file.split('.');
      const svg = getDemoDrawing(slug);
      if (!svg) throw notFound();
      reply.headers(EMBEDDABLE);
      if (extension === 'svg')
        return reply.type('image/svg+xml').header('cache-control', CACHE_CONTROL).send(svg);
      const webp = await svgVariant(
        `demo/${slug}`,
        svg,
        DRAWING_SIZE,
        request.query.w ?? DEFAULT_IMAGE_WIDTH,
      );
      return reply.type('image/webp').header('cache-control', CACHE_CONTROL).send(webp);
    },
  );

  app.get(
    '/uploads/product/:file',
    { schema: { hide: true, params: uploadParams, querystring: widthQuery } },
    async (request, reply) => {
      const { file } = request.params;
      if (file.includes('..')) throw notFound();
      const width = request.query.w ?? DEFAULT_IMAGE_WIDTH;
      const stored = await app.storage.get(variantKey(`product/${file}`, width));
      if (!stored) throw notFound();
      return reply
        .headers(EMBEDDABLE)
        .type('image/webp')
        .header('cache-control', IMMUTABLE)
        .send(stored.body);
    },
  );
};
