// The shop's HTTP API as typed calls: openapi-fetch over the types generated from the server's OpenAPI
// document (src/schema.d.ts, made by `npm run generate`). Paths, parameters, bodies and answers are checked.
import createClient, { type ClientOptions } from 'openapi-fetch';
import type { paths } from './schema.js';

export type { components, operations, paths } from './schema.js';

export type ShopClientOptions = ClientOptions & {
  /** The shop's address, e.g. https://shop.example.com (the API's paths start with /api). */
  baseUrl: string;
};

/** A client of one shop; pass `headers: { cookie }` to call as a signed-in shopper or the admin. */
export function createShopClient(options: ShopClientOptions) {
  return createClient<paths>(options);
}

export type ShopClient = ReturnType<typeof createShopClient>;
