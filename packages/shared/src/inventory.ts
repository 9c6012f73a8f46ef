// The admin's inventory (issue 22): every variant of the products on sale with its stock (decision
// 060: a product without options is one row), fewest units first, searched and paged on the server,
// and a variant's stock set in place. Stock is what can still be sold.
import { z } from 'zod';
import { productInputSchema } from './admin.js';
import { MAX_PRODUCT_STOCK } from './constants.js';
import { textParam } from './catalog.js';
import { MAX_SEARCH_LENGTH } from './constants.js';

/** Rows per page of the inventory: more than the product list's ten, since rows are one line. */
export const INVENTORY_PAGE_SIZE = 20;

export const inventoryQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    /** Variants of products with every word of it in their name, brand or category (any case). */
    search: textParam(MAX_SEARCH_LENGTH).optional(),
    /** `true`: only variants with `LOW_STOCK_THRESHOLD` units or fewer. */
    lowStock: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
  })
  .strict();
export type InventoryQuery = z.infer<typeof inventoryQuerySchema>;

/** One variant's row: `id` is its product's, `stock` the variant's own. */
export const inventoryItemSchema = z.object({
  id: z.uuid(),
  variantId: z.uuid(),
  /** "Red / 42"; '' for a product without options. */
  variantTitle: z.string(),
  sku: z.string(),
  name: z.string(),
  brand: z.string(),
  imageURL: z.string(),
  stock: z.number().int(),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

/** Sorted by stock, fewest first, then by name. */
export const inventoryResponseSchema = z.object({
  items: z.array(inventoryItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type InventoryResponse = z.infer<typeof inventoryResponseSchema>;

/**
 * A variant's new stock, a whole number from 0 to `MAX_PRODUCT_STOCK`. With `stockWas` (the stock the
 * admin saw), stock moves by the difference instead, so units sold meanwhile stay sold, as in the
 * product form (decision 014); without it the stock is set as given. `variantId` names the variant;
 * without it, the single variant of a product without options.
 */
export const stockChangeSchema = z
  .object({
    variantId: z.uuid().optional(),
    stock: productInputSchema.shape.stock,
    stockWas: z.number().int().min(0).max(MAX_PRODUCT_STOCK).optional(),
  })
  .strict();
export type StockChange = z.infer<typeof stockChangeSchema>;
