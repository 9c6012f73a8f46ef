// Product import and export as CSV (issue 22), under /api/admin/products: the export, and an import in
// two steps, a preview that writes no product, then a background job whose progress any server reports.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, productImportParamsSchema, productImportSchema } from '@eshop/shared';
import { AppError } from '../../lib/app-error.js';
import { adminOf } from '../../modules/auth/index.js';
import { releaseImage } from '../product-admin/index.js';
import { isPublicAddress } from './download-picture.js';
import { exportProductsCsv } from './export-products.js';
import { sendCsv } from '../../lib/csv-file.js';
import { getProductImport } from './import-jobs.js';
import { previewProductImport } from './preview-import.js';
import { IMPORT_MULTIPART_LIMITS, readImportUpload } from './read-import-upload.js';
import { createImportRunner } from './run-import.js';

const tags = ['admin'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

export const adminProductImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const log = app.log;
  const runner = createImportRunner({
    db: app.db,
    storage: app.storage,
    log,
    // NOTE: the API tests download pictures from a server of their own on 127.0.0.1; everywhere
    // else only public addresses are fetched (download-picture.ts says why).
    addressPolicy: app.config.NODE_ENV === 'test' ? () => true : isPublicAddress,
    onCatalogChanged: (productIds) => app.catalogChanged({ productIds }),
    releaseImage: (imageUrl, productId) =>
      releaseImage(
        { db: app.db, storage: app.storage, log, onCatalogChanged: async () => undefined },
        imageUrl,
        productId,
      ),
  });
  app.addHook('onClose', () => runner.close());

  app.get(
    '/products/export.csv',
    {
      schema: {
        tags,
        summary: 'The products on sale as a CSV file with the import’s columns, newest first (streamed)',
        // No response schema: a stream is sent as it is.
        produces: ['text/csv'],
      },
    },
    async (_request, reply) => sendCsv(reply, 'products', exportProductsCsv(app.db)),
  );

  app.get(
    '/products/imports/:id',
    {
      schema: {
        tags,
        summary: 'An import: what its preview found, and how far its job has got',
        params: productImportParamsSchema,
        response: { 200: productImportSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getProductImport(app.db, request.params.id);
    },
  );

  app.post(
    '/products/imports/:id/start',
    {
      schema: {
        tags,
        summary: 'Starts writing a previewed import in the background (or goes on with an interrupted one)',
        params: productImportParamsSchema,
        response: { 202: productImportSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(202).send(await runner.start(request.params.id)),
  );

  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: IMPORT_MULTIPART_LIMITS, throwFileSizeLimit: true });
    uploads.post(
      '/products/imports',
      {
        schema: {
          tags,
          summary:
            'Checks a product CSV (multipart field "file"; pictures it names in "pictures") and previews the import; writes no product',
          consumes: ['multipart/form-data'],
          response: {
            201: productImportSchema,
            413: errorResponseSchema,
            415: errorResponseSchema,
            ...errors,
          },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the CSV file as multipart/form-data.');
        }
        const upload = await readImportUpload(request.parts());
        const preview = await previewProductImport(
          { db: app.db, storage: app.storage, publicUrl: app.config.PUBLIC_URL },
          upload,
          adminOf(request)?.id ?? '',
        );
        return reply.code(201).send(preview);
      },
    );
  });
};
