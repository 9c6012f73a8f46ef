import { averageRating, type Product } from '@eshop/shared';
import { products, type ProductRow } from '../../db/schema/index.js';

/** The columns a card is made of: a page's products are read with these, not the whole row. */
export const cardColumns = {
  id: products.id,
  name: products.name,
  imageUrl: products.imageUrl,
  priceCents: products.priceCents,
  category: products.category,
  brand: products.brand,
  description: products.description,
  stock: products.stock,
  options: products.options,
  priceMaxCents: products.priceMaxCents,
  compareAtCents: products.compareAtCents,
  reviewCount: products.reviewCount,
  ratingSum: products.ratingSum,
  createdAt: products.createdAt,
  editedAt: products.editedAt,
};
type CardRow = Pick<ProductRow, keyof typeof cardColumns>;

/** Database row -> the API's product shape (spec field names: imageURL, desc). */
export const toProductDto = (row: CardRow): Product => ({
  id: row.id,
  name: row.name,
  imageURL: row.imageUrl,
  priceCents: row.priceCents,
  category: row.category,
  brand: row.brand,
  desc: row.description,
  stock: row.stock,
  reviewCount: row.reviewCount,
  averageRating: averageRating(row.ratingSum, row.reviewCount),
  createdAt: row.createdAt.toISOString(),
  editedAt: row.editedAt ? row.editedAt.toISOString() : null,
  // Only a product with options, or on sale, carries these (most cards stay as they were).
  ...(row.options.length > 0 ? { options: row.options } : {}),
  ...(row.priceMaxCents !== null ? { priceMaxCents: row.priceMaxCents } : {}),
  ...(row.compareAtCents !== null ? { compareAtCents: row.compareAtCents } : {}),
});

/** A product's own answer (its page, the admin's form): the card's fields and its more pictures. */
export const toProductDetailDto = (
  row: CardRow & Pick<ProductRow, 'gallery'> & Partial<Pick<ProductRow, 'taxClass'>>,
): Product => ({
  ...toProductDto(row),
  gallery: row.gallery,
  // The admin's form reads it; the storefront's answer leaves it out.
  ...(row.taxClass ? { taxClass: row.taxClass } : {}),
});
