// Reviews through the real app on both backends: only buyers review, a second review edits the
// first, markup is kept as the text it is, and the product's average and count stay exact, also when
// many buyers review at once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOT_A_BUYER_MESSAGE,
  REVIEW_PAGE_SIZE,
  type ErrorResponse,
  type MyReviewResponse,
  type Product,
  type ProductListResponse,
  type Review,
  type ReviewListResponse,
} from '@eshop/shared';
import { products } from '../../db/schema/index.js';
import { createClient, type Client } from '../../test-support/auth-client.js';
import { buy, firstProducts } from '../../test-support/checkout.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { BACKENDS } from '../../test-support/test-database.js';
import { countReviews } from './reviews.js';

describe.each(BACKENDS)('reviews on %s', (backend) => {
  let t: TestApp;
  let buyer: Client;
  let stranger: Client;
  let product: Product;

  const signedIn = async (email: string) => {
    const client = createClient(t.app);
    await client.signUp(email, 'review test password');
    await client.signIn(email, 'review test password');
    return client;
  };

  beforeAll(async () => {
    t = await createTestApp(backend, {
      RATE_LIMIT_ENABLED: 'false',
      PAYMENT_SWEEP_SECONDS: '0',
      WRITE_QUEUE_LIMIT: '500',
    });
    [product] = (await firstProducts(t.app, 1)) as [Product];
    buyer = await signedIn('ada.buyer@example.com');
    stranger = await signedIn('never.bought@example.com');
    await buy(buyer, [{ id: product.id, cartQuantity: 1 }]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const reviewsOf = async (id: string, page = 1) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/products/${id}/reviews?page=${page}` })
    ).json<ReviewListResponse>();
  const post = (client: Client, body: unknown, id = product.id) =>
    client.request('POST', `/api/products/${id}/reviews`, body);

  it('shows an empty list before any review', async () => {
    const list = await reviewsOf(product.id);
    expect(list).toMatchObject({ items: [], total: 0, averageRating: null });
  });

  it('refuses a shopper who never bought the product, and a visitor', async () => {
    const refused = await post(stranger, { rate: 5, review: 'Great!' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorResponse>().error.message).toBe(NOT_A_BUYER_MESSAGE);
    expect((await post(createClient(t.app), { rate: 5, review: 'Great!' })).statusCode).toBe(401);
    const mine = await stranger.request('GET', `/api/products/${product.id}/my-review`);
    expect(mine.json<MyReviewResponse>()).toEqual({ canReview: false, review: null });
    expect((await reviewsOf(product.id)).total).toBe(0);
  });

  it('refuses a review without text or with stars out of range', async () => {
    expect((await post(buyer, { rate: 4, review: '   ' })).statusCode).toBe(400);
    expect((await post(buyer, { rate: 6, review: 'Too many stars' })).statusCode).toBe(400);
    expect((await post(buyer, { rate: 2.5, review: 'Half a star' })).statusCode).toBe(400);
  });

  it('takes a buyer’s review, then edits it on a second submission', async () => {
    const first = await post(buyer, { rate: 2, review: 'It broke after a week.' });
    expect(first.statusCode).toBe(201);
    expect(first.json<Review>()).toMatchObject({ rate: 2, userName: 'Ada.buyer', editedAt: null });
    const second = await post(buyer, { rate: 4, review: 'The replacement works well.' });
    expect(second.statusCode).toBe(200);
    expect(second.json<Review>()).toMatchObject({ id: first.json<Review>().id, rate: 4 });
    expect(second.json<Review>().editedAt).not.toBeNull();
    const list = await reviewsOf(product.id);
    expect(list.items.map((review) => review.review)).toEqual(['The replacement works well.']);
    expect(list).toMatchObject({ total: 1, averageRating: 4 });
    const mine = await buyer.request('GET', `/api/products/${product.id}/my-review`);
    expect(mine.json<MyReviewResponse>()).toMatchObject({ canReview: true, review: { rate: 4 } });
  });

  it('keeps markup as plain text', async () => {
    const text = '<script>alert("x")</script><img src=x onerror=alert(1)> & "quotes"';
    expect((await post(buyer, { rate: 3, review: text })).statusCode).toBe(200);
    expect((await reviewsOf(product.id)).items[0]?.review).toBe(text);
  });

  it('keeps the average and count on the product exact when many buyers review at once', async () => {
    const [, other] = (await firstProducts(t.app, 2)) as [Product, Product];
    const buyers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signedIn(`rater-${i}@example.com`)),
    );
    for (const client of buyers) await buy(client, [{ id: other.id, cartQuantity: 1 }]);
    const stars = buyers.map((_, i) => i % 6);
    const answers = await Promise.all(
      buyers.map((client, i) => post(client, { rate: stars[i], review: `Review ${i}` }, other.id)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(201));

    const [row] = await t.testDb.database.db.select().from(products).where(eq(products.id, other.id));
    expect({ reviewCount: row?.reviewCount, ratingSum: row?.ratingSum }).toEqual(
      await countReviews(t.testDb.database.db, other.id),
    );
    const expectedAverage = Math.round((stars.reduce((a, b) => a + b, 0) / stars.length) * 10) / 10;
    const page1 = await reviewsOf(other.id);
    expect(page1).toMatchObject({
      total: 12,
      averageRating: expectedAverage,
      pageCount: Math.ceil(12 / REVIEW_PAGE_SIZE),
    });
    expect(page1.items).toHaveLength(REVIEW_PAGE_SIZE);
    const created = page1.items.map((review) => review.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    // Every page together holds each review once; a page past the last holds none, with the totals.
    const pages = await Promise.all(
      Array.from({ length: page1.pageCount }, (_, i) => reviewsOf(other.id, i + 1)),
    );
    const texts = pages.flatMap((page) => page.items.map((review) => review.review));
    expect(texts.sort()).toEqual(buyers.map((_, i) => `Review ${i}`).sort());
    expect(await reviewsOf(other.id, page1.pageCount + 1)).toMatchObject({ items: [], total: 12 });

    // The listing shows the same figures without asking for the reviews.
    const listed = (
      await t.app.inject({ method: 'GET', url: `/api/products?search=${encodeURIComponent(other.name)}` })
    ).json<ProductListResponse>();
    expect(listed.items.find((item) => item.id === other.id)).toMatchObject({
      reviewCount: 12,
      averageRating: expectedAverage,
    });
  }, 60_000);

  it('answers 404 for a product that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${missing}/reviews` })).statusCode).toBe(
      404,
    );
    expect((await post(buyer, { rate: 5, review: 'x' }, missing)).statusCode).toBe(404);
  });
});
