// Finishes the OpenAPI document @fastify/swagger builds from the routes (its transformObject), so that it
// passes Redocly's recommended rules: operationIds, declared security, servers, error answers, licence.
// Applied to the finished document, after every onRoute hook (the admin guard's security) has run.
import type { SwaggerTransformObject } from '@fastify/swagger';
import { errorResponseSchema } from '@eshop/shared';
import { z } from 'zod';
import rootPackage from '../../../../package.json' with { type: 'json' };
import { operationIdOf } from './openapi-operation-id.js';
import { fixZodOpenapiOutput } from './openapi-zod-fixes.js';

/** The OpenAPI security scheme of routes that need a signed-in shopper (any account). */
export const SHOPPER_SECURITY_SCHEME = 'shopperSession';

/**
 * The `security` of a route outside the admin scope that answers 401 without a signed-in shopper (it
 * calls requireUser): declared in the route's own schema, beside the code that refuses the visitor.
 */
export const SHOPPER_SECURITY = [{ [SHOPPER_SECURITY_SCHEME]: [] }];

/** The shopper's scheme, for the document's components (app.ts): there before the routes are read. */
export const SHOPPER_SECURITY_SCHEMES = {
  [SHOPPER_SECURITY_SCHEME]: {
    type: 'apiKey',
    in: 'cookie',
    name: 'better-auth.session_token',
    description:
      'The session cookie of a signed-in shopper (POST /api/auth/sign-in/email sets it), named __Secure-better-auth.session_token on HTTPS; without it these routes answer 401.',
  },
} as const;

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
};
type Document = {
  info?: Record<string, unknown>;
  servers?: { url: string; description?: string }[];
  paths?: Record<string, Record<string, unknown>>;
  components?: { securitySchemes?: Record<string, unknown>; responses?: Record<string, unknown> };
};

/** Every operation of the document, with its method and path. */
function operationsOf(document: Document): { method: string; path: string; operation: Operation }[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([method, operation]) => ({ method, path, operation: operation as Operation })),
  );
}

/** @fastify/swagger's transformObject: the finished document, completed. */
export function completeOpenapiDocument(): SwaggerTransformObject {
  return (input) => {
    if (!('openapiObject' in input)) return input.swaggerObject;
    // Completed in place: the document is @fastify/swagger's, typed here as far as this file needs.
    const document = input.openapiObject as Document;
    document.info = {
      ...document.info,
      license: { name: rootPackage.license, url: `https://spdx.org/licenses/${rootPackage.license}.html` },
    };
    // Relative: the shop that served the document (every shop serves the same one, whatever its address).
    document.servers = [{ url: '/', description: 'The shop that serves this document at /api/openapi.json' }];
    document.components = {
      ...document.components,
      responses: {
        ...document.components?.responses,
        Error: {
          description:
            'Refused: every error of the API has this shape; `error.code` says which (ERROR_CODES in @eshop/shared).',
          content: {
            'application/json': { schema: z.toJSONSchema(errorResponseSchema, { target: 'openapi-3.0' }) },
          },
        },
      },
    };

    const seen = new Map<string, string>();
    for (const { method, path, operation } of operationsOf(document)) {
      const where = `${method} ${path}`;
      operation.operationId ??= operationIdOf(method, path);
      const other = seen.get(operation.operationId);
      if (other) throw new Error(`${where} and ${other} have the same operationId ${operation.operationId}`);
      seen.set(operation.operationId, where);
      // A security the route declared (the admin guard's, a shopper's) stays; the rest are public.
      operation.security ??= [];
      // Any route can refuse a request (a malformed one, too many): always in the one error shape.
      operation.responses = {
        ...operation.responses,
        '4XX': operation.responses?.['4XX'] ?? { $ref: '#/components/responses/Error' },
      };
    }
    fixZodOpenapiOutput(document.paths);
    return input.openapiObject;
  };
}
