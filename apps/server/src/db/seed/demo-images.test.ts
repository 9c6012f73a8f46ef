// The demo catalogue joined to its drawings (packages/demo-drawings): every seeded product's picture
// address names a drawing of its own, and an address that names no product has none.
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOG } from './demo-catalog.js';
import { DEMO_IMAGE_PREFIX, demoImageUrl, getDemoDrawing } from './demo-images.js';

const slugOf = (url: string) => url.slice(DEMO_IMAGE_PREFIX.length).replace(/\.webp$/, '');

describe('demo pictures', () => {
  it('gives every demo product an address with a drawing, no two alike', () => {
    const urls = DEMO_CATALOG.map((product) => demoImageUrl(product.name));
    expect(new Set(urls).size).toBe(DEMO_CATALOG.length);
    const drawings = urls.map((url) => getDemoDrawing(slugOf(url)));
    for (const drawing of drawings) expect(drawing).toMatch(/^<svg [^>]*width="800"/);
    expect(new Set(drawings).size).toBe(DEMO_CATALOG.length);
  });

  it('has no drawing for an address that names no demo product', () => {
    expect(getDemoDrawing('no-such-product')).toBeUndefined();
    expect(getDemoDrawing('')).toBeUndefined();
  });
});
