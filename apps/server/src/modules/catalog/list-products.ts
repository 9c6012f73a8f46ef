// The storefront's listing: search, category, brand and price narrow the list together, then the
// sort applies, then the page is cut (the developer guide's differences from the spec, 1 and 2). Everything runs in the database.
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  like,
  lte,
  max,
  min,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  optionFacetsOf,
  optionFiltersOf,
  type CategoryCount,
  type ProductListQuery,
  type ProductListResponse,
  type ProductSort,
} from '@eshop/shared';
import {
  escapeLike,
  NO_SYNONYMS,
  OPTION_HIT_SCORE,
  searchWordForms,
  searchWords,
  typoPatterns,
  WHOLE_WORD_BONUS,
  wholeWordForms,
  type SynonymLookup,
} from '../../lib/search-terms.js';
import type { Db } from '../../db/client.js';
import { optionValuesSql, products, spacedWordsSql } from '../../db/schema/index.js';
import { isOnSale } from '../products/index.js';
import { toProductDto } from './product-dto.js';

const { id, name, priceCents, createdAt, searchText, wordsText } = products;

type SortKey = { indexed: SQL; unindexed: SQL; direction: 'asc' | 'desc' };

/** The sort a query asks for, or its default: best match while a term is typed, else latest. */
export const effectiveSort = (query: Pick<ProductListQuery, 'sort' | 'search'>): ProductSort => {
  const hasTerm = searchWords(query.search ?? '').length > 0;
  if (query.sort === 'best') return hasTerm ? 'best' : 'latest';
  return query.sort ?? (hasTerm ? 'best' : 'latest');
};

type OrderedSort = Exclude<ProductSort, 'best'>;

/** Each sort's key as its index has it, and the same values as an expression no index provides. */
const SORT_KEYS: Record<OrderedSort, SortKey> = {
  latest: {
    indexed: sql`${createdAt}`,
    unindexed: sql`${createdAt} + interval '0 seconds'`,
    direction: 'desc',
  },
  'lowest-price': { indexed: sql`${priceCents}`, unindexed: sql`${priceCents} + 0`, direction: 'asc' },
  'highest-price': { indexed: sql`${priceCents}`, unindexed: sql`${priceCents} + 0`, direction: 'desc' },
  'a-z': { indexed: sql`lower(${name})`, unindexed: sql`lower(${name}) || ''`, direction: 'asc' },
  'z-a': { indexed: sql`lower(${name})`, unindexed: sql`lower(${name}) || ''`, direction: 'desc' },
};

/**
 * ORDER BY for a sort, ending on the id so pages never repeat or skip a product. Normally the
 * sort's index gives the first page at once. With a search and `findMatchesFirst`, the key is one no
 * index provides, so the planner finds the matches with the trigram index and sorts just those
 * instead of walking the sort's index and testing each row, which reads tens of thousands of rows
 * when the matches sit at the far end of the order.
 */
export function orderByFor(sort: OrderedSort, findMatchesFirst: boolean): SQL[] {
  const { indexed, unindexed, direction } = SORT_KEYS[sort];
  const order = direction === 'asc' ? asc : desc;
  return [order(findMatchesFirst ? unindexed : indexed), order(id)];
}

/**
 * The LIKE patterns (with their %) a search word matches name, brand and category by: each of its
 * forms (the word and its synonyms) as typed, and with one typo when forgiven.
 */
const wordPatterns = (forms: readonly string[], forgiveTypos: boolean): string[] =>
  forms.flatMap((form) => [
    `%${escapeLike(form)}%`,
    ...(forgiveTypos ? typoPatterns(form).map((pattern) => `%${pattern}%`) : []),
  ]);

/** The LIKE patterns of a search word whole (or its plural) between spaces, in any of its forms. */
const wholePatterns = (forms: readonly string[]): string[] =>
  forms.flatMap((form) => wholeWordForms(form).map((whole) => `% ${escapeLike(whole)} %`));

const likeAny = (column: Parameters<typeof like>[0], patterns: string[]): SQL =>
  or(...patterns.map((pattern) => like(column, pattern)))!;

/**
 * The option values' words between spaces (as words_text begins with them), for Best match: a
 * search word among them scores; one only in the description does not (decision 061).
 */
