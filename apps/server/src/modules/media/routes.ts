// Product images. Demo images are drawn from code (see db/seed/demo-images.ts); uploaded images
// arrive with the admin issue and will be served from the same prefix family.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getDemoImage } from '../../db/seed/demo-images.js';
import { notFound } from '../../lib/app-error.js';

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/demo-images/:file',
    { schema: { hide: true, params: z.object({ file: z.string().regex(/^[a-z0-9-]+\.svg$/) }) } },
    async (request, reply) => {
      const svg = getDemoImage(request.params.file);
      if (!svg) throw notFound();
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );
};
