// The demo catalogue's product pictures, drawn from code: a look (what a product is, its shape and
// colours) in, an 800 x 800 SVG out. The server's demo catalogue says each product's look.
export { DRAWING_SIZE, drawProductImage, type ImageSubject } from './product-image.js';
export type { ProductLook } from './drawings/draw-look.js';
