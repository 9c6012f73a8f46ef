// Verified-buyer reviews (the developer guide's differences from the spec, 8): only a shopper with an order containing the product may
// review it, once (submitting again edits the review). The product's review count and rating sum
// move in the same transaction, under a per-product lock, so the listing's averages stay exact.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  averageRating,
  NOT_A_BUYER_MESSAGE,
  REVIEW_PAGE_SIZE,
  type MyReviewResponse,
  type Review,
  type ReviewInput,
  type ReviewListResponse,
  type SessionUser,
} from '@eshop/shared';
import type { Db, Tx } from '../../db/client.js';
import { orders, products, reviews } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { isOnSale } from '../products/index.js';
import { publishEvent } from '../events/index.js';
import { countDeletedReview, countEditedReview, countNewReview } from '../products/index.js';

type ReviewRow = typeof reviews.$inferSelect;

const toReviewDto = (row: ReviewRow): Review => ({
  id: row.id,
  productId: row.productId,
  userName: row.userName,
  rate: row.rate,
  review: row.review,
  createdAt: row.createdAt.toISOString(),
  editedAt: row.editedAt ? row.editedAt.toISOString() : null,
});

async function findProductOnSale(db: Pick<Db, 'select'>, productId: string) {
  const [product] = await db
    .select({ reviewCount: products.reviewCount, ratingSum: products.ratingSum })
    .from(products)
    .where(and(eq(products.id, productId), isOnSale));
  if (!product) throw notFound();
  return product;
}

/** Whether one of the shopper's orders has the product among its lines. */
export async function hasBought(db: Pick<Db, 'select'>, userId: string, productId: string): Promise<boolean> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(eq(orders.userId, userId), sql`${orders.items} @> ${JSON.stringify([{ id: productId }])}::jsonb`),
    )
    .limit(1);
  return order !== undefined;
}

/**
 * A page of the product's reviews, newest first, with the average of all of them: one query (every
 * product page drawn on the server asks for it), the product's totals beside each review of the page.
 * `known`: what the catalogue index knows of the product on sale, as fresh as a cached answer would
 * be; one with no reviews yet (most of a shop's long tail) costs no query.
 */
export async function listReviews(
  db: Db,
  productId: string,
  page: number,
  known?: { reviewCount: number },
): Promise<ReviewListResponse> {
  if (known?.reviewCount === 0) {
    return { items: [], total: 0, page, pageSize: REVIEW_PAGE_SIZE, pageCount: 0, averageRating: null };
  }
  const pageOfReviews = db
    .select()
    .from(reviews)
    .where(eq(reviews.productId, products.id))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(REVIEW_PAGE_SIZE)
    .offset((page - 1) * REVIEW_PAGE_SIZE)
    .as('page_of_reviews');
  const rows = await db
    .select({
      reviewCount: products.reviewCount,
      ratingSum: products.ratingSum,
      review: {
        id: pageOfReviews.id,
        productId: pageOfReviews.productId,
        userId: pageOfReviews.userId,
        userName: pageOfReviews.userName,
        rate: pageOfReviews.rate,
        review: pageOfReviews.review,
        createdAt: pageOfReviews.createdAt,
        editedAt: pageOfReviews.editedAt,
      },
    })
    .from(products)
    .leftJoinLateral(pageOfReviews, sql`true`)
    .where(and(eq(products.id, productId), isOnSale))
    .orderBy(desc(pageOfReviews.createdAt), desc(pageOfReviews.id));
  const product = rows[0];
  if (!product) throw notFound();
  return {
    items: rows.flatMap(({ review }) => (review ? [toReviewDto(review)] : [])),
    total: product.reviewCount,
    page,
    pageSize: REVIEW_PAGE_SIZE,
    pageCount: Math.ceil(product.reviewCount / REVIEW_PAGE_SIZE),
    averageRating: averageRating(product.ratingSum, product.reviewCount),
  };
}

export async function getMyReview(
  db: Db,
  shopper: SessionUser,
  productId: string,
): Promise<MyReviewResponse> {
  await findProductOnSale(db, productId);
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.userId, shopper.id)));
  return { canReview: await hasBought(db, shopper.id, productId), review: row ? toReviewDto(row) : null };
}

/** Writes the shopper's review of the product, or edits the one they wrote; says which. */
export async function submitReview(
  db: Db,
  shopper: SessionUser,
  productId: string,
  input: ReviewInput,
): Promise<{ review: Review; isNew: boolean }> {
  await findProductOnSale(db, productId);
  if (!(await hasBought(db, shopper.id, productId))) throw new AppError('FORBIDDEN', NOT_A_BUYER_MESSAGE);
  return db.transaction(async (tx) => {
    // One review writer per product at a time: the counters below are read-modify-write.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`review:${productId}`}))`);
    const [existing] = await tx
      .select()
      .from(reviews)
      .where(and(eq(reviews.productId, productId), eq(reviews.userId, shopper.id)));
    if (existing) {
      const [row] = await tx
        .update(reviews)
        .set({ rate: input.rate, review: input.review, userName: shopper.displayName, editedAt: new Date() })
        .where(eq(reviews.id, existing.id))
        .returning();
      await countEditedReview(tx, productId, input.rate - existing.rate);
      await publishEvent(tx, 'public', 'product.changed', { productId });
      return { review: toReviewDto(row!), isNew: false };
    }
    const [row] = await tx
      .insert(reviews)
      .values({
        productId,
        userId: shopper.id,
        userName: shopper.displayName,
        rate: input.rate,
        review: input.review,
      })
      .returning();
    await countNewReview(tx, productId, input.rate);
    await publishEvent(tx, 'public', 'product.changed', { productId });
    return { review: toReviewDto(row!), isNew: true };
  });
}

/** Every review's stars and count, recomputed (tests compare the product's counters with it). */
export async function countReviews(db: Db, productId: string) {
  const [totals] = await db
    .select({ reviewCount: count(), ratingSum: sql<string>`coalesce(sum(${reviews.rate}), 0)::text` })
    .from(reviews)
    .where(eq(reviews.productId, productId));
  return { reviewCount: totals?.reviewCount ?? 0, ratingSum: Number(totals?.ratingSum ?? 0) };
}

/** Every review the shopper wrote, newest first (their data export). */
export async function reviewsBy(db: Pick<Db, 'select'>, userId: string) {
  const rows = await db
    .select({
      productId: reviews.productId,
      productName: products.name,
      rate: reviews.rate,
      review: reviews.review,
      createdAt: reviews.createdAt,
      editedAt: reviews.editedAt,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
  }));
}

/**
 * Deletes the shopper's reviews (their account is going): each product's count and stars go down,
 * under the same per-product lock as a new review, and its pages hear of it.
 */
export async function deleteReviewsOf(tx: Tx, userId: string): Promise<void> {
  const written = await tx
    .select({ id: reviews.id, productId: reviews.productId })
    .from(reviews)
    .where(eq(reviews.userId, userId));
  for (const { id, productId } of written) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`review:${productId}`}))`);
    const [deleted] = await tx.delete(reviews).where(eq(reviews.id, id)).returning({ rate: reviews.rate });
    if (!deleted) continue;
    await countDeletedReview(tx, productId, deleted.rate);
    await publishEvent(tx, 'public', 'product.changed', { productId });
  }
}
