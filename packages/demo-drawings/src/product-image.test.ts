// Every kind of drawing rendered as the shop renders it (sharp, then librsvg): a whole picture of the
// drawing's size with the product on its backdrop, and the same picture every time for the same look.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DRAWING_SIZE, drawProductImage, type ImageSubject } from './index.js';
import { ONE_LOOK_OF_EACH_KIND } from './test-looks.js';

const subjects: [string, ImageSubject][] = Object.entries(ONE_LOOK_OF_EACH_KIND);

/** The rendered picture's size, and the share of its pixels unlike its top-left corner (bare backdrop). */
async function render(svg: string) {
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const [red = 0, green = 0, blue = 0] = data;
  let unlike = 0;
  for (let i = 0; i < data.length; i += 3) {
    const distance =
      Math.abs(data[i]! - red) + Math.abs(data[i + 1]! - green) + Math.abs(data[i + 2]! - blue);
    if (distance > 60) unlike += 1;
  }
  return { size: [info.width, info.height], productShare: unlike / (info.width * info.height) };
}

describe('drawProductImage', () => {
  // NOTE: the backdrop alone has no pixel this far from its corner; the smallest product (a
  // toothbrush) covers about 6% of the picture.
  it.each(subjects)(
    'draws a %s that renders whole, standing out from its backdrop',
    async (_kind, subject) => {
      const picture = await render(drawProductImage(subject));
      expect(picture.size).toEqual([DRAWING_SIZE, DRAWING_SIZE]);
      expect(picture.productShare).toBeGreaterThan(0.02);
    },
  );

  it('draws a look the same way every time, so every instance serves one picture per address', () => {
    for (const [, subject] of subjects) {
      expect(drawProductImage(subject)).toBe(drawProductImage(structuredClone(subject)));
    }
  });

  it('draws another body colour as another picture', () => {
    const { category, look } = ONE_LOOK_OF_EACH_KIND.headphones;
    const recoloured = { category, look: { ...look, body: '#b91c1c' as const } };
    expect(drawProductImage(recoloured)).not.toBe(drawProductImage({ category, look }));
  });
});
