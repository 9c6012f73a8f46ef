// The owner's categories (Admin > Categories, issue 22): the API contract of adding, renaming,
// reordering and deleting them. The storefront reads the list with its counts (catalog.ts).
import { z } from 'zod';

/** The longest category name: it fits the category bar and a tile. */
export const MAX_CATEGORY_NAME_LENGTH = 40;

export const categoryNameSchema = z
  .string({ error: 'Enter a category name.' })
  .trim()
  .min(1, 'Enter a category name.')
  .max(MAX_CATEGORY_NAME_LENGTH, `Keep the name under ${MAX_CATEGORY_NAME_LENGTH + 1} characters.`)
  // A name is an address (/category/<name>): no control characters, no slash.
  // eslint-disable-next-line no-control-regex
  .regex(/^[^\u0000-\u001f\u007f/\\]*$/, { error: 'A category name cannot contain a slash.' });

export const adminCategorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  position: z.number().int(),
  /** Products on sale in it (a deleted product does not keep a category from being deleted). */
  productCount: z.number().int(),
  /** Names it had before, whose addresses lead to it. */
  formerNames: z.array(z.string()),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const adminCategoryListResponseSchema = z.object({ items: z.array(adminCategorySchema) });
export const categoryInputSchema = z.object({ name: categoryNameSchema }).strict();
export type CategoryInput = z.infer<typeof categoryInputSchema>;
export const categoryIdParamsSchema = z.object({ id: z.uuid({ error: 'There is no such category.' }) });

/** Every category's id, in the new order. */
export const categoryOrderSchema = z
  .object({
    ids: z
      .array(z.uuid())
      .min(1)
      .max(1000)
      .refine((ids) => new Set(ids).size === ids.length, { error: 'Each category may appear once.' }),
  })
  .strict();
export type CategoryOrder = z.infer<typeof categoryOrderSchema>;

/** Deleting a category that has products moves them to another first. */
export const categoryDeleteQuerySchema = z
  .object({ moveTo: z.uuid({ error: 'Choose where its products go.' }).optional() })
  .strict();
export type CategoryDeleteQuery = z.infer<typeof categoryDeleteQuerySchema>;
