// Answers the read cache keeps (catalogue JSON, drawn pages) go out as the same bytes every time: each
// is serialized and compressed once per encoding, the first time it is asked for in it, and the copies
// are kept beside the answer (a WeakMap: they go when the cache lets the answer go). Serializing and
// compressing on every request was most of a cached answer's cost: measured at 100k products, zlib was
// 18% of the server's time and the response serializer 7% while it answered one cached product list.
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';

/** Below this many characters an answer goes uncompressed (as @fastify/compress's threshold). */
const COMPRESS_FROM_LENGTH = 1024;

/** Brotli if the client takes it, else gzip, else none (a `q=0` refuses one). */
export function preferredEncoding(header: string | string[] | undefined): Encoding | undefined {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

type Copies = { text?: string; br?: Buffer; gzip?: Buffer };
const copiesOf = new WeakMap<object, Copies>();

function copies(answer: object): Copies {
  let kept = copiesOf.get(answer);
  if (!kept) {
    kept = {};
    copiesOf.set(answer, kept);
  }
  return kept;
}

/**
 * The text compressed in one encoding, made once per answer. Brotli's quality: 4 for JSON (what
 * @fastify/compress uses for every other answer), 5 for a page kept whole (decision 024).
 */
export function compressedCopy(
  answer: object,
  text: string,
  encoding: Encoding,
  brotliQuality: number,
): Buffer {
  const kept = copies(answer);
  kept[encoding] ??=
    encoding === 'br'
      ? zlib.brotliCompressSync(text, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
          },
        })
      : zlib.gzipSync(text, { level: 6 });
  return kept[encoding];
}

/**
 * Sends a JSON answer from the read cache: serialized by the route's own response schema (so it says
 * exactly what the route's serializer would), then compressed as the client asks, each once per answer.
 */
export function sendKeptJson<Reply extends FastifyReply>(
  request: FastifyRequest,
  reply: Reply,
  answer: object,
): Reply {
  const kept = copies(answer);
  kept.text ??= reply.serialize(answer) as string;
  reply.type('application/json; charset=utf-8');
  const encoding =
    kept.text.length >= COMPRESS_FROM_LENGTH
      ? preferredEncoding(request.headers['accept-encoding'])
      : undefined;
  if (!encoding) return reply.send(kept.text) as Reply;
  return reply
    .header('content-encoding', encoding)
    .header('vary', 'accept-encoding')
    .send(compressedCopy(answer, kept.text, encoding, 4)) as Reply;
}
