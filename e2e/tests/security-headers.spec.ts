import { expect, test, type Page } from '../support/test.js';
import { DEMO_ADMIN } from '../support/auth.js';

/**
 * The Content-Security-Policy in a real browser: the storefront, the admin panel and the API
 * explorer work under it with no violation reported, and script injected into a page is
 * refused. The headers themselves are checked answer by answer in
 * apps/server/src/plugins/security-headers.test.ts.
 */

/** Collects every CSP violation the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return async () => [
    ...consoleViolations,
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    )),
  ];
}

test('the storefront works under the policy: home, catalogue, a product, the cart', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const home = await page.goto('/');
  expect(home?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('banner')).toBeVisible();

  await page.goto('/products');
  const firstCard = page.getByTestId('product-card').first();
  await expect(firstCard).toBeVisible();
  // Product pictures (/media) load: a blocked image would have no natural width.
  await expect
    .poll(() => firstCard.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const firstProduct = firstCard.getByRole('link').first();
  await firstProduct.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The sign-in panel (a Radix dialog) inserts its own styles: allowed by style-src. (The
  // language menu did, until it became plain links, ADR 0102.)
  await page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  expect(await violations()).toEqual([]);
});

test('script injected into a page does not run', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  const ran = await page.evaluate(async () => {
    const flag = window as unknown as { __injected?: boolean };
    const inline = document.createElement('script');
    inline.textContent = 'window.__injected = true';
    document.body.append(inline);
    const handler = document.createElement('img');
    handler.setAttribute('onerror', 'window.__injected = true');
    handler.src = '/no-such-picture.png';
    document.body.append(handler);
    await new Promise((resolve) => setTimeout(resolve, 500));
    return flag.__injected === true;
  });
  expect(ran).toBe(false);
});

test('the admin panel works under the policy', async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/admin/');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await page.getByLabel('E-mail').fill(DEMO_ADMIN.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Orders to ship')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Products' }).click();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the API explorer works under the policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Giftshop API');
  await expect(page.locator('.opblock-tag').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('no other page can frame the shop', async ({ page }) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
  });
  // A page of the shop's own origin whose policy lets it frame the shop (the API's allows nothing).
  await page.goto('/robots.txt');
  const shopUrl = new URL('/', page.url()).href;
  await page.setContent(`<iframe id="shop" src="${shopUrl}"></iframe>`);
  await expect.poll(() => refusals.length).toBeGreaterThan(0);
  expect(refusals[0]).toContain("frame-ancestors 'none'");
  await expect(page.frameLocator('#shop').getByRole('banner')).toHaveCount(0);
});
