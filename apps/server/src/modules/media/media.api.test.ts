// Product pictures through the real app: the drawn demo pictures as WebP at every srcset width
// (checked by decoding them), the SVG drawing behind them, and refusals of what does not exist.
import { DEFAULT_IMAGE_WIDTH, IMAGE_WIDTHS, type ProductListResponse } from '@eshop/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

describe('product pictures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  const firstImageUrl = async (): Promise<string> => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products?limit=1' });
    return response.json<ProductListResponse>().items[0]?.imageURL ?? '';
  };

  it('serves each drawn demo picture as WebP at the srcset widths, and as SVG', async () => {
    const url = await firstImageUrl();
    const sizes = [];
    for (const width of IMAGE_WIDTHS) {
      const image = await t.app.inject({ method: 'GET', url: `${url}?w=${width}` });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toContain('max-age');
      const meta = await sharp(image.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
      sizes.push(image.rawPayload.length);
    }
    // A phone's card at 200 px downloads a fraction of the 800 px picture.
    expect(sizes[0]).toBeLessThan((sizes.at(-1) ?? 0) / 3);
    const fallback = await t.app.inject({ method: 'GET', url });
    expect((await sharp(fallback.rawPayload).metadata()).width).toBe(DEFAULT_IMAGE_WIDTH);
    // A product picture may be shown elsewhere (the order e-mails in a webmail); pages may not.
    expect(fallback.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/health' })).headers['cross-origin-resource-policy'],
    ).toBe('same-origin');
    const drawing = await t.app.inject({ method: 'GET', url: url.replace(/\.webp$/, '.svg') });
    expect(drawing.headers['content-type']).toContain('image/svg+xml');
    expect(drawing.body).toContain('<svg');
  });

  it('refuses an unknown picture or width', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/demo-images/nope.webp' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/demo-images/nope.svg' })).statusCode).toBe(404);
    const oddWidth = await t.app.inject({ method: 'GET', url: `${await firstImageUrl()}?w=123` });
    expect(oddWidth.statusCode).toBe(400);
    expect(oddWidth.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    expect((await t.app.inject({ method: 'GET', url: '/demo-images/..%2Fetc.webp' })).statusCode).toBe(400);
  });
});
