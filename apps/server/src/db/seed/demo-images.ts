// Demo product images are addressed by slug and drawn on request (then cached), so every server
// instance can serve them without shared storage.
import { DEMO_CATALOG } from './demo-catalog.js';
import { drawProductImage } from './product-image.js';

export const DEMO_IMAGE_PREFIX = '/demo-images/';

export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const demoBySlug = new Map(DEMO_CATALOG.map((product, index) => [slugify(product.name), { product, index }]));
const drawn = new Map<string, string>();

export const demoImageUrl = (productName: string): string =>
  `${DEMO_IMAGE_PREFIX}${slugify(productName)}.svg`;

/** The SVG for a demo image file name such as `nova-15-pro.svg`, or undefined if there is none. */
export function getDemoImage(fileName: string): string | undefined {
  const slug = fileName.replace(/\.svg$/, '');
  const cached = drawn.get(slug);
  if (cached) return cached;
  const entry = demoBySlug.get(slug);
  if (!entry) return undefined;
  const svg = drawProductImage({ ...entry.product, variant: entry.index });
  drawn.set(slug, svg);
  return svg;
}
