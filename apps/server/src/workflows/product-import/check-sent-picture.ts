// A first look at a picture sent with the CSV, so the preview can name a row whose picture will not
// do: its size and what its header says it is (no pixel decoded). The job stores it through
// storeProductImage, which checks it fully as any upload.
import sharp from 'sharp';
import { MAX_UPLOAD_BYTES } from '../../modules/media/index.js';

const FORMATS = new Set(['jpeg', 'png', 'webp']);

/** Why the picture cannot be used, or undefined when it looks like one the shop takes. */
export async function problemWithSentPicture(bytes: Buffer): Promise<string | undefined> {
  if (bytes.length > MAX_UPLOAD_BYTES) return 'The picture is larger than 5 MB.';
  try {
    const { format, compression } = await sharp(bytes).metadata();
    if (FORMATS.has(format) || (format === 'heif' && compression === 'av1')) return undefined;
  } catch {
    // Not a picture sharp can read: said below.
  }
  return 'The file is not a JPEG, PNG, WebP or AVIF image.';
}
