// The owner's wording of storefront texts (Admin > Texts, decision 069) on both backends: only the
// admin reads or saves them; a key the storefront lacks, a message that does not parse or uses an
// argument it does not have, or an empty text is refused and changes nothing; a saved text is in the
// shop's config at once (the storefront applies it), in the audit log, and announced to every open
// storefront; `text: null` gives the default back; and on PostgreSQL a second instance shows it as
// soon as it hears.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogResponse, ErrorResponse, ShopConfig, TextOverridesResponse } from '@eshop/shared';
import { shopEvents } from '../../db/schema/index.js';
import { createClient, type Client } from '../../test-support/auth-client.js';
import { signedInAdmin } from '../../test-support/signed-in.js';
import { createTestApp, secondInstance, type TestApp } from '../../test-support/test-app.js';
import { BACKENDS } from '../../test-support/test-database.js';

describe.each(BACKENDS)('storefront texts the owner re-words on %s', (backend) => {
  let t: TestApp;
  let admin: Client;
  let shopper: Client;

  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'false', PAYMENT_SWEEP_SECONDS: '0' });
    admin = await signedInAdmin(t);
    shopper = createClient(t.app);
    await shopper.signUp('texts@example.com', 'texts password 1');
    await shopper.signIn('texts@example.com', 'texts password 1');
  });
  afterAll(async () => {
    await t?.close();
  });

  const save = (language: string, key: string, text: string | null, client = admin) =>
    client.request('PUT', `/api/admin/texts/${language}`, { key, text });
  const config = async () => (await t.app.inject({ method: 'GET', url: '/api/config' })).json<ShopConfig>();
  const overrides = async () =>
    (await admin.request('GET', '/api/admin/texts')).json<TextOverridesResponse>().overrides;

  it('lets only the admin read or save them', async () => {
    expect((await shopper.request('GET', '/api/admin/texts')).statusCode).toBe(403);
    expect((await save('en', 'catalog.addToCart', 'Add to cart', shopper)).statusCode).toBe(403);
    expect((await createClient(t.app).request('GET', '/api/admin/texts')).statusCode).toBe(401);
    expect(await overrides()).toEqual([]);
  });

  it('refuses an unknown key or language, a broken message, an unknown argument or an empty text, changing nothing', async () => {
    const refusals = [
      [await save('en', 'catalog.addToBasket', 'Add'), 'key'],
      [await save('en', 'cart.added', '{name added'), 'text'],
      [await save('de', 'cart.added', '{product} liegt im Warenkorb'), 'text'],
      [await save('en', 'catalog.addToCart', '   '), 'text'],
    ] as const;
    for (const [response, path] of refusals) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<ErrorResponse>().error.details?.map((detail) => detail.path)).toEqual([path]);
    }
    // The argument's problem says which ones the text can use.
    expect(refusals[2][0].json<ErrorResponse>().error.details?.[0]?.message).toContain('{name}');
    expect((await save('fr', 'catalog.addToCart', 'Ajouter')).statusCode).toBe(400);
    expect(await overrides()).toEqual([]);
  });

  it('puts a saved text in the config at once, in the audit log, and tells open storefronts', async () => {
    const before = (await t.app.db.select({ id: shopEvents.id }).from(shopEvents)).length;
    const saved = await save('en', 'catalog.addToCart', '  Add to cart ');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<TextOverridesResponse>().overrides).toMatchObject([
      { language: 'en', key: 'catalog.addToCart', text: 'Add to cart' },
    ]);
    expect(
      (await save('de', 'catalog.productsFound', '{count, plural, one {# Artikel} other {# Artikel}}'))
        .statusCode,
    ).toBe(200);
    expect((await config()).texts).toEqual({
      en: { 'catalog.addToCart': 'Add to cart' },
      de: { 'catalog.productsFound': '{count, plural, one {# Artikel} other {# Artikel}}' },
    });
    const announced = await t.app.db.select().from(shopEvents);
    expect(announced.slice(before).map((event) => [event.type, event.audience, event.data])).toContainEqual([
      'settings.changed',
      'public',
      { section: 'texts' },
    ]);
    const [entry] = (await admin.request('GET', '/api/admin/audit-log')).json<AuditLogResponse>().items;
    expect(entry).toMatchObject({
      action: 'Storefront text changed',
      route: 'PUT /api/admin/texts/:language',
    });
  });

  it('gives a text its default back with text null', async () => {
    expect((await save('en', 'catalog.addToCart', null)).statusCode).toBe(200);
    expect((await config()).texts?.en).toBeUndefined();
    expect((await overrides()).map((override) => override.key)).toEqual(['catalog.productsFound']);
    expect((await save('de', 'catalog.productsFound', null)).statusCode).toBe(200);
    expect((await config()).texts).toEqual({});
  });

  describe.runIf(backend === 'postgres')('with a second server instance on the same database', () => {
    let other: TestApp;
    beforeAll(async () => {
      other = await secondInstance(t, { RATE_LIMIT_ENABLED: 'false', PAYMENT_SWEEP_SECONDS: '0' });
    });
    afterAll(async () => {
      await other?.close();
    });

    it('shows a text saved through A on B as soon as B hears of it', async () => {
      const textsOnB = async () =>
        (await other.app.inject({ method: 'GET', url: '/api/config' })).json<ShopConfig>().texts;
      expect(await textsOnB()).toEqual({});
      expect((await save('en', 'catalog.buyNow', 'Buy now')).statusCode).toBe(200);
      await expect.poll(textsOnB).toEqual({ en: { 'catalog.buyNow': 'Buy now' } });
      expect((await save('en', 'catalog.buyNow', null)).statusCode).toBe(200);
      await expect.poll(textsOnB).toEqual({});
    });
  });
});
