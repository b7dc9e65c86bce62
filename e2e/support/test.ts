import { expect, test as base, type Page } from '@playwright/test';

/**
 * Playwright's `test` with one difference: opening or reloading a server-rendered page
 * (ADR 17) returns once the storefront has taken it over. Its HTML is on screen before the
 * app's code has run, so without this a test could press a button or a link that React
 * does not handle yet. Pages the browser renders itself, other origins and runs with
 * JavaScript off are left as Playwright leaves them.
 */
async function waitForApp(page: Page): Promise<void> {
  const serverRendered = await page
    .locator('#initial-data')
    .count()
    .catch(() => 0);
  if (serverRendered > 0) {
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  }
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
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
    await use(page);
  },
});

export { expect };
export type * from '@playwright/test';
