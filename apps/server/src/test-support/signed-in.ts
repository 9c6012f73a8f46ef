// The set-up most API tests repeat: the shop's admin, made the way ADMIN_EMAIL and ADMIN_PASSWORD
// make it when the shop starts, signed in through the real auth routes.
import { expect } from 'vitest';
import { bootstrapAdmin } from '../modules/auth/bootstrap-admin.js';
import { createClient, type Client } from './auth-client.js';
import type { TestApp } from './test-app.js';

export const TEST_ADMIN = { email: 'owner@example.com', password: 'owner password 1' };

const quietLog = { info: () => undefined, warn: () => undefined };

/** Makes the account the shop's admin, as the shop does at start, without signing in. */
export async function makeAdmin(t: TestApp, admin = TEST_ADMIN): Promise<void> {
  await bootstrapAdmin({ auth: t.app.auth, database: t.testDb.database, log: quietLog }, admin);
}

/** The shop's admin, made as at start and signed in (a refused sign-in fails the test there). */
export async function signedInAdmin(t: TestApp, admin = TEST_ADMIN): Promise<Client> {
  await makeAdmin(t, admin);
  const client = createClient(t.app);
  expect((await client.signIn(admin.email, admin.password)).statusCode).toBe(200);
  return client;
}

/** A shopper registered and signed in through the real auth routes (either refused fails the test there). */
export async function signedInShopper(
  t: TestApp,
  shopper: { email: string; password: string },
): Promise<Client> {
  const client = createClient(t.app);
  expect((await client.signUp(shopper.email, shopper.password)).statusCode).toBe(200);
  expect((await client.signIn(shopper.email, shopper.password)).statusCode).toBe(200);
  return client;
}