const optionWords = spacedWordsSql(optionValuesSql(sql`${products.options}`));

/**
 * Best match (decisions 017, 025, 061), as the index scores it (index/word-hits.ts): for each word, a
 * hit in the name counts 3, in the brand 2, in the category 1, an option value having it whole 2;
 * 6 more when one of them has the word whole (or its plural), 1 more when the name has it whole; a
 * word found only in the description counts 0. The highest score first, then the newest.
 */
function bestMatchOrder(words: readonly (readonly string[])[], forgiveTypos: boolean): SQL[] {
  // Spaces around a field make a whole word one LIKE (a regexp per row cost PGlite its p99).
  const spaced = (column: SQL | typeof name) => sql`' ' || lower(${column}) || ' '`;
  const score = sql.join(
    words.map((forms) => {
      const patterns = wordPatterns(forms, forgiveTypos);
      const whole = wholePatterns(forms);
      const wholeInName = likeAny(spaced(name), whole);
      const inOptions = likeAny(optionWords, whole);
      return sql`(case when ${likeAny(sql`lower(${name})`, patterns)} then 3 else 0 end
        + case when ${likeAny(sql`lower(${products.brand})`, patterns)} then 2 else 0 end
        + case when ${likeAny(sql`lower(${products.category})`, patterns)} then 1 else 0 end
        + case when ${inOptions} then ${OPTION_HIT_SCORE} else 0 end
        + case when ${wholeInName} then 1 else 0 end
        + case when ${wholeInName} or ${likeAny(spaced(sql`${products.brand}`), whole)}
            or ${likeAny(spaced(sql`${products.category}`), whole)} or ${inOptions}
            then ${WHOLE_WORD_BONUS} else 0 end)`;
    }),
    sql` + `,
  );
  return [desc(score), desc(createdAt), desc(id)];
}

/** The products with any of these values of option `name`. */
const hasOptionValue = (name: string, values: readonly string[]): SQL =>
  or(
    ...values.map(
      (value) => sql`${products.options} @> ${JSON.stringify([{ name, values: [value] }])}::jsonb`,
    ),
  )!;

/**
 * A sale price: a compare-at price above the price, as the product card decides its "Sale" badge
 * (`compareAtCents > priceCents`; none is no sale). Not `isOnSale`, which means not deleted.
 */
const hasSalePrice = gt(products.compareAtCents, products.priceCents);

type FilterOptions = {
  forgiveTypos?: boolean;
  synonyms?: SynonymLookup;
  /**
   * For counting option values: the name of the option being counted (an SQL expression). Each
   * option's filter then holds for the other options' values only, so every option is counted
   * without its own filter.
   */
  countedOptionName?: SQL;
};

export function buildProductFilter(
  query: ProductListQuery,
  { forgiveTypos = false, synonyms = NO_SYNONYMS, countedOptionName }: FilterOptions = {},
): SQL | undefined {
  const conditions: SQL[] = [isOnSale];
  // search_text joins name, brand and category with newlines, and the query schema refuses control
  // characters in a term, so a word never matches across two fields; words_text holds the option
  // values' and the description's words, found whole. Every word must match, in any of its forms.
  for (const forms of searchWordForms(query.search ?? '', synonyms)) {
    conditions.push(
      or(likeAny(searchText, wordPatterns(forms, forgiveTypos)), likeAny(wordsText, wholePatterns(forms)))!,
    );
  }
  for (const [optionName, values] of optionFiltersOf(query.option)) {
    const chosen = hasOptionValue(optionName, values);
    conditions.push(countedOptionName ? or(sql`${countedOptionName} = ${optionName}`, chosen)! : chosen);
  }
  if (query.category) conditions.push(eq(products.category, query.category));
  if (query.brand) conditions.push(inArray(products.brand, query.brand));
  if (query.minPriceCents !== undefined) conditions.push(gte(priceCents, query.minPriceCents));
  if (query.maxPriceCents !== undefined) conditions.push(lte(priceCents, query.maxPriceCents));
  if (query.inStock) conditions.push(gt(products.stock, 0));
  if (query.onSale) conditions.push(hasSalePrice);
  return and(...conditions);
}

