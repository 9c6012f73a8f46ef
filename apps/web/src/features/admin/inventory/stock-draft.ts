// The stock an admin types in the inventory, read as the server will: a whole number from 0 to
// MAX_PRODUCT_STOCK, with the contract's own messages (checked again by the server).
import '../../../lib/zod-jitless';
import { z } from 'zod';
import { stockChangeSchema } from '@eshop/shared';
import { enAdmin } from '../../../copy/en-admin';

export type StockDraft = { stock: number; error?: undefined } | { stock?: undefined; error: string };

/** The field's text to the stock: the server's own rule, once the text is a number at all. */
export const stockDraftSchema = z
  .string()
  // Number('') is 0: an emptied field must not read as "none in stock".
  .refine((text) => text.trim() !== '', { error: enAdmin.inventory.enterStock, abort: true })
  .transform(Number)
  .pipe(stockChangeSchema.shape.stock);

export function readStockDraft(text: string): StockDraft {
  const parsed = stockDraftSchema.safeParse(text);
  if (parsed.success) return { stock: parsed.data };
  return { error: parsed.error.issues[0]?.message ?? enAdmin.inventory.enterStock };
}
