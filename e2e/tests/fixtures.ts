// The journeys' `test`: Playwright's, with every page.goto to a page of the shop waiting until the app
// has taken the page over, and the signed-in admin and shopper the journeys start from, signed in
// through the API (the forms are the subject of accounts.spec.ts only, and take seconds each).
import { test as base, type BrowserContext, type Page, type Response } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../playwright.config';
import { logInThroughApi, newEmail, registerThroughApi, SHOPPER_PASSWORD } from './support';

export { expect } from '@playwright/test';

/** Contexts whose pages run no script (the without-JavaScript journeys): nothing to wait for. */
const withoutScripts = new WeakSet<BrowserContext>();
let patched = false;

/**
 * Pages drawn on the server show their buttons before the app's code is even asked for (it loads
 * after the first paint, decision 024), and a click before then does nothing; a journey that clicked
 * at once passed only when the code happened to be fast. So goto waits for <html data-app-ready>.
 */
function waitForAppOnEveryGoto(page: Page) {
  if (patched) return;
  patched = true;
  const prototype = Object.getPrototypeOf(page) as Page;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with each page as `this`
  const goto = prototype.goto;
  prototype.goto = async function gotoThenWait(this: Page, url, options): Promise<Response | null> {
    const response = await goto.call(this, url, options);
    const isPage = response?.headers()['content-type']?.includes('text/html') ?? false;
    if (isPage && !withoutScripts.has(this.context())) {
      await this.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
    }
    return response;
  };
}

/** Each project's option (playwright.config.ts): which shop its journeys run against. */
export type ShopOptions = { dataDir: string };

/** Cookies and local storage of a signed-in browser, as a context is given them. */
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

type SignedInFixtures = {
  /** A page in a browser context of its own, signed in as the shop's admin (closed after the test). */
  adminPage: Page;
  /** A new shopper, registered and signed in through the API in `page`'s context: their e-mail. */
  shopper: string;
};
type SignedInWorkerFixtures = {
  /** The admin's session on this worker's shop: signed in once per worker, given to each new context. */
  adminStorageState: StorageState;
};

export const test = base.extend<
  { appReadyNavigation: void } & SignedInFixtures,
  ShopOptions & SignedInWorkerFixtures
>({
  /** The data folder of the shop this project's journeys run against (its outbox holds the e-mails). */
  dataDir: ['', { option: true, scope: 'worker' }],
  appReadyNavigation: [
    async ({ page, javaScriptEnabled }, use) => {
      if (javaScriptEnabled === false) withoutScripts.add(page.context());
      waitForAppOnEveryGoto(page);
      await use();
    },
    { auto: true },
  ],
  // Playwright's "one account per parallel worker" pattern, signed in through the API. Kept in memory,
  // not in a file: a worker restarted after a failure signs in again (one request), and no session
  // token is left on disk. NOTE: no journey may sign this session out or change the admin's password.
  adminStorageState: [
    async ({ playwright }, use, workerInfo) => {
      // Each project is one shop, with its own sessions.
      const shop = workerInfo.project.use.baseURL;
      const request = await playwright.request.newContext();
      await logInThroughApi(request, shop, ADMIN_EMAIL, ADMIN_PASSWORD);
      const state = await request.storageState();
      await request.dispose();
      await use(state);
    },
    { scope: 'worker' },
  ],
  adminPage: async ({ browser, adminStorageState }, use) => {
    // The project's and the file's options (baseURL, viewport) apply to this context as to `page`'s.
    const context = await browser.newContext({ storageState: adminStorageState });
    await use(await context.newPage());
    await context.close();
  },
  // The session cookie lands in `page`'s context; the page itself is still blank, as after a stored
  // session is loaded: the journey opens what it needs.
  shopper: async ({ page, baseURL }, use) => {
    const email = newEmail();
    await registerThroughApi(page.request, baseURL, email, SHOPPER_PASSWORD);
    await logInThroughApi(page.request, baseURL, email, SHOPPER_PASSWORD);
    await use(email);
  },
});
