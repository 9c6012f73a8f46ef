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

type Copies = { text?: string; br?: Buffer; gzip?: Buffer; quick?: Set<Encoding> };
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
 * A quick copy: brotli 2 with a 256 KB window, gzip 1. Measured on an 80 KB home page: 0.27 ms
 * against 0.88 ms at brotli 5 (16.6 KB against 14.3 KB), 0.31 ms against 0.65 ms at gzip 6.
 */
const QUICK_BROTLI_QUALITY = 2;
const QUICK_BROTLI_WINDOW_BITS = 18;
const QUICK_GZIP_LEVEL = 1;

const compress = (text: string, encoding: Encoding, brotliQuality: number, gzipLevel: number): Buffer =>
  ownBytes(
    encoding === 'br'
      ? zlib.brotliCompressSync(text, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
            ...(brotliQuality === QUICK_BROTLI_QUALITY
              ? { [zlib.constants.BROTLI_PARAM_LGWIN]: QUICK_BROTLI_WINDOW_BITS }
              : {}),
          },
        })
      : zlib.gzipSync(text, { level: gzipLevel }),
  );

/** Room a copy may leave unused in the memory it holds before it is copied out to its own size. */
const MAX_SLACK_BYTES = 1024;

/**
 * zlib's one-shot functions answer with a view of their 64 KB output chunk, so a 200-byte listing
 * kept in the read cache held 64 KB (decision 084: at 1M products, varied searches' peak RSS was
 * about 90 MB higher with the cache on than off). A kept copy gets memory of its own size.
 */
function ownBytes(compressed: Buffer): Buffer {
  if (compressed.buffer.byteLength - compressed.byteLength <= MAX_SLACK_BYTES) return compressed;
  const own = Buffer.allocUnsafeSlow(compressed.byteLength);
  compressed.copy(own);
  return own;
}

/**
 * The text compressed in one encoding, made once per answer. Brotli's quality: 4 for JSON (what
 * @fastify/compress uses for every other answer), 5 for a page kept whole (decision 024).
 *
 * `quickFirst` (a drawn page): the first copy is made quickly, because a page drawn afresh is most
 * often sent once (a crawler's long tail, a server with its cache off) and compressing it well cost
 * more than a tenth of drawing it. Asked for again (the page is in the cache), it is compressed well
 * once, after the answer that asked has gone, and that copy serves every later request.
 */
export function compressedCopy(
  answer: object,
  text: string,
  encoding: Encoding,
  brotliQuality: number,
  { quickFirst = false }: { quickFirst?: boolean } = {},
): Buffer {
  const kept = copies(answer);
  const made = kept[encoding];
  if (made === undefined) {
    if (!quickFirst) return (kept[encoding] = compress(text, encoding, brotliQuality, 6));
    (kept.quick ??= new Set()).add(encoding);
    return (kept[encoding] = compress(text, encoding, QUICK_BROTLI_QUALITY, QUICK_GZIP_LEVEL));
  }
  if (kept.quick?.delete(encoding)) {
    setImmediate(() => {
      kept[encoding] = compress(text, encoding, brotliQuality, 6);
    });
  }
  return made;
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
