// Renders every demo product picture onto one contact sheet, to review the drawings side by side:
//   npm run demo:sheet -w @eshop/server   (SIZE=200 COLS=10 ONLY=Phone OUT=/tmp/contact-sheet.png)
import { DRAWING_SIZE, drawProductImage } from '@eshop/demo-drawings';
import sharp from 'sharp';
import { DEMO_CATALOG } from './demo-catalog.js';

const size = Number(process.env.SIZE ?? 200);
const columns = Number(process.env.COLS ?? 10);
const gap = 4;
const out = process.env.OUT ?? '/tmp/contact-sheet.png';
const products = DEMO_CATALOG.filter((product) => !process.env.ONLY || product.category === process.env.ONLY);

const tiles = await Promise.all(
  products.map(async (product, index) => ({
    input: await sharp(Buffer.from(drawProductImage(product)), { density: (72 * size) / DRAWING_SIZE })
      .resize(size)
      .png()
      .toBuffer(),
    left: (index % columns) * (size + gap),
    top: Math.floor(index / columns) * (size + gap),
  })),
);
await sharp({
  create: {
    width: (size + gap) * columns,
    height: (size + gap) * Math.ceil(products.length / columns),
    channels: 3,
    background: '#ffffff',
  },
})
  .composite(tiles)
  .png()
  .toFile(out);
console.log(`${products.length} pictures on ${out}`);
