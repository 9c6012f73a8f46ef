import { averageRating, type Product } from '@eshop/shared';
import type { ProductRow } from '../../db/schema/index.js';

/** Database row -> the API's product shape (spec field names: imageURL, desc). */
export const toProductDto = (row: Omit<ProductRow, 'searchText' | 'deletedAt'>): Product => ({
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
});

/** A product's own answer (its page, the admin's form): the card's fields and its more pictures. */
export const toProductDetailDto = (row: Omit<ProductRow, 'searchText' | 'deletedAt'>): Product => ({
  ...toProductDto(row),
  gallery: row.gallery,
});
