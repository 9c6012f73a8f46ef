// The admin's product and upload routes, registered inside the guarded /api/admin scope (admin-area/).
import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminProductListQuerySchema,
  adminProductListResponseSchema,
  errorResponseSchema,
  productDeletedSchema,
  productIdParamsSchema,
  productInputSchema,
  productSchema,
  productUpdateSchema,
  productVariantsInputSchema,
  productVariantsSchema,
  uploadedImageSchema,
} from '@eshop/shared';
import { AppError } from '../../lib/app-error.js';
import { MAX_UPLOAD_BYTES, storeProductImage } from '../../modules/media/index.js';
import {
  createProduct,
  deleteProduct,
  getAdminProduct,
  listAdminProducts,
  updateProduct,
  type ProductAdminDeps,
} from './product-admin.js';
import { getProductVariants, setProductVariants } from './product-variants.js';

const tags = ['admin'];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema };
const inputErrors = { 400: errorResponseSchema, 404: errorResponseSchema, ...errors };

export const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ProductAdminDeps = {
    db: app.db,
    storage: app.storage,
    onCatalogChanged: (productId) => app.catalogChanged({ productIds: [productId] }),
    log: app.log,
  };

  app.get(
    '/products',
    {
      schema: {
        tags,
        summary: 'Products on sale, newest first, ten a page, optionally searched',
        querystring: adminProductListQuerySchema,
        response: { 200: adminProductListResponseSchema, ...inputErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listAdminProducts(app.db, request.query);
    },
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'One product, to edit',
        params: productIdParamsSchema,
        response: { 200: productSchema, ...inputErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getAdminProduct(app.db, request.params.id);
    },
  );

  app.post(
    '/products',
    {
      schema: {
        tags,
        summary: 'Adds a product (its image uploaded first)',
        body: productInputSchema,
        response: { 201: productSchema, ...inputErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await createProduct(deps, request.body)),
  );

  app.put(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'Overwrites a product: createdAt kept, editedAt set, a replaced image deleted',
        params: productIdParamsSchema,
        body: productUpdateSchema,
        response: { 200: productSchema, ...inputErrors },
      },
    },
    async (request) => updateProduct(deps, request.params.id, request.body),
  );

  app.delete(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a product and its image; one that orders name is kept for them, off the storefront',
        params: productIdParamsSchema,
        response: { 200: productDeletedSchema, ...inputErrors },
      },
    },
    async (request) => deleteProduct(deps, request.params.id),
  );

  app.get(
    '/products/:id/variants',
    {
      schema: {
        tags,
        summary: "A product's options and variants, to edit",
        params: productIdParamsSchema,
        response: { 200: productVariantsSchema, ...inputErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getProductVariants(deps, request.params.id);
    },
  );

  app.put(
    '/products/:id/variants',
    {
      schema: {
        tags,
        summary:
          "Replaces a product's options and variants (variants named by id, or by the same values, are kept); its price becomes the lowest, its stock the sum",
        params: productIdParamsSchema,
        body: productVariantsInputSchema,
        response: { 200: productVariantsSchema, 409: errorResponseSchema, ...inputErrors },
      },
    },
    async (request) => setProductVariants(deps, request.params.id, request.body),
  );

  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 100 },
      // Hand over the name as sent, folders included, so a path trick is refused rather than
      // silently cut to its last part.
      preservePath: true,
      throwFileSizeLimit: true,
    });
    uploads.post(
      '/uploads',
      {
        schema: {
          tags,
          summary: 'Uploads a product image (multipart field "file": JPEG, PNG, WebP or AVIF, 5 MB, 40 MP)',
          consumes: ['multipart/form-data'],
          response: {
            201: uploadedImageSchema,
            413: errorResponseSchema,
            415: errorResponseSchema,
            ...inputErrors,
          },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data.');
        }
        const file = await readOneFile(request.parts()).catch(translateMultipartError);
        const image = await storeProductImage(app.storage, file);
        return reply.code(201).send(image);
      },
    );
  });
};

const ONE_FILE = 'Send one image file, in the form field "file", and nothing else.';

/** The upload's single part: a file in the field `file`; anything more or else is refused. */
async function readOneFile(
  parts: AsyncIterableIterator<Multipart>,
): Promise<{ name: string; bytes: Buffer }> {
  let file: { name: string; bytes: Buffer } | undefined;
  for await (const part of parts) {
    if (file || part.type !== 'file' || part.fieldname !== 'file') {
      throw new AppError('VALIDATION_ERROR', ONE_FILE);
    }
    file = { name: part.filename, bytes: await part.toBuffer() };
  }
  if (!file) throw new AppError('VALIDATION_ERROR', 'Choose an image file to upload.');
  return file;
}

/** @fastify/multipart's limit errors, in the API's words. */
function translateMultipartError(error: unknown): never {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    throw new AppError('PAYLOAD_TOO_LARGE', 'The image is larger than 5 MB.');
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    throw new AppError('VALIDATION_ERROR', ONE_FILE);
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_NO_FORM_DATA') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data.');
  }
  if (error instanceof AppError) throw error;
  // The parser's own errors (no boundary, a body cut short) are the client's request, not a fault.
  const status = (error as { statusCode?: number }).statusCode;
  if (status !== undefined && status >= 400 && status < 500) throw error;
  throw new AppError('BAD_REQUEST', 'The upload could not be read; send it again as multipart/form-data.');
}
