import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../test-support/smtp-sink.js';
import { findConfigWarnings, findSmtpRelayProblem } from './config-checks.js';
import { EnvError, loadEnv } from './env.js';

/** The message loadEnv stops with (every problem, one a line), or undefined when it accepts. */
const refusal = (env: Record<string, string>) => {
  try {
    loadEnv(env);
    return undefined;
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    return error.message;
  }
};

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_live_51abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_51abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
};

describe('settings that cannot work together stop the start, by name', () => {
  it('Stripe keys without the webhook secret', () => {
    const { STRIPE_WEBHOOK_SECRET: _, ...withoutWebhookSecret } = STRIPE;
    expect(refusal(withoutWebhookSecret)).toMatch(
      /STRIPE_WEBHOOK_SECRET: required when another STRIPE_\* key/,
    );
    expect(refusal({ ...withoutWebhookSecret, PAYMENTS: 'stripe' })).toMatch(
      /STRIPE_WEBHOOK_SECRET: required when PAYMENTS=stripe: .*no paid order is written/,
    );
    // A publishable key alone no longer leaves the shop quietly in test mode.
    expect(refusal({ STRIPE_PUBLISHABLE_KEY: 'pk_live_51abc' })).toMatch(/STRIPE_SECRET_KEY: required/);
    expect(refusal(STRIPE)).toBeUndefined();
    expect(loadEnv(STRIPE).PAYMENTS).toBe('stripe');
  });

  it('a test key beside a live one', () => {
    expect(refusal({ ...STRIPE, STRIPE_SECRET_KEY: 'sk_test_51abc' })).toMatch(
      /STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY: one is a test key, the other a live key/,
    );
    expect(refusal({ ...STRIPE, STRIPE_SECRET_KEY: 'rk_live_51abc' })).toBeUndefined();
  });

  it('half an S3 set-up, either half', () => {
    expect(refusal({ S3_BUCKET: 'shop-images', S3_ACCESS_KEY_ID: 'key' })).toMatch(
      /S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set/,
    );
    const message = refusal({
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_ENDPOINT: 'http://minio:9000',
    });
    expect(message).toMatch(
      /S3_BUCKET: required when S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_ENDPOINT are set/,
    );
    // .env.example fills in the region; that alone is no S3 set-up.
    expect(refusal({ S3_REGION: 'eu-west-1' })).toBeUndefined();
  });

  it('every problem at once', () => {
    const message = refusal({
      S3_ENDPOINT: 'http://minio:9000',
      GOOGLE_CLIENT_ID: 'id',
      STRIPE_SECRET_KEY: 'sk_test_1',
    });
    expect(message).toContain('S3_BUCKET');
    expect(message).toContain('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET');
    expect(message).toContain('STRIPE_WEBHOOK_SECRET');
  });

  it('a placeholder BETTER_AUTH_SECRET in production, not in tests', () => {
    const placeholder = 'change-me-to-a-long-random-string-please';
    expect(refusal({ BETTER_AUTH_SECRET: placeholder })).toMatch(
      /BETTER_AUTH_SECRET: looks like a placeholder/,
    );
    expect(refusal({ BETTER_AUTH_SECRET: 'x'.repeat(40) })).toMatch(/BETTER_AUTH_SECRET/);
    expect(refusal({ BETTER_AUTH_SECRET: placeholder, NODE_ENV: 'test' })).toBeUndefined();
    // What `openssl rand -base64 32` and `-hex 32` print.
    expect(refusal({ BETTER_AUTH_SECRET: 'q3J0Vb7yXo2mN8cLr5tWf1uKd9eHs4gA6pZiCjTxYwE=' })).toBeUndefined();
    expect(
      refusal({ BETTER_AUTH_SECRET: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08' }),
    ).toBeUndefined();
  });
});

describe('settings that work but probably not as meant are warned about, by name', () => {
  const warnings = (env: Record<string, string>) => findConfigWarnings(loadEnv(env));

  it('nothing for a shop on this machine', () => {
    expect(warnings({})).toEqual([]);
    expect(warnings({ PUBLIC_URL: 'http://127.0.0.1:8080' })).toEqual([]);
  });

  it('an https address without TRUST_PROXY', () => {
    expect(warnings({ PUBLIC_URL: 'https://shop.example.com' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY: /),
    ]);
    expect(warnings({ PUBLIC_URL: 'https://shop.example.com', TRUST_PROXY: '1' })).toEqual([]);
  });

  it('a public address over plain http', () => {
    expect(warnings({ PUBLIC_URL: 'http://shop.example.com' })).toEqual([
      expect.stringMatching(
        /^PUBLIC_URL is http:\/\/shop\.example\.com: sign-in cookies are sent without Secure/,
      ),
    ]);
  });

  it('Stripe keys that PAYMENTS=test ignores', () => {
    expect(warnings({ ...STRIPE, PAYMENTS: 'test' })).toEqual([
      expect.stringMatching(
        /^PAYMENTS=test: STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET are ignored/,
      ),
    ]);
  });
});

describe('the SMTP relay', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink?.stop();
  });

  it('that answers is no problem', async () => {
    expect(await findSmtpRelayProblem(sink.url)).toBeUndefined();
  });

  it('that refuses the connection is named, without its password', async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const problem = await findSmtpRelayProblem(`smtp://mailer:hunter2-password@127.0.0.1:${closed}`);
    expect(problem).toMatch(
      /^SMTP_URL: the relay smtp:\/\/mailer:\[redacted\]@127\.0\.0\.1:\d+ could not be used/,
    );
    expect(problem).toContain('ECONNREFUSED');
    expect(problem).not.toContain('hunter2');
  });

  it('that never answers is given up on after the timeout', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const startedAt = Date.now();
    try {
      expect(await findSmtpRelayProblem(`smtp://127.0.0.1:${port}`, 500)).toMatch(
        /^SMTP_URL: .*\((Greeting never received|Timeout)\)/,
      );
      expect(Date.now() - startedAt).toBeLessThan(3_000);
    } finally {
      sockets.forEach((socket) => socket.destroy());
      silent.close();
    }
  });
});
