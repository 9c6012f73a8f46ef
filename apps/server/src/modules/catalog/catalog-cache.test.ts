import { describe, expect, it } from 'vitest';
import { createCatalogCache } from './catalog-cache.js';

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
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { loads };
    };
    await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect(loads).toBe(1);
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
    const slow = () => new Promise<object>((resolve) => setTimeout(() => resolve({}), 5));
    await Promise.all([cache.get('a', slow), cache.get('a', slow)]);
    await cache.get('a', slow);
    expect(cache.stats()).toEqual({ hits: 1, shared: 1, misses: 1 });
    const off = createCatalogCache({ max: 0 });
    await off.get('a', slow);
    expect(off.stats()).toEqual({ hits: 0, shared: 0, misses: 1 });
  });
});
