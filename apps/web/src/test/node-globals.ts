// The web tests run in jsdom inside a VM context per file (vitest.config.ts: pool 'vmThreads', one
// jsdom per worker instead of one per file). Such a context has jsdom's globals but not all of Node's:
// the web streams that MSW's event-stream support builds on at import are given from Node here,
// before any test file (or test/setup.ts) imports MSW.
import * as webStreams from 'node:stream/web';

for (const name of [
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoderStream',
  'TextDecoderStream',
] as const) {
  (globalThis as Record<string, unknown>)[name] ??= webStreams[name];
}
