// A shopper for tests where instances or the database go away under load: every answer is tallied by
// status, and a request answered 503 (or not answered: refused, cut) is sent again after a moment,
// as the web app does (apps/web/src/lib/retry-unavailable.ts) and a person pressing again would,
// until the shopper's patience runs out. The checkout is the storefront's: quote, payment, test
// card, order; each step may be sent again, and the shop settles a payment once.
import type { CheckoutQuote, CreatePaymentIntentResponse } from '@eshop/shared';
import { ADDRESS, GOOD_CARD } from './checkout.js';
import type { BrowserAnswer, LoopbackBrowser } from './loopback-browser.js';

export type Line = { id: string; cartQuantity: number };

/**
 * Answers by status ("no answer" for a refused or cut connection), the 503s by what they said (the
 * shop's reason, or the proxy's when no instance answered), and what a 5xx other than 503 said.
 */
export type Tally = { byStatus: Map<string, number>; unavailable: Map<string, number>; errorPages: string[] };

export const createTally = (): Tally => ({ byStatus: new Map(), unavailable: new Map(), errorPages: [] });

export type PatientShopperOptions = {
  /** Where an answer is counted (a function: a test may count phases apart). */
  tally: () => Tally;
  /** How long a request is sent again before the shopper gives up. */
  patienceMs?: number;
  /** Checked between tries: a shopper stops waiting for a shop that died. */
  assertShopAlive?: () => void;
};

export function patientShopper(
  browser: LoopbackBrowser,
  { tally, patienceMs = 60_000, assertShopAlive }: PatientShopperOptions,
) {
  const count = (status: string) => {
    const { byStatus } = tally();
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  };
  const errorPage = (text: string) => tally().errorPages.push(text);

  const request = async <T>(method: string, url: string, body?: unknown): Promise<BrowserAnswer<T>> => {
    const deadline = Date.now() + patienceMs;
    for (;;) {
      try {
        const answer = await browser.request<T>(method, url, body, { once: true });
        count(String(answer.status));
        if (answer.status >= 500 && answer.status !== 503)
          errorPage(`${method} ${url}: ${answer.status} ${JSON.stringify(answer.json).slice(0, 200)}`);
        if (answer.status !== 503) return answer;
        const { unavailable } = tally();
        const reason = `${method} ${url.replace(/\?.*/, '').replace(/\/(?=[^/]*\d)[^/]+/g, '/:id')}: ${
          (answer.json as { error?: { message?: string } } | undefined)?.error?.message ?? 'no message'
        }`;
        unavailable.set(reason, (unavailable.get(reason) ?? 0) + 1);
        if (!answer.headers.get('x-request-id')) errorPage(`${method} ${url}: a 503 without a request id`);
      } catch {
        count('no answer');
      }
      assertShopAlive?.();
      if (Date.now() > deadline)
        throw new Error(`${method} ${url} got no answer but 503 for ${patienceMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const expectOk = <T>(answer: BrowserAnswer<T>, what: string): T => {
    if (answer.status !== 200)
      throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.json).slice(0, 300)}`);
    return answer.json;
  };

  /** The storefront's checkout of `lines`; resolves with the order's id. */
  const checkout = async (lines: Line[]): Promise<string> => {
    const quote = expectOk(
      await request<CheckoutQuote>('POST', '/api/checkout/quote', { items: lines, shipping: ADDRESS }),
      'the quote',
    );
    const intent = expectOk(
      await request<CreatePaymentIntentResponse>('POST', '/api/create-payment-intent', {
        items: lines,
        shipping: ADDRESS,
        billing: ADDRESS,
        shippingMethodId: quote.shippingMethodId,
        expectedTotalCents: quote.totals.totalCents,
      }),
      'the payment intent',
    );
    expectOk(
      await request('POST', `/api/test-payments/${intent.paymentIntentId}/confirm`, {
        clientSecret: intent.clientSecret,
        ...GOOD_CARD,
      }),
      'the test card',
    );
    const { orderId } = expectOk(
      await request<{ orderId: string }>('POST', '/api/checkout/complete', {
        paymentIntentId: intent.paymentIntentId,
      }),
      'the order',
    );
    return orderId;
  };

  /** A new account, signed in (a sign-up sent again after no answer may find it exists). */
  const signUpAndIn = async (email: string, password: string) => {
    await request('POST', '/api/auth/sign-up/email', { email, password, name: '' });
    expectOk(await request('POST', '/api/auth/sign-in/email', { email, password }), `sign-in of ${email}`);
  };

  return { request, expectOk, checkout, signUpAndIn };
}

export type PatientShopper = ReturnType<typeof patientShopper>;
