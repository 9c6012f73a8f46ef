// @vitest-environment node
// Which pages the server draws (decision 024), and the chunk whose CSS a drawn page links: a source
// named here must be the very module routes.tsx loads on demand, or a drawn page would come unstyled.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isServerRendered, NOT_FOUND_PAGE_SOURCE, pageSourceOf } from './routes';

const webRoot = fileURLToPath(new URL('../..', import.meta.url));
const routesSource = fs.readFileSync(fileURLToPath(new URL('./routes.tsx', import.meta.url)), 'utf8');

describe('server-rendered pages', () => {
  it('draws the catalogue, static pages and unknown paths, and leaves the shopper’s own pages to the browser', () => {
    for (const page of [
      '/',
      '/category/Phone',
      '/product-details/abc',
      '/search',
      '/contact',
      '/no-such-page',
      // As its heading; the lines come from the browser's cart.
      '/cart',
    ]) {
      expect(isServerRendered(page), page).toBe(true);
    }
    for (const page of [
      '/login',
      '/register',
      '/reset-password',
      '/checkout',
      '/checkout-details',
      '/checkout-success',
      '/order-history',
      '/order-details/1',
      '/order-status/1',
      '/cart/restore/1',
      '/unsubscribe',
      '/review-product/1',
      '/admin/orders',
    ]) {
      expect(isServerRendered(page), page).toBe(false);
    }
  });

  it('names, for each drawn page that loads on demand, the module routes.tsx loads', () => {
    const sources = [
      '/',
      '/category/Phone',
      '/product-details/abc',
      '/contact',
      '/cart',
      '/no-such-page',
    ].map(pageSourceOf);
    expect(sources.at(-1)).toBe(NOT_FOUND_PAGE_SOURCE);
    for (const source of sources) {
      expect(source).toBeDefined();
      expect(fs.existsSync(path.join(webRoot, source ?? '')), source).toBe(true);
      const importPath = `'${path.relative('src/app', source ?? '').replace(/\.tsx$/, '')}'`;
      const asImported = importPath.startsWith("'.") ? importPath : `'./${importPath.slice(1)}`;
      expect(routesSource, source).toContain(`import(${asImported})`);
    }
  });
});
