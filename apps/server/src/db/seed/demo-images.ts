// Demo product pictures are addressed by slug and drawn on request, so every server instance can
// serve them without shared storage. The stored URL names the WebP the card shows; the drawing
// behind it is also served as SVG for rows seeded before the WebP variants existed.
import { drawProductImage } from '@eshop/demo-drawings';
import { DEMO_CATALOG } from './demo-catalog.js';
import { demoColoursOf, lookInColour } from './demo-variants.js';

export const DEMO_IMAGE_PREFIX = '/demo-images/';

export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const demoBySlug = new Map(DEMO_CATALOG.map((product) => [slugify(product.name), product]));
const drawn = new Map<string, string>();
/** `stride-runner-3--red` -> 'Red': the colour a colour picture's slug names. */
const demoColourNames = new Map<string, string>(
  DEMO_CATALOG.flatMap((product) =>
    demoColoursOf(product.name).map(
      (colour) => [`${slugify(product.name)}--${slugify(colour)}`, colour] as const,
    ),
  ),
);

/** The picture of a demo product, or of one of its colours (`stride-runner-3--red`, decision 060). */
export const demoImageUrl = (productName: string, colour?: string): string =>
  `${DEMO_IMAGE_PREFIX}${slugify(productName)}${colour ? `--${slugify(colour)}` : ''}.webp`;

/** The SVG drawing of the demo product (or product colour) with this slug, or undefined if there is none. */
export function getDemoDrawing(slug: string): string | undefined {
  const cached = drawn.get(slug);
  if (cached) return cached;
  const [productSlug = '', colourSlug] = slug.split('--');
  const product = demoBySlug.get(productSlug);
  if (!product) return undefined;
  let svg: string;
  if (colourSlug === undefined) {
    svg = drawProductImage(product);
  } else {
    const colour = demoColourNames.get(slug);
    const look = colour ? lookInColour(product, colour) : undefined;
    if (!look) return undefined;
    svg = drawProductImage({ ...product, look });
  }
  drawn.set(slug, svg);
  return svg;
}
