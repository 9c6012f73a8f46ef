// The shop's pages on both backends: the starting text until the owner saves, the owner's text
// after (Markdown kept as typed), only the admin may save, nonsense refused without a change, and
// a drawn page follows a save.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, ShopPage } from '@eshop/shared';
import { createClient, type Client } from '../../test-support/auth-client.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { signedInAdmin } from '../../test-support/signed-in.js';
import { BACKENDS } from '../../test-support/test-database.js';

describe.each(BACKENDS)("the shop's pages on %s", (backend) => {
  let t: TestApp;
  let admin: Client;
  let visitor: Client;

  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'false' });
    admin = await signedInAdmin(t);
    visitor = createClient(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has a starting text for each page, naming the shop', async () => {
    for (const slug of ['shipping', 'returns', 'privacy', 'terms']) {
      const response = await visitor.request('GET', `/api/pages/${slug}`);
      expect(response.statusCode).toBe(200);
      const page = response.json<ShopPage>();
      expect(page).toMatchObject({ slug, updatedAt: null });
      expect(page.title.length).toBeGreaterThan(0);
      expect(page.body.length).toBeGreaterThan(100);
    }
    const returns = (await visitor.request('GET', '/api/pages/returns')).json<ShopPage>();
    expect(returns.body).toContain(t.app.config.SHOP_NAME);
    expect((await visitor.request('GET', '/api/pages/careers')).statusCode).toBe(400);
  });

  it("saves the owner's Markdown as typed, and shows it to everyone", async () => {
    const body = '# Returns\n\n60 days, **free**. <script>alert(1)</script>';
    const saved = await admin.request('PUT', '/api/admin/pages/returns', {
      title: ' Returns & refunds ',
      body,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<ShopPage>()).toMatchObject({ slug: 'returns', title: 'Returns & refunds', body });
    const read = (await visitor.request('GET', '/api/pages/returns')).json<ShopPage>();
    expect(read).toMatchObject({ title: 'Returns & refunds', body });
    expect(read.updatedAt).not.toBeNull();
  });

  it('lets only the admin save, and refuses an empty or unknown page with a 400 that changes nothing', async () => {
    const before = (await visitor.request('GET', '/api/pages/terms')).json<ShopPage>();
    const page = { title: 'Terms', body: 'Anything goes.' };
    expect((await visitor.request('PUT', '/api/admin/pages/terms', page)).statusCode).toBe(401);
    const shopper = createClient(t.app);
    await shopper.signUp('pages-shopper@example.com', 'shopper password 1');
    await shopper.signIn('pages-shopper@example.com', 'shopper password 1');
    expect((await shopper.request('PUT', '/api/admin/pages/terms', page)).statusCode).toBe(403);

    const empty = await admin.request('PUT', '/api/admin/pages/terms', { title: 'Terms', body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ErrorResponse>().error.code).toBe('VALIDATION_ERROR');
    expect((await admin.request('PUT', '/api/admin/pages/careers', page)).statusCode).toBe(400);
    expect((await admin.request('PUT', '/api/admin/pages/terms', { ...page, extra: true })).statusCode).toBe(
      400,
    );
    expect((await visitor.request('GET', '/api/pages/terms')).json<ShopPage>()).toEqual(before);
  });
});
