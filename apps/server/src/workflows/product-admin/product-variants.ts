// The owner's options and variants of a product (decision 060): read to edit, and replaced as a whole
// (the grid's variants keep their ids, so carts and orders naming them keep working). A variant's own
// picture must be one the shop stored, as a product's.
import type { ProductVariants, ProductVariantsChange } from '@eshop/shared';
import { AppError, notFound } from '../../lib/app-error.js';
import { isStoredImage } from '../../modules/media/index.js';
import { readVariants, replaceVariants } from '../../modules/products/index.js';
import type { ProductAdminDeps } from './product-admin.js';

export async function getProductVariants(
  deps: Pick<ProductAdminDeps, 'db'>,
  id: string,
): Promise<ProductVariants> {
  const found = await readVariants(deps.db, id);
  if (!found) throw notFound();
  return found;
}

export async function setProductVariants(
  deps: ProductAdminDeps,
  id: string,
  input: ProductVariantsChange,
): Promise<ProductVariants> {
  const before = await getProductVariants(deps, id);
  const known = new Set(before.variants.map((variant) => variant.imageURL));
  for (const [index, variant] of input.variants.entries()) {
    if (variant.imageURL === null || known.has(variant.imageURL)) continue;
    if (await isStoredImage(deps.storage, variant.imageURL)) continue;
    const message = 'Upload the picture first; this one is not in the shop.';
    throw new AppError('VALIDATION_ERROR', message, [{ path: `variants.${index}.imageURL`, message }]);
  }
  const saved = await deps.db.transaction((tx) => replaceVariants(tx, id, input));
  if (!saved) throw notFound();
  await deps.onCatalogChanged(id);
  return saved;
}
