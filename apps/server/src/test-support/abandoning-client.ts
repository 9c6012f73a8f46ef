// A client that may hang up: one JSON write over a connection of its own, dropped after `hangUpMs`
// (mid-body: having sent half of it), the way closed tabs and flaky phone networks leave requests.
import http from 'node:http';

export type WriteOptions = {
  method: 'POST' | 'PUT';
  path: string;
  payload: unknown;
  hangUpMs?: number | null;
  midBody?: boolean;
  headers?: Record<string, string>;
  /** Another loopback address (127.0.x.y), so per-address rate limits see another visitor. */
  from?: string;
};

/** Resolves with the status, or 0 when the client hung up first, and how long it took. */
export function sendWrite(port: number, options: WriteOptions): Promise<{ status: number; ms: number }> {
  const startedAt = Date.now();
  return new Promise((resolve) => {
    const body = JSON.stringify(options.payload);
    const finish = (status: number) => resolve({ status, ms: Date.now() - startedAt });
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: options.method,
      path: options.path,
      agent: false,
      ...(options.from ? { localAddress: options.from } : {}),
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        ...options.headers,
      },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => finish(response.statusCode ?? 0));
      response.on('error', () => finish(0));
    });
    request.on('error', () => finish(0));
    request.on('close', () => finish(0));
    if (options.hangUpMs !== undefined && options.hangUpMs !== null)
      setTimeout(() => request.destroy(), options.hangUpMs);
    if (options.midBody) request.write(body.slice(0, body.length >> 1));
    else request.end(body);
  });
}
