// JSON bodies: Fastify's own parser (prototype-poisoning protection included), after a linear scan
// that refuses nesting deeper than any request of the API needs. Deeply nested JSON parses fine
// but overflows the stack of whatever walks it next (validation, the auth library).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

export const MAX_JSON_DEPTH = 20;

/** Whether arrays and objects in `text` nest deeper than `max`; strings are skipped. */
export function isNestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x7d || char === 0x5d) {
      depth -= 1;
    }
  }
  return false;
}

export const jsonBodyPlugin = fp((app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (isNestedDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(
        new AppError('BAD_REQUEST', `The JSON body is nested deeper than ${MAX_JSON_DEPTH} levels.`),
        undefined,
      );
      return;
    }
    void parse(request, body as string, done);
  });
});
