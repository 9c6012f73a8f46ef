// The shop's own pages (shipping, returns, privacy, terms): Markdown the owner edits, linked from
// every page's footer and shown at /pages/:slug.
import { z } from 'zod';
import { SHOP_PAGE_SLUGS } from './constants.js';

export const shopPageSlugSchema = z.enum(SHOP_PAGE_SLUGS);

export const shopPageParamsSchema = z.object({ slug: shopPageSlugSchema });

/** A page's Markdown may be long (terms), not unbounded. */
export const MAX_SHOP_PAGE_LENGTH = 50_000;

export const shopPageBodySchema = z
  .object({
    title: z.string().trim().min(1, { error: 'Enter a title.' }).max(120),
    body: z.string().trim().min(1, { error: 'Write the page.' }).max(MAX_SHOP_PAGE_LENGTH),
  })
  .strict();
export type ShopPageBody = z.infer<typeof shopPageBodySchema>;

export const shopPageSchema = z.object({
  slug: shopPageSlugSchema,
  title: z.string(),
  /** Markdown (no raw HTML is rendered). */
  body: z.string(),
  /** When the owner last saved it; null while it is the shop's starting text. */
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ShopPage = z.infer<typeof shopPageSchema>;
