// Signed-in shoppers writing their carts one after another until a deadline, as fast as they can,
// each write with a client timeout; shared by the writes and hangups benchmarks.

/** The value at quantile q (0..1) of unsorted values; 0 for none. */
export const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

/** Products to put in the carts: the first hundred of the catalogue sold one way (no size to choose). */
export async function productIds(baseUrl: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/products?limit=100`);
  const body = (await response.json()) as { items: { id: string; options?: unknown[] }[] };
  return body.items.filter((item) => !item.options).map((item) => item.id);
}

export type CartWrites = {
  /** Milliseconds of each write served (200), and of each turned away (503). */
  served: number[];
  shed: number[];
  timeouts: number;
  otherErrors: number;
};

export async function writeCartsUntil(
  baseUrl: string,
  cookies: string[],
  products: string[],
  deadline: number,
  clientTimeoutMs: number,
): Promise<CartWrites> {
  const writes: CartWrites = { served: [], shed: [], timeouts: 0, otherErrors: 0 };
  const writer = async (cookie: string, seed: number) => {
    for (let n = seed; performance.now() < deadline; n += 7) {
      const items = [{ productId: products[n % products.length] as string, quantity: 1 + (n % 5) }];
      const startedAt = performance.now();
      try {
        const response = await fetch(`${baseUrl}/api/cart`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
          body: JSON.stringify({ items }),
          signal: AbortSignal.timeout(clientTimeoutMs),
        });
        await response.arrayBuffer();
        const ms = performance.now() - startedAt;
        if (response.status === 200) writes.served.push(ms);
        else if (response.status === 503) {
          writes.shed.push(ms);
          // A polite client honours Retry-After (shortened here so the crowd stays a crowd).
          await new Promise((resolve) => setTimeout(resolve, 100));
        } else writes.otherErrors += 1;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'TimeoutError') writes.timeouts += 1;
        else writes.otherErrors += 1;
      }
    }
  };
  await Promise.all(cookies.map((cookie, index) => writer(cookie, index)));
  return writes;
}
