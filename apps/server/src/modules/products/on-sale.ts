// A product the owner deleted but past orders still name keeps its row with `deleted_at` set
// (docs/decisions/014-stock-and-product-admin.md): every storefront read and every sale skips it.
import { isNull } from 'drizzle-orm';
import { products } from '../../db/schema/index.js';

export const isOnSale = isNull(products.deletedAt);
