// The stock an admin types in the inventory, read as the server will: a whole number from 0 to
// MAX_PRODUCT_STOCK, with the contract's own messages (checked again by the server).
import { stockChangeSchema } from '@eshop/shared';
import { enAdmin } from '../../../copy/en-admin';

export type StockDraft = { stock: number; error?: undefined } | { stock?: undefined; error: string };

export function readStockDraft(text: string): StockDraft {
  // Number('') is 0: an emptied field must not read as "none in stock".
  if (text.trim() === '') return { error: enAdmin.inventory.enterStock };
  const parsed = stockChangeSchema.shape.stock.safeParse(Number(text));
  if (parsed.success) return { stock: parsed.data };
  return { error: parsed.error.issues[0]?.message ?? enAdmin.inventory.enterStock };
}
