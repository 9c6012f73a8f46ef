// The journeys' `test`: Playwright's, with every page.goto to a page of the shop waiting until the app
// has taken the page over (<html data-app-ready>). Pages drawn on the server show their buttons before
// the app's code is even asked for (it loads after the first paint, decision 024), and a click before
// then does nothing; a journey that clicked at once passed only when the code happened to be fast.
import { test as base, type BrowserContext, type Page, type Response } from '@playwright/test';

export { expect } from '@playwright/test';

/** Contexts whose pages run no script (the without-JavaScript journeys): nothing to wait for. */
const withoutScripts = new WeakSet<BrowserContext>();
let patched = false;

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

export const test = base.extend<{ appReadyNavigation: void }, ShopOptions>({
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
});
