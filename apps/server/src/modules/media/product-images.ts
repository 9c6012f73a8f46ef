// Staff uploads of product images. Only real JPEG, PNG, WebP or AVIF pictures are kept, judged by
// their content (never by the name or the browser's type): at most MAX_UPLOAD_BYTES and
// MAX_UPLOAD_PIXELS, nothing else hidden in the file, no path in the name. The original is stored at
// the spec's `product/{timestamp}{filename}`; what the shop serves are WebP variants sharp makes
// from it (re-encoded, so nothing but pixels reaches a browser), one per width of the srcset.
import { IMAGE_WIDTHS, type ImageWidth } from '@eshop/shared';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/app-error.js';
import type { FileStorage } from './storage/file-storage.js';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_UPLOAD_PIXELS = 40_000_000;
/** Where uploaded images are served; the rest of the URL is the storage key. */
export const UPLOADS_PREFIX = '/uploads/';

const WEBP_QUALITY = 82;
const FORMATS = {
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  png: { extension: 'png', contentType: 'image/png' },
  webp: { extension: 'webp', contentType: 'image/webp' },
  avif: { extension: 'avif', contentType: 'image/avif' },
} as const;
type Format = keyof typeof FORMATS;

const NOT_AN_IMAGE = 'The file is not a JPEG, PNG, WebP or AVIF image.';

/**
 * Markup or script inside an image file makes it a polyglot: harmless as we serve it (re-encoded),
 * dangerous wherever the original is handed out as it is. Such files are refused outright.
 */
const HIDDEN_CONTENT = /<(script|html|svg|iframe|object|embed|body|\?php|!doctype)[\s>/]/i;

export type UploadedImage = { imageURL: string; width: number; height: number };

/** The name's safe part: lower-case letters, digits and dashes; a path or control character is refused. */
export function sanitiseFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  if (/[/\\\u0000-\u001f\u007f]/.test(name) || name.includes('..')) {
    throw new AppError('VALIDATION_ERROR', 'The file name must be a plain name, without a folder or "..".', [
      { path: 'file', message: 'Use a plain file name.' },
    ]);
  }
  const stem = name.replace(/\.[^.]*$/, '');
  const safe = stem
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return safe || 'image';
}

/** The format sharp finds in the bytes, or undefined when it is none the shop takes. */
function formatOf(metadata: Metadata): Format | undefined {
  if (metadata.format === 'heif') return metadata.compression === 'av1' ? 'avif' : undefined;
  return metadata.format in FORMATS ? (metadata.format as Format) : undefined;
}

async function readMetadata(bytes: Buffer): Promise<Metadata> {
  try {
    return await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('VALIDATION_ERROR', NOT_AN_IMAGE, [{ path: 'file', message: NOT_AN_IMAGE }]);
  }
}

/** Refuses anything but a plain picture of a size the shop takes; returns its format and size. */
async function checkImage(bytes: Buffer): Promise<{ format: Format; width: number; height: number }> {
  if (bytes.length > MAX_UPLOAD_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'The image is larger than 5 MB.');
  }
  const metadata = await readMetadata(bytes);
  const format = formatOf(metadata);
  if (!format || !metadata.width || !metadata.height) {
    throw new AppError('VALIDATION_ERROR', NOT_AN_IMAGE, [{ path: 'file', message: NOT_AN_IMAGE }]);
  }
  // Read from the header before any pixel is decoded, so a small file claiming a huge picture
  // (a decompression bomb) costs nothing.
  if (metadata.width * metadata.height > MAX_UPLOAD_PIXELS) {
    const message = 'The image is larger than 40 megapixels.';
    throw new AppError('VALIDATION_ERROR', message, [{ path: 'file', message }]);
  }
  if (HIDDEN_CONTENT.test(bytes.toString('latin1'))) {
    const message = 'The image file also holds markup or script; save it again as a plain picture.';
    throw new AppError('VALIDATION_ERROR', message, [{ path: 'file', message }]);
  }
  return { format, width: metadata.width, height: metadata.height };
}

export const variantKey = (key: string, width: ImageWidth): string => `${key}.w${width}.webp`;

const keysOf = (key: string): string[] => [key, ...IMAGE_WIDTHS.map((width) => variantKey(key, width))];

/** The storage key of an uploaded image's URL, or undefined for any other picture (demo drawings). */
export function uploadKeyOf(imageURL: string): string | undefined {
  if (!imageURL.startsWith(UPLOADS_PREFIX)) return undefined;
  const key = imageURL.slice(UPLOADS_PREFIX.length);
  return /^product\/[a-z0-9][a-z0-9._-]*$/.test(key) && !key.includes('..') ? key : undefined;
}

/**
 * The WebP variants. The picture is decoded once, upright (as the camera's orientation tag says) and
 * cut to the largest width, and the rest are made from that small copy: a 40 MP upload is decoded
 * one time, not once per width.
 */
async function renderVariants(bytes: Buffer): Promise<Map<ImageWidth, Buffer>> {
  const largest = Math.max(...IMAGE_WIDTHS);
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const variants = new Map<ImageWidth, Buffer>();
    for (const width of IMAGE_WIDTHS) {
      const webp = await sharp(data, { raw })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
      variants.set(width, webp);
    }
    return variants;
  } catch {
    // The header looked right but the pixels do not decode: a truncated or forged file.
    throw new AppError('VALIDATION_ERROR', NOT_AN_IMAGE, [{ path: 'file', message: NOT_AN_IMAGE }]);
  }
}

/** Checks, stores and renders an upload; `now` makes the spec's timestamp in the key. */
export async function storeProductImage(
  storage: FileStorage,
  file: { name: string; bytes: Buffer },
  now = Date.now(),
): Promise<UploadedImage> {
  const stem = sanitiseFileName(file.name);
  const { format, width, height } = await checkImage(file.bytes);
  const variants = await renderVariants(file.bytes);
  const { extension, contentType } = FORMATS[format];
  const key = `product/${now}${stem}.${extension}`;
  await storage.put(key, file.bytes, contentType);
  await Promise.all(
    [...variants].map(([variantWidth, webp]) =>
      storage.put(variantKey(key, variantWidth), webp, 'image/webp'),
    ),
  );
  return { imageURL: `${UPLOADS_PREFIX}${key}`, width, height };
}

/** Whether an uploaded image exists (a product may only point at one the shop stored). */
export async function isStoredImage(storage: FileStorage, imageURL: string): Promise<boolean> {
  const key = uploadKeyOf(imageURL);
  return key !== undefined && (await storage.get(variantKey(key, IMAGE_WIDTHS[0]))) !== undefined;
}

/** Deletes an uploaded image and its variants; other pictures (demo drawings) are left alone. */
export async function deleteProductImage(storage: FileStorage, imageURL: string): Promise<void> {
  const key = uploadKeyOf(imageURL);
  if (key) await storage.delete(keysOf(key));
}
