// URLs as the log keeps them: the secrets a URL can carry replaced, whatever shape it comes in, and
// everything else exactly as the client sent it.
import { describe, expect, it } from 'vitest';
import { REDACTED, redactUrl, redactUrlsInText } from './redact-url.js';

const R = REDACTED;
const SECRET = 'S3cr3tT0ken';

describe('redactUrl', () => {
  it.each([
    // The e-mailed reset link (the page) and the API calls that use its token.
    ['/reset-password?token=S3cr3tT0ken', `/reset-password?token=${R}`],
    ['/api/auth/reset-password?token=S3cr3tT0ken', `/api/auth/reset-password?token=${R}`],
    // Better Auth's own link form: the token is a path segment.
    [
      '/api/auth/reset-password/S3cr3tT0ken?callbackURL=%2Freset-password',
      `/api/auth/reset-password/${R}?callbackURL=%2Freset-password`,
    ],
    ['/api/auth/reset-password/S3cr3tT0ken', `/api/auth/reset-password/${R}`],
    ['/api/auth/reset-password/S3cr3tT0ken/more', `/api/auth/reset-password/${R}/more`],
    ['/API/Auth/Reset-Password/S3cr3tT0ken', `/API/Auth/Reset-Password/${R}`],
    ['/api/auth/reset-password%2FS3cr3tT0ken', `/api/auth/reset-password%2F${R}`],
    ['/api/auth/reset-password//S3cr3tT0ken', `/api/auth/reset-password//${R}`],
    ['/api/auth/reset%2Dpassword/S3cr3tT0ken', `/api/auth/reset%2Dpassword/${R}`],
    // OAuth callbacks: code and state go, the rest stays.
    [
      '/api/auth/callback/google?state=S3cr3tT0ken&code=4%2F0AS3cr3tT0ken&scope=email%20profile',
      `/api/auth/callback/google?state=${R}&code=${R}&scope=email%20profile`,
    ],
    [
      '/api/auth/callback/google?code=S3cr3tT0ken&iss=https%3A%2F%2Faccounts.google.com',
      `/api/auth/callback/google?code=${R}&iss=https%3A%2F%2Faccounts.google.com`,
    ],
    // Absolute URLs, fragments, user info.
    [
      'https://shop.example/reset-password?token=S3cr3tT0ken#top',
      `https://shop.example/reset-password?token=${R}#top`,
    ],
    [
      'http://localhost:3000/reset-password?token=S3cr3tT0ken',
      `http://localhost:3000/reset-password?token=${R}`,
    ],
    ['/callback#access_token=S3cr3tT0ken&expires_in=3600', `/callback#access_token=${R}&expires_in=3600`],
    ['https://admin:S3cr3tT0ken@shop.example/x', `https://admin:${R}@shop.example/x`],
    // Names in any case or encoding, repeated, as arrays, after a semicolon, without a value.
    ['/reset-password?TOKEN=S3cr3tT0ken', `/reset-password?TOKEN=${R}`],
    ['/reset-password?to%6Ben=S3cr3tT0ken', `/reset-password?to%6Ben=${R}`],
    ['/reset-password?token=a&token=S3cr3tT0ken', `/reset-password?token=${R}&token=${R}`],
    ['/reset-password?token[]=S3cr3tT0ken', `/reset-password?token[]=${R}`],
    ['/x?page=2;token=S3cr3tT0ken', `/x?page=2;token=${R}`],
    ['/reset-password?token=', `/reset-password?token=${R}`],
    ['/x?token=%E0%A4%A', `/x?token=${R}`],
    // Other secret-carrying parameters.
    [
      '/checkout/return?session_id=S3cr3tT0ken&payment_intent_client_secret=S3cr3tT0ken',
      `/checkout/return?session_id=${R}&payment_intent_client_secret=${R}`,
    ],
    [
      '/api/auth/verify-email?token=S3cr3tT0ken&callbackURL=%2F',
      `/api/auth/verify-email?token=${R}&callbackURL=%2F`,
    ],
    [
      '/file.png?X-Amz-Credential=S3cr3tT0ken&X-Amz-Signature=S3cr3tT0ken&width=400',
      `/file.png?X-Amz-Credential=${R}&X-Amz-Signature=${R}&width=400`,
    ],
    ['/x?id_token=S3cr3tT0ken&code_verifier=S3cr3tT0ken', `/x?id_token=${R}&code_verifier=${R}`],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it.each([
    // A URL inside a parameter, encoded once, twice, or as a list of parameters of its own.
    '/login?callbackURL=%2Freset-password%3Ftoken%3DS3cr3tT0ken',
    '/login?next=%252Freset-password%253Ftoken%253DS3cr3tT0ken',
    '/login?next=https%3A%2F%2Fshop.example%2Fapi%2Fauth%2Freset-password%2FS3cr3tT0ken',
    '/x?data=a%3D1%26token%3DS3cr3tT0ken',
    '/x?next=%2Fy%3Fnext%3D%252Fz%253Fcode%253DS3cr3tT0ken',
    // A path segment whose slash was encoded twice.
    '/api/auth/reset-password%252FS3cr3tT0ken',
  ])('follows nested and encoded URLs: %s', (url) => {
    const redacted = redactUrl(url);
    expect(redacted).not.toContain(SECRET);
    expect(decodeURIComponent(decodeURIComponent(redacted))).toContain(R);
  });

  it.each([
    '/',
    '',
    '/api/products?search=red+shoes&category=shoes&page=2&sort=price-asc',
    '/api/products/trail-runner-2',
    '/reset-password',
    '/reset-password?',
    '/x?flag',
    '/x?%E0%A4%A=1',
    '/api/auth/callback/google?error=access_denied',
    'https://shop.example:8443/orders?page=3#list',
    '/login?callbackURL=%2Freset-password',
  ])('leaves a URL without secrets as it was: "%s"', (url) => {
    expect(redactUrl(url)).toBe(url);
  });
});

describe('redactUrlsInText', () => {
  it.each([
    'No route GET /api/auth/reset-password/S3cr3tT0ken.',
    'Redirecting to https://shop.example/reset-password?token=S3cr3tT0ken, then done',
    'verification reset-password:S3cr3tT0ken not found',
    '{"url":"/api/auth/callback/google?code=S3cr3tT0ken&state=x"}',
    'callbackURL=/reset-password?token=S3cr3tT0ken',
    'link: <https://shop.example/reset-password?token=S3cr3tT0ken>',
  ])('takes the secret out of "%s"', (text) => {
    const redacted = redactUrlsInText(text);
    expect(redacted).not.toContain(SECRET);
    expect(redacted).toContain(R);
  });

  it.each([
    'E-mail to a@example.com written to outbox/2026-01-01.eml: Reset your password for eShop',
    'incoming request',
    'select * from "session" where "token" = $1',
    'A; B: C? D',
  ])('leaves plain text as it was: "%s"', (text) => {
    expect(redactUrlsInText(text)).toBe(text);
  });
});
