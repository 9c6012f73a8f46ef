// Rules across several settings, checked at start once each variable has its own shape (env.ts).
// A problem stops the start, naming the variable: a half-configured service would fail a shopper
// later or quietly do something else. A warning is logged once the shop listens: the shop works, but
// probably not as the owner meant. The SMTP relay is tried then too, and only warned about: it may be
// up by the time the first e-mail goes (decision 035).
import nodemailer from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import { redactUrl, redactUrlsInText } from '../lib/redact-url.js';
import type { Env, ParsedEnv } from './env.js';

const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

const STRIPE_KEY_USES: Record<(typeof STRIPE_KEYS)[number], string> = {
  STRIPE_SECRET_KEY: 'the shop charges and refunds cards with it',
  STRIPE_PUBLISHABLE_KEY: 'the card form loads with it',
  STRIPE_WEBHOOK_SECRET:
    "Stripe's payment confirmations are checked with it; without it no paid order is written",
};

/** What only means something with a bucket (S3_REGION is left out: .env.example fills it in). */
const BUCKET_SETTINGS = [
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_ENDPOINT',
  'S3_FORCE_PATH_STYLE',
] as const;

/** Hosts a browser reaches without the network: plain http there is no risk. */
const LOCAL_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/** PAYMENTS as set; unset, Stripe as soon as one STRIPE_* key is set (the others are then required). */
export const resolvePayments = (env: ParsedEnv): 'test' | 'stripe' =>
  env.PAYMENTS ?? (STRIPE_KEYS.some((key) => env[key]) ? 'stripe' : 'test');

/** 'test' or 'live', from a Stripe key's prefix (sk_test_..., pk_live_..., rk_test_...). */
const stripeMode = (key: string | undefined) => /^[a-z]{2}_(test|live)_/.exec(key ?? '')?.[1];

/** A secret someone copied from an example or typed by hand, not a random one. */
const isPlaceholderSecret = (secret: string) =>
  /change.?me|replace.?me|placeholder|example|your.?secret/i.test(secret) || new Set(secret).size < 10;

/** Settings that cannot work together: the start is refused with every one of them named. */
export function findConfigProblems(env: ParsedEnv): string[] {
  const problems: string[] = [];
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both, or neither');
  }

  if (env.S3_BUCKET) {
    for (const key of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[key]) problems.push(`${key}: required when S3_BUCKET is set`);
    }
  } else {
    const withoutBucket = BUCKET_SETTINGS.filter((key) => env[key] !== undefined);
    if (withoutBucket.length > 0) {
      problems.push(
        `S3_BUCKET: required when ${withoutBucket.join(', ')} ${withoutBucket.length > 1 ? 'are' : 'is'} set (without a bucket, images are kept in DATA_DIR/uploads)`,
      );
    }
  }

  if (resolvePayments(env) === 'stripe') {
    const reason = env.PAYMENTS
      ? 'PAYMENTS=stripe'
      : 'another STRIPE_* key is set (PAYMENTS=test keeps test mode)';
    for (const key of STRIPE_KEYS) {
      if (!env[key]) problems.push(`${key}: required when ${reason}: ${STRIPE_KEY_USES[key]}`);
    }
    const secretMode = stripeMode(env.STRIPE_SECRET_KEY);
    const publishableMode = stripeMode(env.STRIPE_PUBLISHABLE_KEY);
    if (secretMode && publishableMode && secretMode !== publishableMode) {
      problems.push(
        `STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY: one is a ${secretMode} key, the other a ${publishableMode} key; take both from the same mode of Stripe's dashboard`,
      );
    }
  }

  if (
    env.NODE_ENV === 'production' &&
    env.BETTER_AUTH_SECRET &&
    isPlaceholderSecret(env.BETTER_AUTH_SECRET)
  ) {
    problems.push(
      'BETTER_AUTH_SECRET: looks like a placeholder, not a random secret; make one with `openssl rand -base64 32`, or leave it unset (the shop then keeps a generated one in its database)',
    );
  }
  return problems;
}

/** Settings that work but are probably not what the owner meant, to log at start. */
export function findConfigWarnings(env: Env): string[] {
  const warnings: string[] = [];
  const publicUrl = new URL(env.PUBLIC_URL);
  if (publicUrl.protocol === 'https:' && env.TRUST_PROXY === false) {
    warnings.push(
      `TRUST_PROXY: PUBLIC_URL is https, so a proxy in front of the shop ends TLS; without TRUST_PROXY (its address, or 1) every shopper counts as that proxy's address for rate limits and logs.`,
    );
  }
  if (
    env.NODE_ENV === 'production' &&
    publicUrl.protocol === 'http:' &&
    !LOCAL_HOST.test(publicUrl.hostname)
  ) {
    warnings.push(
      `PUBLIC_URL is ${env.PUBLIC_URL}: sign-in cookies are sent without Secure and passwords cross the network readable. Serve the shop over https and set PUBLIC_URL=https://${publicUrl.host}.`,
    );
  }
  const ignoredStripeKeys = STRIPE_KEYS.filter((key) => env[key]);
  if (env.PAYMENTS === 'test' && ignoredStripeKeys.length > 0) {
    warnings.push(
      `PAYMENTS=test: ${ignoredStripeKeys.join(', ')} ${ignoredStripeKeys.length > 1 ? 'are' : 'is'} ignored and no card is charged; PAYMENTS=stripe takes real payments.`,
    );
  }
  return warnings;
}

/**
 * Connects to the SMTP relay as sending would (TLS, login) and says what went wrong, naming
 * SMTP_URL (its password left out); undefined when the relay accepted.
 */
export async function findSmtpRelayProblem(smtpUrl: string, timeoutMs = 5_000): Promise<string | undefined> {
  // NOTE: createTransport({ url, ...}) would drop everything but the URL; the transport keeps both.
  const transport = nodemailer.createTransport(
    new SMTPTransport({
      url: smtpUrl,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    }),
  );
  try {
    await transport.verify();
    return undefined;
  } catch (error) {
    const reason = redactUrlsInText(error instanceof Error ? error.message : String(error));
    return `SMTP_URL: the relay ${redactUrl(smtpUrl)} could not be used (${reason}); e-mails (order confirmations, password resets, the contact form) fail until it can.`;
  } finally {
    transport.close();
  }
}
