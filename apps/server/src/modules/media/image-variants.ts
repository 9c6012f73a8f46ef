// Renders a product picture at one of the shop's widths as WebP. Results are kept in memory: the
// demo catalogue has 70 pictures x 4 widths (about 3 MB), and a render costs tens of milliseconds.
import type { ImageWidth } from '@eshop/shared';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

const WEBP_QUALITY = 82;

const rendered = new LRUCache<string, Buffer>({
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (buffer) => buffer.length,
});
const inFlight = new Map<string, Promise<Buffer>>();

/** Rasterises an SVG drawing drawn at `drawingSize` px so `width` px comes out sharp. */
async function renderSvg(svg: string, drawingSize: number, width: ImageWidth): Promise<Buffer> {
  // librsvg renders at 72 dpi by default: raise the density so the drawing is made at the target
  // size rather than scaled up from a small bitmap.
  const density = Math.max(1, (72 * width) / drawingSize);
  return sharp(Buffer.from(svg), { density }).resize(width).webp({ quality: WEBP_QUALITY }).toBuffer();
}

/** The WebP of `key` (any stable name for the picture) at `width`, rendered once. */
export async function svgVariant(
  key: string,
  svg: string,
  drawingSize: number,
  width: ImageWidth,
): Promise<Buffer> {
  const cacheKey = `${key}@${width}`;
  const cached = rendered.get(cacheKey);
  if (cached) return cached;
  // Cards ask for the same picture at once when a page opens: render it a single time.
  let pending = inFlight.get(cacheKey);
  if (!pending) {
    pending = renderSvg(svg, drawingSize, width)
      .then((buffer) => {
        rendered.set(cacheKey, buffer);
        return buffer;
      })
      .finally(() => inFlight.delete(cacheKey));
    inFlight.set(cacheKey, pending);
  }
  return pending;
}
