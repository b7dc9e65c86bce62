import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';

/**
 * Playwright's `test` with one difference: opening or reloading a server-rendered page
 * (ADR 24) returns once the storefront has taken it over. Its HTML is on screen before the
 * app's code has run, so without this a test could press a button or a link that React
 * does not handle yet. Pages the browser renders itself, other origins and runs with
 * JavaScript off are left as Playwright leaves them.
 */
async function waitForApp(page: Page): Promise<void> {
  if (withoutJavaScript.has(page.context())) return;
  const serverRendered = await page
    .locator('#initial-data')
    .count()
    .catch(() => 0);
  if (serverRendered > 0) {
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  }
}

/** Contexts of tests run with JavaScript off: nothing takes their pages over. */
const withoutJavaScript = new WeakSet<BrowserContext>();

/**
 * What the storefront reports when it shows a text it has not loaded (apps/web/src/app/i18n.ts):
 * a page's or panel's texts load with its code (ADR 0101, apps/web/src/locales/text-groups.ts),
 * and a section left out of its group would show the text's key to a shopper.
 */
const MISSING_TEXT_REPORT = 'Missing text:';

/** The missing texts the pages of the running test reported (checked after each test). */
const missingTexts: string[] = [];

/** Makes `goto` and `reload` of a page wait for the storefront (see `waitForApp`). */
function followApp(page: Page): void {
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith(MISSING_TEXT_REPORT)) {
      missingTexts.push(`${message.text()} on ${page.url()}`);
    }
  });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForApp(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForApp(page);
    return response;
  };
}

const followed = new WeakSet<BrowserContext>();

/** Every page of `context`, the test's own and those a test opens itself. */
function followAppIn(context: BrowserContext): void {
  if (followed.has(context)) return;
  followed.add(context);
  context.pages().forEach(followApp);
  context.on('page', followApp);
}

export const test = base.extend<{ everyTextLoaded: void }, object>({
  // Every test fails on a text the storefront showed without having loaded it.
  everyTextLoaded: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a test uses from this pattern.
    async ({}, use) => {
      missingTexts.length = 0;
      await use();
      expect(missingTexts, 'texts shown without being loaded (locales/text-groups.ts)').toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled === false) withoutJavaScript.add(context);
    followAppIn(context);
    await use(context);
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if (options?.javaScriptEnabled === false) withoutJavaScript.add(context);
        followAppIn(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});

export { expect };
export type * from '@playwright/test';