export type PriceRange = Pick<ProductListResponse, 'minPriceCents' | 'maxPriceCents'>;
export type ProductPage = Omit<ProductListResponse, keyof PriceRange>;

/** Cheapest and dearest price of the whole catalogue (the price slider's range); 0 when empty. */
export async function getPriceRange(db: Db): Promise<PriceRange> {
  const [range] = await db
    .select({ min: min(priceCents), max: max(priceCents) })
    .from(products)
    .where(isOnSale);
  return { minPriceCents: range?.min ?? 0, maxPriceCents: range?.max ?? 0 };
}

export type ListOptions = {
  /**
   * Find a search's matches before sorting (see orderByFor). Measured at 100k products with varied
   * searches (npm run bench): on PGlite, whose queries run on the main thread so one slow query
   * stalls every request, p99 fell from 5.7 s to 1.5 s; on PostgreSQL it did not help, so the
   * server turns it on for the embedded database only.
   */
  findMatchesFirst?: boolean;
  /** The owner's synonyms (decision 061); none by default. */
  synonyms?: SynonymLookup;
};

/** One page of the filtered, sorted list, with the number of matches over all pages. */
export async function listProductPage(
  db: Db,
  query: ProductListQuery,
  { findMatchesFirst = false, synonyms = NO_SYNONYMS }: ListOptions = {},
): Promise<ProductPage> {
  const words = searchWordForms(query.search ?? '', synonyms);
  const sort = effectiveSort(query);
  const offset = (query.page - 1) * query.limit;
  const run = async (forgiveTypos: boolean) => {
    const where = buildProductFilter(query, { forgiveTypos, synonyms });
    const [rows, [totals]] = await Promise.all([
      db
        .select()
        .from(products)
        .where(where)
        .orderBy(
          ...(sort === 'best'
            ? bestMatchOrder(words, forgiveTypos)
            : orderByFor(sort, findMatchesFirst && words.length > 0)),
        )
        .limit(query.limit)
        .offset(offset),
      db.select({ total: count() }).from(products).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  };
  // The facets are counted alongside the page, not after it.
  const facetsOf = (forgiveTypos: boolean) => countFacets(db, query, { forgiveTypos, synonyms });
  let [result, facets] = await Promise.all([run(false), facetsOf(false)]);
  // Nothing as typed: try again forgiving one letter in the longer words (labtop -> laptop).
  if (result.total === 0 && words.some((forms) => forms.some((form) => typoPatterns(form).length > 0))) {
    [result, facets] = await Promise.all([run(true), facetsOf(true)]);
  }
  const { rows, total } = result;
  return {
    items: rows.map(toProductDto),
    total,
    page: query.page,
    pageSize: query.limit,
    pageCount: Math.ceil(total / query.limit),
    facets,
  };
}

/**
 * A search's matches per category, per brand and per option value, each without its own filter (see
 * the schema).
 */
async function countFacets(
  db: Db,
  query: ProductListQuery,
  searchOptions: { forgiveTypos: boolean; synonyms: SynonymLookup },
) {
  const without = (field: 'category' | 'brand') =>
    buildProductFilter({ ...query, [field]: undefined }, searchOptions);
  // Every value of every option of the matches, the option's own filter left out (see
  // countedOptionName): one row per product, option and value, grouped.
  const optionName = sql`o.value->>'name'`;
  const optionCounts = db.execute(sql`
    select ${optionName} as name, v.value as value, count(*)::int as count
    from ${products}
      cross join lateral jsonb_array_elements(${products.options}) o
      cross join lateral jsonb_array_elements_text(o.value->'values') v
    where ${buildProductFilter(query, { ...searchOptions, countedOptionName: optionName })}
    group by 1, 2`);
  const [categories, brands, options] = await Promise.all([
    db
      .select({ name: products.category, count: count() })
      .from(products)
      .where(without('category'))
      .groupBy(products.category)
      .orderBy(asc(products.category)),
    db
      .select({ name: products.brand, count: count() })
      .from(products)
      .where(without('brand'))
      .groupBy(products.brand)
      .orderBy(asc(products.brand)),
    optionCounts,
  ]);
  const optionRows = (options as { rows: { name: string; value: string; count: number }[] }).rows;
  return { categories: categories as CategoryCount[], brands, options: optionFacetsOf(optionRows) };
}
