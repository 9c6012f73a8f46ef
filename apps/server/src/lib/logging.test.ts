// The log's own rules: JSON lines, secrets redacted wherever they sit (URLs included), long strings
// cut, and a failed query's parameters left out.
import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, MAX_LOGGED_STRING, REDACTED } from './logging.js';

const RESET_TOKEN = 'QfZ3reset0token9';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const options = loggerOptions('debug', stream) as pino.LoggerOptions & { stream: Writable };
  const { stream: destination, ...rest } = options;
  return { log: pino(rest, destination), lines };
}

describe('the log', () => {
  it('redacts passwords, tokens, cookies and secrets, at the top and nested', () => {
    const { log, lines } = capture();
    log.info(
      {
        password: 'hunter2-password',
        body: { newPassword: 'new-secret-password', token: 'reset-token-123' },
        req: { headers: { cookie: 'better-auth.session_token=abc', authorization: 'Bearer xyz' } },
        details: { session: { token: 'session-token-456' } },
      },
      'something happened',
    );
    const text = lines.join('\n');
    for (const secret of [
      'hunter2',
      'new-secret',
      'reset-token',
      'session_token=abc',
      'Bearer',
      'session-token-456',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain(REDACTED);
  });

  it('redacts the secrets of URLs: in a request, a message, a field and an error, at every level', () => {
    const { log, lines } = capture();
    // A class instance, as Fastify's request is: left to the request serializer.
    class Request {
      method = 'GET';
      url = `/api/auth/reset-password/${RESET_TOKEN}?callbackURL=%2Freset-password`;
      headers = {};
      host = 'shop.example';
      ip = '127.0.0.1';
    }
    const request = new Request();
    log.debug({ req: request }, 'incoming request');
    log.info(`Redirecting to https://shop.example/reset-password?token=${RESET_TOKEN}`);
    log.warn({ url: `/api/auth/callback/google?code=${RESET_TOKEN}&state=${RESET_TOKEN}` }, 'callback');
    log.error({ err: new Error(`No route GET /api/auth/reset-password/${RESET_TOKEN}.`) }, 'not found');
    // Better Auth's OAuth errors keep the state they could not find, three levels down.
    const stateError = Object.assign(new Error('State mismatch'), { details: { state: RESET_TOKEN } });
    log.error({ source: 'better-auth', details: [stateError] }, 'Failed to parse state');
    log.fatal({ nested: { deeper: { identifier: `reset-password:${RESET_TOKEN}` } } }, 'fatal');

    expect(lines).toHaveLength(6);
    expect(lines.join('\n')).not.toContain(RESET_TOKEN);
    expect(lines[0]).toContain(`"url":"/api/auth/reset-password/${REDACTED}?callbackURL=%2Freset-password"`);
    expect(lines[1]).toContain(`/reset-password?token=${REDACTED}`);
    expect(lines[2]).toContain(`code=${REDACTED}&state=${REDACTED}`);
  });

  it("leaves a failed query's parameters (a session token, say) out, keeping the query", () => {
    const { log, lines } = capture();
    const failure = new DrizzleQueryError(
      'select * from "session" where "token" = $1',
      ['raw-session-token-789'],
      new Error('connection lost'),
    );
    log.error({ err: failure }, 'unhandled error');
    log.error({ details: [failure] }, 'from a library, inside an array');
    const text = lines.join('\n');
    expect(text).not.toContain('raw-session-token-789');
    expect(text).toContain('select * from \\"session\\"');
  });

  it('writes one JSON line per entry, whatever CR/LF a client sent', () => {
    const { log, lines } = capture();
    log.warn(
      { email: 'a@example.com\r\n{"level":50,"msg":"forged"}' },
      'sign-in refused for a@example.com\r\nforged line',
    );
    expect(lines).toHaveLength(1);
    expect(() => void JSON.parse(lines[0]!)).not.toThrow();
  });

  it('cuts long strings, in the message and in fields', () => {
    const { log, lines } = capture();
    const huge = `${'x'.repeat(1_000_000)}@example.com`;
    log.info({ to: huge, nested: { to: huge } }, `E-mail to ${huge}`);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.length).toBeLessThan(MAX_LOGGED_STRING * 4);
    expect(lines[0]).toContain('more characters]');
  });
});
