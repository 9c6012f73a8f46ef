import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compressedCopy, preferredEncoding, sendKeptJson } from './compressed-answer.js';

// What the route's schema lets out: `secret` is not in it, so the serializer must drop it.
const answerSchema = z.object({ items: z.array(z.object({ name: z.string() })) });
const big = { items: Array.from({ length: 200 }, (_, i) => ({ name: `Product ${i}`, secret: 'x' })) };
const small = { items: [{ name: 'One', secret: 'x' }] };
let serializations = 0;

async function buildApp() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler((route: Parameters<typeof serializerCompiler>[0]) => {
    const serialize = serializerCompiler(route);
    return (data) => {
      serializations += 1;
      return serialize(data);
    };
  });
  await app.register(compress, { threshold: 1024 });
  app.get('/big', { schema: { response: { 200: answerSchema } } }, async (request, reply) =>
    sendKeptJson(request, reply, big),
  );
  app.get('/small', { schema: { response: { 200: answerSchema } } }, async (request, reply) =>
    sendKeptJson(request, reply, small),
  );
  return app;
}

describe('a kept JSON answer', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    app = await buildApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const expected = { items: big.items.map(({ name }) => ({ name })) };

  it('is serialized by the route schema once, and compressed once per encoding', async () => {
    serializations = 0;
    const first = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const second = await app.inject({ url: '/big', headers: { 'accept-encoding': 'br' } });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toBe('accept-encoding');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(zlib.brotliDecompressSync(first.rawPayload).toString())).toEqual(expected);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(serializations).toBe(1);

    const gzipped = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzipped.rawPayload).toString())).toEqual(expected);
    expect(serializations).toBe(1);
  });

  it('goes uncompressed to a client that takes no encoding, and when small', async () => {
    const plain = await app.inject({ url: '/big', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(expected);
    const tiny = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.json()).toEqual({ items: [{ name: 'One' }] });
  });

  it('picks brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip;q=1, br;q=0')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});

describe('a drawn page compressed quick first', () => {
  const page = {
    body:
      '<main>' +
      Array.from({ length: 2000 }, (_, i) => `<p>Product ${i % 97} in stock</p>`).join('') +
      '</main>',
  };
  const unbrotli = (buffer: Buffer) => zlib.brotliDecompressSync(buffer).toString();

  it('goes out quickly compressed at first, and well compressed once it is asked for again', async () => {
    const first = compressedCopy(page, page.body, 'br', 5, { quickFirst: true });
    expect(unbrotli(first)).toBe(page.body);
    // Asked again (a kept page): the same quick copy now, the good one made after this answer.
    expect(compressedCopy(page, page.body, 'br', 5, { quickFirst: true })).toBe(first);
    await new Promise((resolve) => setImmediate(resolve));
    const good = compressedCopy(page, page.body, 'br', 5, { quickFirst: true });
    expect(good).not.toBe(first);
    expect(unbrotli(good)).toBe(page.body);
    expect(good.length).toBeLessThan(first.length);
    // Made once: every later request gets it.
    await new Promise((resolve) => setImmediate(resolve));
    expect(compressedCopy(page, page.body, 'br', 5, { quickFirst: true })).toBe(good);

    const gzipped = compressedCopy(page, page.body, 'gzip', 5, { quickFirst: true });
    expect(zlib.gunzipSync(gzipped).toString()).toBe(page.body);
  });

  it("keeps each copy in memory of its own size, not in zlib's 64 KB output chunk", () => {
    const answer = { text: JSON.stringify(small) };
    for (const encoding of ['br', 'gzip'] as const) {
      for (const quickFirst of [true, false]) {
        const copy = compressedCopy({}, page.body.slice(0, 3000), encoding, 4, { quickFirst });
        expect(copy.buffer.byteLength).toBe(copy.byteLength);
      }
      const tiny = compressedCopy(answer, answer.text, encoding, 4);
      expect(tiny.buffer.byteLength).toBe(tiny.byteLength);
    }
  });

  it('compresses a JSON answer well at once', () => {
    const answer = { text: page.body };
    const copy = compressedCopy(answer, answer.text, 'br', 5);
    expect(compressedCopy(answer, answer.text, 'br', 5)).toBe(copy);
    expect(copy.length).toBeLessThan(compressedCopy({}, answer.text, 'br', 2, { quickFirst: true }).length);
  });
});
