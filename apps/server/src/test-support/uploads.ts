// Product image uploads in API tests: a multipart request built by hand (as a browser's FormData
// sends it), and test pictures made with sharp, including the hostile ones the server must refuse.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import sharp from 'sharp';
import type { App } from '../app.js';
import { SHOP_ORIGIN, type Client } from './auth-client.js';

export function multipartBody(filename: string, bytes: Buffer, contentType: string) {
  const boundary = `----eshop${crypto.randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export async function upload(
  app: App,
  client: Client,
  filename: string,
  bytes: Buffer,
  contentType = 'application/octet-stream',
) {
  const body = multipartBody(filename, bytes, contentType);
  return app.inject({
    method: 'POST',
    url: '/api/admin/uploads',
    payload: body.payload,
    headers: {
      origin: SHOP_ORIGIN,
      'content-type': body.contentType,
      ...(client.cookie ? { cookie: client.cookie } : {}),
    },
  });
}

/** A picture with some detail (a gradient), so every encoder has real work. */
export async function testPicture(format: 'jpeg' | 'png' | 'webp' | 'avif', width = 1200, height = 900) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = 128;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A decompression bomb: a few kilobytes of PNG whose header says 20,000 x 20,000 pixels (400 MP,
 * 1.2 GB once decoded), all of them zeros that deflate to almost nothing.
 */
export function pixelBomb(): Buffer {
  const side = 20_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  const rows = zlib.deflateSync(Buffer.alloc((side + 1) * 64)); // the first 64 rows; enough to look real
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
);
