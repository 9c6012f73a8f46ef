// Draws a demo product's picture as SVG: a category-coloured backdrop, a lucide icon (ISC licence,
// from the lucide-static package) and the brand. Drawn from code, so no image needs the network.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Category } from '@eshop/shared';

const require = createRequire(import.meta.url);
const ICONS_DIR = path.join(path.dirname(require.resolve('lucide-static/package.json')), 'icons');

/** Two-stop backdrop per category, light enough for dark ink on top. */
const PALETTE: Record<Category, [string, string]> = {
  Laptop: ['#e0e7ff', '#c7d2fe'],
  Electronics: ['#dbeafe', '#bae6fd'],
  Fashion: ['#fce7f3', '#fbcfe8'],
  Grocries: ['#dcfce7', '#bbf7d0'],
  Sneakers: ['#ffedd5', '#fed7aa'],
  'Health & Beauty': ['#f3e8ff', '#e9d5ff'],
  Phone: ['#f1f5f9', '#e2e8f0'],
};

const iconCache = new Map<string, string>();

function readIconBody(icon: string): string {
  const cached = iconCache.get(icon);
  if (cached) return cached;
  const svg = fs.readFileSync(path.join(ICONS_DIR, `${path.basename(icon)}.svg`), 'utf8');
  const body = svg.slice(svg.indexOf('>', svg.indexOf('<svg')) + 1, svg.lastIndexOf('</svg>')).trim();
  iconCache.set(icon, body);
  return body;
}

const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export type ImageSubject = { brand: string; category: Category; icon: string; variant: number };

export function drawProductImage({ brand, category, icon, variant }: ImageSubject): string {
  const [from, to] = PALETTE[category];
  // Turn the backdrop a little per product so neighbouring cards do not look identical.
  const angle = (variant * 37) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<defs><linearGradient id="bg" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="800" height="800" fill="url(#bg)"/>
<circle cx="400" cy="350" r="240" fill="#ffffff" fill-opacity=".6"/>
<g transform="translate(208 158) scale(16)" fill="none" stroke="#111827" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">${readIconBody(icon)}</g>
<text x="400" y="690" text-anchor="middle" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-size="48" font-weight="600" fill="#111827">${escapeXml(brand)}</text>
</svg>`;
}
