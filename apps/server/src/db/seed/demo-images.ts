// Demo product pictures are addressed by slug and drawn on request, so every server instance can
// serve them without shared storage. The stored URL names the WebP the card shows; the drawing
// behind it is also served as SVG for rows seeded before the WebP variants existed.
import { drawProductImage } from '@eshop/demo-drawings';
import { DEMO_CATALOG } from './demo-catalog.js';

export const DEMO_IMAGE_PREFIX = '/demo-images/';

export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const demoBySlug = new Map(DEMO_CATALOG.map((product) => [slugify(product.name), product]));
const drawn = new Map<string, string>();

export const demoImageUrl = (productName: string): string =>
  `${DEMO_IMAGE_PREFIX}${slugify(productName)}.webp`;

/** The SVG drawing of the demo product with this slug, or undefined if there is none. */
export function getDemoDrawing(slug: string): string | undefined {
  const cached = drawn.get(slug);
  if (cached) return cached;
  const product = demoBySlug.get(slug);
  if (!product) return undefined;
  const svg = drawProductImage(product);
  drawn.set(slug, svg);
  return svg;
}
