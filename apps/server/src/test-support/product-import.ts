// Product CSV imports in API tests: the multipart request a browser's FormData sends (the CSV and any
// pictures), starting the job, and waiting for it to finish.
import crypto from 'node:crypto';
import type { ProductImport } from '@eshop/shared';
import type { App } from '../app.js';
import { SHOP_ORIGIN, type Client } from './auth-client.js';

export type FormFile = { field: string; filename: string; bytes: Buffer | string; contentType?: string };

export function multipartForm(files: readonly FormFile[]) {
  const boundary = `----eshop${crypto.randomUUID()}`;
  const parts = files.flatMap(({ field, filename, bytes, contentType = 'application/octet-stream' }) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** POST /api/admin/products/imports with the CSV (and pictures): the preview, or the refusal. */
export function sendImport(app: App, client: Client, csv: Buffer | string, pictures: FormFile[] = []) {
  const form = multipartForm([
    { field: 'file', filename: 'products.csv', bytes: csv, contentType: 'text/csv' },
    ...pictures,
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/admin/products/imports',
    payload: form.payload,
    headers: {
      origin: SHOP_ORIGIN,
      'content-type': form.contentType,
      ...(client.cookie ? { cookie: client.cookie } : {}),
    },
  });
}

/** Polls the import until it is no longer running (10 s at most). */
export async function waitForImport(client: Client, id: string): Promise<ProductImport> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await client.request('GET', `/api/admin/products/imports/${id}`);
    const job = response.json<ProductImport>();
    if (job.state !== 'running' || Date.now() > deadline) return job;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A CSV file's text from rows of cells (quoted where needed, CRLF between records). */
export const csvOf = (rows: readonly (readonly (string | number)[])[]): string =>
  rows
    .map((cells) =>
      cells
        .map((cell) => {
          const text = String(cell);
          return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
        })
        .join(','),
    )
    .join('\r\n');
