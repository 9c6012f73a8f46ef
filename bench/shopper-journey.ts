// A shopper's side of the HTTP API for the scale and soak benchmarks: a session cookie, the page's
// origin, and a purchase as the storefront makes it (cart, quote, payment intent, test card, order),
// each request timed under its step.
import type { CheckoutQuote, CreatePaymentIntentResponse } from '@eshop/shared';
import { ADDRESSES, CARD, orderLines, type Product } from './checkout.js';

export const STEPS = ['signIn', 'cart', 'quote', 'intent', 'pay', 'complete'] as const;
export type Step = (typeof STEPS)[number];
export type StepTimes = Record<Step, number[]>;

export const emptyStepTimes = (): StepTimes => ({
  signIn: [],
  cart: [],
  quote: [],
  intent: [],
  pay: [],
  complete: [],
});

/** A request answered with another status than 2xx (`status` 0: no answer at all). */
export class RequestError extends Error {
  override name = 'RequestError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The status a failed journey ended on, for counting failures by kind ('503', 'no answer'). */
export const failureKind = (error: unknown): string =>
  error instanceof RequestError ? (error.status === 0 ? 'no answer' : String(error.status)) : 'other';

export type BenchClient = {
  cookie: string;
  /** Requests sent again after a 503 (only with `retryUnavailable`). */
  retried: number;
  /** Sends a request; throws on a non-2xx answer or no answer. `times` gets its milliseconds. */
  call: <T = unknown>(method: string, url: string, body?: unknown, times?: number[]) => Promise<T>;
};

/**
 * What the web app sends again after a 503 (apps/web/src/lib/retry-unavailable.ts): every read, and
 * the writes its endpoints mark safe to repeat (the cart replaced whole, a merge with its id, a quote,
 * a payment confirmed, an order completed for a payment). Other writes are not repeated: some 503s
 * come after the work was done.
 */
const SAFE_TO_REPEAT = [
  /^PUT \/api\/cart$/,
  /^POST \/api\/cart\/merge$/,
  /^POST \/api\/checkout\/quote$/,
  /^POST \/api\/test-payments\/[^/]+\/confirm$/,
  /^POST \/api\/checkout\/complete$/,
];
export const mayRepeatAfter503 = (method: string, url: string): boolean =>
  method === 'GET' || method === 'HEAD' || SAFE_TO_REPEAT.some((rule) => rule.test(`${method} ${url}`));
/** As the web app: three more tries at most, each after the Retry-After asked for (at most 5 s). */
export const RETRIES_AFTER_503 = 3;
export const pauseAfter503 = (response: Response) => {
  const seconds = Number(response.headers.get('retry-after'));
  return Math.min(Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 1000, 5_000);
};

/**
 * A browser of the shop at `baseUrl`, whose pages come from `origin` (https behind the proxy). With
 * `retryUnavailable`, it sends a 503'd request again as the web app does (counted in `retried`).
 */
export function benchClient(
  baseUrl: string,
  origin = baseUrl,
  { retryUnavailable = false } = {},
): BenchClient {
  const client: BenchClient = {
    cookie: '',
    retried: 0,
    call: async <T>(method: string, url: string, body?: unknown, times?: number[]) => {
      const started = performance.now();
      let response: Response;
      let text: string;
      const mayRepeat = retryUnavailable && mayRepeatAfter503(method, url);
      for (let retries = 0; ; retries += 1) {
        try {
          response = await fetch(`${baseUrl}${url}`, {
            method,
            headers: {
              origin,
              ...(client.cookie ? { cookie: client.cookie } : {}),
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          });
          text = await response.text();
        } catch (error) {
          throw new RequestError(`${method} ${url} got no answer: ${(error as Error).message}`, 0);
        }
        if (response.status !== 503 || !mayRepeat || retries >= RETRIES_AFTER_503) break;
        client.retried += 1;
        await new Promise((resolve) => setTimeout(resolve, pauseAfter503(response)));
      }
      times?.push(performance.now() - started);
      if (!response.ok)
        throw new RequestError(
          `${method} ${url} answered ${response.status}: ${text.slice(0, 200)}`,
          response.status,
        );
      const session = response.headers
        .getSetCookie()
        .map((header) => header.split(';')[0])
        .filter((pair) => pair?.includes('session_token='));
      if (session.length > 0) client.cookie = session.join('; ');
      return (text ? JSON.parse(text) : undefined) as T;
    },
  };
  return client;
}

export async function signUp(client: BenchClient, email: string, password: string): Promise<void> {
  await client.call('POST', '/api/auth/sign-up/email', { email, password, name: '' });
}

export async function signIn(
  client: BenchClient,
  email: string,
  password: string,
  times?: number[],
): Promise<void> {
  await client.call('POST', '/api/auth/sign-in/email', { email, password }, times);
  if (!client.cookie) throw new Error(`sign-in of ${email} set no session cookie`);
}

/**
 * Order n (the same lines and address on every run): the cart saved, a quote, the payment intent
 * for the quoted total, the test card, the order. Returns the total charged and the order's id.
 */
export async function purchase(
  client: BenchClient,
  products: Product[],
  n: number,
  times: StepTimes,
): Promise<{ totalCents: number; orderId: string }> {
  const lines = orderLines(products, n);
  const items = lines.map(({ product, cartQuantity }) => ({ id: product.id, cartQuantity }));
  const address = ADDRESSES[n % ADDRESSES.length]!;
  await client.call(
    'PUT',
    '/api/cart',
    { items: items.map((item) => ({ productId: item.id, quantity: item.cartQuantity })) },
    times.cart,
  );
  const quote = await client.call<CheckoutQuote>(
    'POST',
    '/api/checkout/quote',
    { items, shipping: address },
    times.quote,
  );
  const intent = await client.call<CreatePaymentIntentResponse>(
    'POST',
    '/api/create-payment-intent',
    {
      items,
      userEmail: 'ignored@bench.example.com',
      shipping: address,
      billing: address,
      description: 'payment: bench',
      shippingMethodId: quote.shippingMethodId,
      expectedTotalCents: quote.totals.totalCents,
    },
    times.intent,
  );
  await client.call(
    'POST',
    `/api/test-payments/${intent.paymentIntentId}/confirm`,
    { clientSecret: intent.clientSecret, ...CARD },
    times.pay,
  );
  const { orderId } = await client.call<{ orderId: string }>(
    'POST',
    '/api/checkout/complete',
    { paymentIntentId: intent.paymentIntentId },
    times.complete,
  );
  return { totalCents: quote.totals.totalCents, orderId };
}
