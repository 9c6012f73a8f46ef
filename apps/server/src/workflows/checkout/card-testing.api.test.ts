// The pause after declined cards on both backends, through the real card form's route: an address
// with a few declines, or an e-mail with many from several addresses, takes no card and starts no
// payment; a stranger typing a guest's e-mail pauses themselves, not the guest; cards sent all at
// once are counted one at a time, so no burst gets more cards judged than the limit; a card that
// pays is not a decline.
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatePaymentIntentResponse, ErrorResponse, Product } from '@eshop/shared';
import { cardDeclineCounts } from '../../db/schema/index.js';
import { createClient, type Client } from '../../test-support/auth-client.js';
import { firstProducts, GOOD_CARD, payWithTestCard, startPayment } from '../../test-support/checkout.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { BACKENDS } from '../../test-support/test-database.js';
import { DECLINES_BEFORE_PAUSE, EMAIL_DECLINES_CEILING, TOO_MANY_DECLINES } from './decline-pause.js';

const DECLINED_CARD = { ...GOOD_CARD, cardNumber: '4000 0000 0000 0002' };

describe.each(BACKENDS)('the pause after declined cards on %s', (backend) => {
  let t: TestApp;
  let product: Product;
  let address = 0;

  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'true', PAYMENT_SWEEP_SECONDS: '0' });
    [product] = (await firstProducts(t.app, 1)) as [Product];
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A visitor from an address of their own. */
  const visitor = () =>
    createClient(t.app, { remoteAddress: `10.3.${backend === 'pglite' ? 1 : 2}.${++address}` });
  const guestPays = (guest: Client, email: string) =>
    startPayment(guest, [{ id: product.id, cartQuantity: 1 }], { userEmail: email });
  const newIntent = async (guest: Client, email: string) => {
    const response = await guestPays(guest, email);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CreatePaymentIntentResponse>();
  };
  const expectPaused = (response: { statusCode: number; json: <T>() => T }) => {
    expect(response.statusCode).toBe(429);
    expect(response.json<ErrorResponse>().error).toEqual({
      code: 'RATE_LIMITED',
      message: TOO_MANY_DECLINES,
    });
  };
  const declineOnce = async (guest: Client, email: string) => {
    const declined = await payWithTestCard(guest, await newIntent(guest, email), DECLINED_CARD);
    expect(declined.statusCode, declined.body).toBe(402);
  };

  it(`judges exactly ${DECLINES_BEFORE_PAUSE} of 40 declined cards sent at once; the rest are paused`, async () => {
    const guest = visitor();
    const intent = await newIntent(guest, `burst.${backend}@example.com`);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => payWithTestCard(guest, intent, DECLINED_CARD)),
    );
    const byStatus: Record<number, number> = {};
    for (const answer of answers) byStatus[answer.statusCode] = (byStatus[answer.statusCode] ?? 0) + 1;
    expect(byStatus).toEqual({ 402: DECLINES_BEFORE_PAUSE, 429: 40 - DECLINES_BEFORE_PAUSE });
    expectPaused(answers.find((answer) => answer.statusCode === 429)!);
    // Paused for new payments too, and for a card that would pay.
    expectPaused(await payWithTestCard(guest, intent));
    expectPaused(await guestPays(guest, `burst.${backend}@example.com`));
  });

  it('does not count a card that pays as a decline', async () => {
    const guest = visitor();
    const email = `unlucky.${backend}@example.com`;
    for (let i = 1; i < DECLINES_BEFORE_PAUSE; i += 1) await declineOnce(guest, email);
    expect((await payWithTestCard(guest, await newIntent(guest, email))).statusCode).toBe(200);
    // The last decline before the pause is still judged, then the payer waits.
    await declineOnce(guest, email);
    expectPaused(await guestPays(guest, email));
  });

  it('takes cards again once half an hour has passed since the last one counted', async () => {
    const ip = `10.4.${backend === 'pglite' ? 1 : 2}.1`;
    const guest = createClient(t.app, { remoteAddress: ip });
    const email = `patient.${backend}@example.com`;
    for (let i = 0; i < DECLINES_BEFORE_PAUSE; i += 1) await declineOnce(guest, email);
    expectPaused(await guestPays(guest, email));
    // Half an hour on, as the database's clock would see it.
    await t.testDb.database.db
      .update(cardDeclineCounts)
      .set({ resetsAt: sql`now() - interval '1 second'` })
      .where(inArray(cardDeclineCounts.key, [`ip:${ip}`, `email:${email}`]));
    await declineOnce(guest, email);
  });

  it("pauses a stranger declining cards with a guest's e-mail, and not the guest", async () => {
    const email = `victim.${backend}@example.com`;
    const stranger = visitor();
    for (let i = 0; i < DECLINES_BEFORE_PAUSE; i += 1) await declineOnce(stranger, email);
    expectPaused(await guestPays(stranger, email));
    expectPaused(await guestPays(stranger, `another.${backend}@example.com`));

    // The guest, from their own address, pays and gets the order.
    const guest = visitor();
    const intent = await newIntent(guest, email);
    expect((await payWithTestCard(guest, intent)).statusCode).toBe(200);
    const completed = await guest.request('POST', '/api/checkout/complete', {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
    });
    expect(completed.statusCode, completed.body).toBe(200);
  });

  it(`pauses an e-mail after ${EMAIL_DECLINES_CEILING} declined cards from several addresses`, async () => {
    const email = `botnet.${backend}@example.com`;
    for (let n = 0; n < EMAIL_DECLINES_CEILING / DECLINES_BEFORE_PAUSE; n += 1) {
      const from = visitor();
      const intent = await newIntent(from, email);
      for (let i = 0; i < DECLINES_BEFORE_PAUSE; i += 1) {
        expect((await payWithTestCard(from, intent, DECLINED_CARD)).statusCode).toBe(402);
      }
    }
    expectPaused(await guestPays(visitor(), email));
  });

  it(`pauses an address after ${DECLINES_BEFORE_PAUSE} declined cards, whatever e-mails it gives`, async () => {
    const sameAddress = visitor();
    for (let i = 0; i < DECLINES_BEFORE_PAUSE; i += 1) {
      await declineOnce(sameAddress, `rotating${i}.${backend}@example.com`);
    }
    expectPaused(await guestPays(sameAddress, `fresh.${backend}@example.com`));
  });
});
