// Draws a demo product's picture as SVG from its look in the demo catalogue: the product itself,
// composed in code per product (shape, colours, details; see ./drawings) on a light studio
// backdrop with a soft floor shadow. No text, no network: the card prints the name and brand.
import type { Category } from '@eshop/shared';
import { drawLook, FRAMING, type ProductLook } from './drawings/draw-look.js';
import { Art, lighten, mix, type Hex } from './drawings/svg-kit.js';

/** The drawing's own size in px; variants are rendered from it at any width. */
export const DRAWING_SIZE = 800;

/** A faint tint per category for the backdrop, so a category page has one light mood. */
const TINT: Record<Category, Hex> = {
  Laptop: '#c7d2fe',
  Electronics: '#bae6fd',
  Fashion: '#fbcfe8',
  Grocries: '#bbf7d0',
  Sneakers: '#fed7aa',
  'Health & Beauty': '#e9d5ff',
  Phone: '#cbd5e1',
};

/** A seamless studio sweep: near-white behind the product, a touch darker towards the floor. */
function backdrop(art: Art, tint: Hex): string {
  const wall = art.linear([
    [0, lighten(tint, 0.82)],
    [0.6, lighten(tint, 0.7)],
    [1, mix(lighten(tint, 0.55), '#d1d5db', 0.4)],
  ]);
  const glow = art.radial(
    [
      [0, '#ffffff', 0.9],
      [0.6, '#ffffff', 0.35],
      [1, '#ffffff', 0],
    ],
    0.5,
    0.42,
    0.62,
  );
  return `<rect width="800" height="800" fill="${wall}"/><rect width="800" height="800" fill="${glow}"/>`;
}

export type ImageSubject = { look: ProductLook; category: Category };

export function drawProductImage({ look, category }: ImageSubject): string {
  const art = new Art();
  const scale = FRAMING[look.kind];
  const product = drawLook(art, look);
  const room = backdrop(art, TINT[category]);
  // Each kind is drawn at its natural size, then scaled about the middle to fill the frame alike.
  const framed =
    scale === 1
      ? product
      : `<g transform="translate(400 400) scale(${scale}) translate(-400 -400)">${product}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${DRAWING_SIZE}" height="${DRAWING_SIZE}" viewBox="0 0 800 800">${art.defsElement()}${room}${framed}</svg>`;
}
