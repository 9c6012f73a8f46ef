// Product pictures the shop serves itself (the drawn demo pictures now, staff uploads later) come in
// a few widths, so a phone's two-column card does not download the 800 px original.

/** The widths the server renders; `?w=` asks for one. */
export const IMAGE_WIDTHS = [200, 400, 600, 800] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The width served when `?w=` is absent: enough for a desktop card at 2x. */
export const DEFAULT_IMAGE_WIDTH: ImageWidth = 400;

/** Pictures the server serves at each width: demo drawings and staff uploads; others are shown as they are. */
const RESIZABLE = /^\/(demo-images\/[^?#/]+\.webp|uploads\/product\/[^?#/]+)$/;

export const isResizableImage = (url: string): boolean => RESIZABLE.test(url);

export const imageAtWidth = (url: string, width: ImageWidth): string => `${url}?w=${width}`;

/** The `srcset` for a picture the server resizes, or undefined for any other URL. */
export function imageSrcSet(url: string): string | undefined {
  if (!isResizableImage(url)) return undefined;
  return IMAGE_WIDTHS.map((width) => `${imageAtWidth(url, width)} ${width}w`).join(', ');
}

export const parseImageWidth = (value: unknown): ImageWidth | undefined =>
  IMAGE_WIDTHS.find((width) => String(width) === value);
