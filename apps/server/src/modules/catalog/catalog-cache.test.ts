import { describe, expect, it } from 'vitest';
import { approximateBytes, createCatalogCache } from './catalog-cache.js';

/** A load that is still going until the test lets it finish (no test waits on the wall clock). */
function heldLoad<T extends object>(value: () => T) {
  let calls = 0;
  const releases: (() => void)[] = [];
  const load = () => {
    calls += 1;
    return new Promise<T>((resolve) => releases.push(() => resolve(value())));
  };
  return { load, calls: () => calls, release: () => releases.splice(0).forEach((release) => release()) };
}

describe('catalog cache', () => {
  it('answers repeated questions from memory until invalidated', async () => {
    const cache = createCatalogCache();
    let loads = 0;
    const load = () => Promise.resolve({ n: ++loads });
    expect(await cache.get('k', load)).toEqual({ n: 1 });
    expect(await cache.get('k', load)).toEqual({ n: 1 });
    cache.invalidate();
    expect(await cache.get('k', load)).toEqual({ n: 2 });
  });

  it('shares one load between concurrent misses', async () => {
    const cache = createCatalogCache();
    const slow = heldLoad(() => ({ answer: 1 }));
    const all = Promise.all([
      cache.get('k', slow.load),
      cache.get('k', slow.load),
      cache.get('k', slow.load),
    ]);
    // All three asked while the first load is still going.
    expect(slow.calls()).toBe(1);
    slow.release();
    expect(await all).toEqual([{ answer: 1 }, { answer: 1 }, { answer: 1 }]);
    expect(slow.calls()).toBe(1);
  });

  it('does not keep an answer loaded across a write', async () => {
    const cache = createCatalogCache();
    let release: () => void = () => undefined;
    const slow = cache.get(
      'k',
      () => new Promise<{ v: string }>((resolve) => (release = () => resolve({ v: 'old' }))),
    );
    cache.invalidate();
    release();
    expect(await slow).toEqual({ v: 'old' });
    expect(await cache.get('k', () => Promise.resolve({ v: 'new' }))).toEqual({ v: 'new' });
  });

  it('does not cache failures', async () => {
    const cache = createCatalogCache();
    await expect(cache.get('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('k', () => Promise.resolve({ ok: true }))).toEqual({ ok: true });
  });

  it('counts hits, shared loads and misses (the hit rate of the metrics)', async () => {
    const cache = createCatalogCache();
    const slow = heldLoad(() => ({}));
    // The second asks while the first's load is still going: it shares it.
    const both = Promise.all([cache.get('a', slow.load), cache.get('a', slow.load)]);
    slow.release();
    await both;
    await cache.get('a', slow.load);
    expect(cache.stats()).toEqual({ hits: 1, shared: 1, misses: 1 });
    const off = createCatalogCache({ max: 0 });
    const offLoad = off.get('a', slow.load);
    slow.release();
    await offLoad;
    expect(off.stats()).toEqual({ hits: 0, shared: 0, misses: 1 });
  });

  it('keeps answers within its memory budget, the least recently used going first', async () => {
    const listing = { products: [{ name: 'x'.repeat(300) }] };
    // Each answer below is this size (n stays one digit).
    const size = approximateBytes({ ...listing, n: 1 });
    const cache = createCatalogCache({ maxBytes: size * 3 });
    let loads = 0;
    const load = () => Promise.resolve({ ...listing, n: ++loads });
    for (const key of ['a', 'b', 'c']) await cache.get(key, load);
    await cache.get('a', load); // a is now the most recently used
    await cache.get('d', load); // over budget: b goes
    expect(loads).toBe(4);
    await cache.get('a', load);
    await cache.get('c', load);
    expect(loads).toBe(4);
    await cache.get('b', load);
    expect(loads).toBe(5);
  });

  it('does not keep an answer larger than its whole budget, and is off at 0 bytes', async () => {
    const cache = createCatalogCache({ maxBytes: 1_000 });
    let loads = 0;
    const page = () => Promise.resolve({ page: { status: 200, body: 'x'.repeat(1_000) }, n: ++loads });
    await cache.get('big', page);
    await cache.get('big', page);
    expect(loads).toBe(2);
    const off = createCatalogCache({ maxBytes: 0 });
    const small = () => Promise.resolve({ n: ++loads });
    await off.get('k', small);
    await off.get('k', small);
    expect(loads).toBe(4);
  });

  it('counts a page by its HTML and its compressed copies, a listing by its text and its objects', () => {
    expect(approximateBytes({ page: { status: 200, body: 'x'.repeat(1_000) } })).toBe(1_500);
    expect(approximateBytes({ items: ['abc'] })).toBe(JSON.stringify({ items: ['abc'] }).length * 3);
    expect(approximateBytes({ page: undefined })).toBe(6);
    // A sitemap's text by its length, never serialized again to be weighed.
    expect(approximateBytes({ text: 'x'.repeat(4_000) })).toBe(5_000);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(approximateBytes(cyclic)).toBeGreaterThan(0);
  });
});
