// The storefront's listing: search, category, brand and price narrow the list together, then the
// sort applies, then the page is cut (DESIGN.md 5.1 and 5.2). Everything runs in the database.
import { and, asc, count, desc, eq, like, lte, max, min, sql, type SQL } from 'drizzle-orm';
import type { ProductListQuery, ProductListResponse, ProductSort } from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import { toProductDto } from './product-dto.js';

const { id, name, priceCents, createdAt, searchText } = products;

const ORDER_BY: Record<ProductSort, SQL[]> = {
  latest: [desc(createdAt), desc(id)],
  'lowest-price': [asc(priceCents), asc(id)],
  'highest-price': [desc(priceCents), desc(id)],
  'a-z': [asc(sql`lower(${name})`), asc(id)],
  'z-a': [desc(sql`lower(${name})`), desc(id)],
};

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export function buildProductFilter(query: ProductListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  // search_text joins name, brand and category with newlines, and the query schema refuses control
  // characters in a term, so a match never spans two fields.
  const term = query.search?.toLowerCase();
  if (term) conditions.push(like(searchText, `%${escapeLike(term)}%`));
  if (query.category) conditions.push(eq(products.category, query.category));
  if (query.brand) conditions.push(eq(products.brand, query.brand));
  if (query.maxPriceCents !== undefined) conditions.push(lte(priceCents, query.maxPriceCents));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export type PriceRange = Pick<ProductListResponse, 'minPriceCents' | 'maxPriceCents'>;
export type ProductPage = Omit<ProductListResponse, keyof PriceRange>;

/** Cheapest and dearest price of the whole catalogue (the price slider's range); 0 when empty. */
export async function getPriceRange(db: Db): Promise<PriceRange> {
  const [range] = await db.select({ min: min(priceCents), max: max(priceCents) }).from(products);
  return { minPriceCents: range?.min ?? 0, maxPriceCents: range?.max ?? 0 };
}

/** One page of the filtered, sorted list, with the number of matches over all pages. */
export async function listProductPage(db: Db, query: ProductListQuery): Promise<ProductPage> {
  const where = buildProductFilter(query);
  const offset = (query.page - 1) * query.limit;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...ORDER_BY[query.sort])
      .limit(query.limit)
      .offset(offset),
    db.select({ total: count() }).from(products).where(where),
  ]);
  const total = totals?.total ?? 0;
  return {
    items: rows.map(toProductDto),
    total,
    page: query.page,
    pageSize: query.limit,
    pageCount: Math.ceil(total / query.limit),
  };
}
