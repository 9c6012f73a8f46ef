// One instance holds at most EVENTS_MAX_STREAMS live-update streams, whoever opens them: beyond it a
// 503 with Retry-After (the browser's EventSource tries again), /api/health counts them, and a
// stream whose client hangs up at any moment gives its place back.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const MAX_STREAMS = 5;

describe('the cap on live-update streams', () => {
  let t: TestApp;
  let baseUrl = '';
  let port = 0;
  beforeAll(async () => {
    t = await createTestApp('pglite', { EVENTS_MAX_STREAMS: String(MAX_STREAMS) });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
    baseUrl = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  const streams = async () =>
    ((await (await fetch(`${baseUrl}/api/health`)).json()) as { streams: { open: number; max: number } })
      .streams;

  it('refuses streams past the cap with a 503 and Retry-After, and counts them in /api/health', async () => {
    const held = await Promise.all(Array.from({ length: MAX_STREAMS }, () => fetch(`${baseUrl}/api/events`)));
    expect(held.map((response) => response.status)).toEqual(Array(MAX_STREAMS).fill(200));
    expect(await streams()).toEqual({ open: MAX_STREAMS, max: MAX_STREAMS });

    const refused = await fetch(`${baseUrl}/api/events`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('10');
    expect(await refused.json()).toEqual({
      error: { code: 'UNAVAILABLE', message: 'Live updates are busy. Please try again in a moment.' },
    });

    await held[0]!.body?.cancel();
    await expect.poll(streams).toEqual({ open: MAX_STREAMS - 1, max: MAX_STREAMS });
    const again = await fetch(`${baseUrl}/api/events`);
    expect(again.status).toBe(200);
    await again.body?.cancel();
    for (const response of held.slice(1)) await response.body?.cancel();
    await expect.poll(streams).toEqual({ open: 0, max: MAX_STREAMS });
  });

  it('gives the place back when the client hangs up at any moment, even before its stream opens', async () => {
    // 60 clients that send the request and close the socket after 0-5 ms: some before the session
    // is read, some after the stream has started.
    const accepted: net.Socket[] = [];
    const onConnection = (socket: net.Socket) => accepted.push(socket);
    t.app.server.on('connection', onConnection);
    await Promise.all(
      Array.from(
        { length: 60 },
        (_, i) =>
          new Promise<void>((resolve) => {
            const socket = net.connect(port, '127.0.0.1', () => {
              socket.write(
                'GET /api/events HTTP/1.1\r\nHost: localhost\r\nCookie: better-auth.session_token=x.y\r\n\r\n',
              );
              setTimeout(() => socket.destroy(), i % 6);
            });
            socket.on('close', () => resolve());
            socket.on('error', () => resolve());
          }),
      ),
    );
    // Then the server has seen every one of those connections close (each hang-up told to whatever
    // was handling it): a place not given back shows in the count from here on.
    await vi.waitFor(() => expect(accepted).toHaveLength(60), { timeout: 10_000 });
    t.app.server.off('connection', onConnection);
    await Promise.all(
      accepted.map((socket) =>
        socket.destroyed ? Promise.resolve() : new Promise((resolve) => socket.once('close', resolve)),
      ),
    );
    await expect.poll(streams).toEqual({ open: 0, max: MAX_STREAMS });
    const after = await fetch(`${baseUrl}/api/events`);
    expect(after.status).toBe(200);
    await after.body?.cancel();
  });

  it('gives the places back for streams asked for on one connection (pipelined), when it closes', async () => {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('GET /api/events HTTP/1.1\r\nHost: localhost\r\n\r\n'.repeat(3));
    await expect.poll(async () => (await streams()).open).toBeGreaterThan(0);
    socket.destroy();
    await expect.poll(streams).toEqual({ open: 0, max: MAX_STREAMS });
  });
});
