// What a row's Image cell points at: a picture the shop already serves (its path, or its full
// address under PUBLIC_URL, as the export writes neither differently from the product form), an
// http(s) address to download, or the name of a picture sent along with the file.
import type { ImportPicture } from '../../db/schema/index.js';
import { DEMO_IMAGE_PREFIX, getDemoDrawing } from '../../db/seed/demo-images.js';
import { UPLOADS_PREFIX, uploadKeyOf } from '../../modules/media/index.js';

const MAX_ADDRESS_LENGTH = 2_000;
const DEMO_PICTURE = /^\/demo-images\/([a-z0-9-]+)\.(webp|svg)$/;

export function readPictureCell(cell: string, publicUrl: string): ImportPicture | { error: string } {
  if (/^https?:\/\//i.test(cell)) {
    let url: URL;
    try {
      url = new URL(cell);
    } catch {
      return { error: 'Enter the picture as an http(s) address, a file name or a picture of the shop.' };
    }
    if (cell.length > MAX_ADDRESS_LENGTH) {
      return { error: `Keep the picture's address under ${MAX_ADDRESS_LENGTH} characters.` };
    }
    if (url.origin === new URL(publicUrl).origin) return { kind: 'shop', url: url.pathname };
    return { kind: 'remote', url: url.href };
  }
  if (cell.startsWith('/')) return { kind: 'shop', url: cell };
  // A file name, perhaps with the folder it was in on the owner's computer: the name is what was sent.
  const name = cell.split(/[/\\]/).at(-1) ?? '';
  return { kind: 'file', name };
}

/** Whether the path can be one of the shop's pictures at all (existence is checked apart). */
export const isShopPicturePath = (url: string): boolean =>
  url.startsWith(UPLOADS_PREFIX) ? uploadKeyOf(url) !== undefined : DEMO_PICTURE.test(url);

/** A demo drawing the shop draws from code (no storage to ask). */
export function isDemoPicture(url: string): boolean {
  const slug = url.startsWith(DEMO_IMAGE_PREFIX) ? DEMO_PICTURE.exec(url)?.[1] : undefined;
  return slug !== undefined && getDemoDrawing(slug) !== undefined;
}
