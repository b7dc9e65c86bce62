import { expect, test, type Page } from '@playwright/test';
import { loginPanel, newCustomer, registerThroughApi, signIn } from '../support/auth.js';

/**
 * Issue 30: every touch counts from the first paint. A server-rendered page is on screen and
 * looks ready well before the app takes it over (ADR 0045): about 1.7 s on Lighthouse's phone
 * profile. What a shopper does in that time is kept: typed text is the app's state afterwards,
 * and a tap on a control that needs the app is carried out once the app is there.
 *
 * The tests hold the app's scripts back until the shopper's action is done, so that it happens
 * before the take-over without racing any timing. Playwright's own `test` is used: the
 * project's `page.goto` waits for the take-over, which is exactly what must not happen yet.
 */

// Demo products (apps/server/src/db/seed/demo-catalogue.ts).
/** Its engraving is required, at most 30 characters. */
const BOARD = 'engraved-oak-cutting-board';
/** Its engraving is optional: Add to Cart is enabled on the first paint. */
const WINE_BOX = 'engraved-wooden-wine-box';
/** Two sizes × two woods (issue 29): the variant picker is on its first paint. */
const SERVING_BOARD = 'engraved-wooden-serving-board';

// Lighthouse's phone profile (docs/PERFORMANCE.md; machine notes): a 412×823 touch screen.
test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });

/** Slow 4G and a 4× slower CPU, as Lighthouse's mobile run, through the DevTools protocol. */
async function phoneProfile(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1.6e6 / 8,
    uploadThroughput: 750e3 / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Holds back every script of the app but the boot script (it paints first and is asked for
 * with the HTML): the page stays as the server sent it until `release()`. `requested` resolves
 * once the boot script has asked for the app, i.e. the page is painted and would be taken over.
 */
async function holdTheApp(page: Page, { bootScriptToo = false } = {}) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let appRequested!: () => void;
  const requested = new Promise<void>((resolve) => (appRequested = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    const isBoot = /\/assets\/boot-[^/]+\.js$/.test(route.request().url());
    if (isBoot && !bootScriptToo) return route.continue();
    appRequested();
    await released;
    await route.continue().catch(() => undefined);
  });
  return { requested, release: () => release() };
}

async function openBeforeTakeOver(page: Page, path: string, options?: { bootScriptToo?: boolean }) {
  const app = await holdTheApp(page, options);
  await phoneProfile(page);
  await page.goto(path, { waitUntil: 'commit' });
  await app.requested;
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  return app;
}

async function takenOver(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

async function signInFromALaptop(page: Page): Promise<void> {
  const customer = newCustomer();
  await registerThroughApi(page.request, customer);
  // The header's Sign in button is there from a laptop's width up.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await takenOver(page);
  await signIn(page, customer.email, customer.password);
  await page.setViewportSize({ width: 412, height: 823 });
}

test('an engraving typed before the take-over is counted after it and added without typing it again', async ({
  page,
}) => {
  await signInFromALaptop(page);

  const app = await openBeforeTakeOver(page, `/product/${BOARD}`);
  const text = page.getByRole('textbox', { name: /Name or short line to engrave/ });
  await text.tap();
  await text.pressSequentially('Peeters');
  await expect(text).toHaveValue('Peeters');
  app.release();
  await takenOver(page);

  await expect(text).toHaveValue('Peeters');
  await expect(page.getByTestId('personalization-counter')).toHaveText('7/30');
  const add = page.getByTestId('add-to-cart');
  await expect(add).toBeEnabled();
  await add.tap();
  await expect(page.getByText('Added to your cart.')).toBeVisible();
});

test('an engraving typed before even the boot script has run is the state once the app takes over', async ({
  page,
}) => {
  await signInFromALaptop(page);

  // On a slow link the boot script is a request of its own: the page can be painted and typed
  // into before it runs, so nothing of it can have seen the typing (and a browser that restores
  // a form's values on the way back is the same case). The app reads what the field holds.
  const app = await openBeforeTakeOver(page, `/product/${BOARD}`, { bootScriptToo: true });
  const text = page.getByRole('textbox', { name: /Name or short line to engrave/ });
  await text.tap();
  await text.pressSequentially('Janssens');
  app.release();
  await takenOver(page);

  await expect(text).toHaveValue('Janssens');
  await expect(page.getByTestId('personalization-counter')).toHaveText('8/30');
  const add = page.getByTestId('add-to-cart');
  await expect(add).toBeEnabled();
  await add.tap();
  await expect(page.getByText('Added to your cart.')).toBeVisible();
});

/** The small-screen menu's button: until the take-over a `<summary>` (no ARIA role), then a button. */
function menuButton(page: Page) {
  return page.getByRole('banner').getByLabel('Open menu', { exact: true });
}

test('Nederlands tapped in the menu before the take-over loads the page in Dutch, and the app keeps it', async ({
  page,
}) => {
  const app = await openBeforeTakeOver(page, `/product/${BOARD}`);
  // On a phone the languages are in the header's menu: before the take-over plain HTML, a
  // disclosure of links (ADR 0102), so the tap is the browser's own navigation.
  await menuButton(page).tap();
  await page.getByRole('banner').getByRole('link', { name: 'Nederlands', exact: true }).tap();
  await expect(page).toHaveURL(new RegExp(`/product/${BOARD}\\?lang=nl$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByTestId('add-to-cart')).toHaveText('In winkelmandje');
  app.release();
  await takenOver(page);

  // Carried out once only, by the browser: the app takes the Dutch page over as it is.
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByTestId('add-to-cart')).toHaveText('In winkelmandje');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the menu opened before the take-over is the sheet, opened, once the app is there, and Nederlands is chosen from it', async ({
  page,
}) => {
  const app = await openBeforeTakeOver(page, `/product/${BOARD}`);
  await menuButton(page).tap();
  app.release();
  await takenOver(page);

  const sheet = page.getByRole('dialog');
  await expect(sheet).toBeVisible();
  await sheet.getByRole('link', { name: 'Nederlands', exact: true }).tap();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByTestId('add-to-cart')).toHaveText('In winkelmandje');
  // Switched in place by the app (the sheet is still open), not by loading the page again.
  await expect(sheet).toBeVisible();
});

test("once the app has taken over, the sign-in panel's code is fetched at idle, before any tap", async ({
  page,
}) => {
  // Add to Cart signed out opens the sign-in panel: its first tap must not wait on a download
  // (interaction to next paint, ADR 0102). The bundle budget test checks that none of it is
  // loaded before the first render.
  const panelCode = page.waitForRequest(/\/assets\/AuthPanelSheet-[^/]+\.js$/);
  await page.goto(`/product/${WINE_BOX}`);
  await takenOver(page);
  await panelCode;
  const add = page.getByTestId('add-to-cart');
  await add.tap();
  await expect(loginPanel(page)).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu chooses Nederlands: the same page, in Dutch', async ({ page }) => {
    await page.goto(`/product/${BOARD}`);
    await menuButton(page).tap();
    await page.getByRole('banner').getByRole('link', { name: 'Nederlands', exact: true }).tap();
    await expect(page).toHaveURL(new RegExp(`/product/${BOARD}\\?lang=nl$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Snijplank/i);
    // The choice is remembered (the cookie the server set): the next page is Dutch too.
    await page.getByRole('banner').getByLabel('Menu openen', { exact: true }).tap();
    await page.getByRole('banner').getByRole('link', { name: 'Producten', exact: true }).tap();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  });

  test('the search is a form: "snijplank" finds the cutting board', async ({ page }) => {
    await page.goto('/?lang=nl');
    await page.getByRole('banner').getByLabel('Zoeken', { exact: true }).tap();
    await page.getByRole('searchbox').fill('snijplank');
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/products\?search=snijplank$/);
    await expect(page.getByTestId('product-card').first()).toContainText(/snijplank/i);
  });

  test('Sign in is a link to the sign-in page', async ({ page }) => {
    await page.goto(`/product/${BOARD}`);
    await menuButton(page).tap();
    await page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }).tap();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('Add to Cart tapped signed out before the take-over shows the sign-in panel', async ({
  page,
}) => {
  const app = await openBeforeTakeOver(page, `/product/${WINE_BOX}`);
  const add = page.getByTestId('add-to-cart');
  await expect(add).toBeEnabled();
  await add.tap();
  app.release();
  await takenOver(page);

  await expect(loginPanel(page)).toBeVisible();
});

test('Add to Cart tapped signed in before the take-over adds the product once the sign-in is known', async ({
  page,
}) => {
  await signInFromALaptop(page);
  const app = await openBeforeTakeOver(page, `/product/${WINE_BOX}`);
  const add = page.getByTestId('add-to-cart');
  await add.tap();
  // Visibly waiting for the app.
  await expect(add).toHaveAttribute('data-waiting', '');
  app.release();
  await takenOver(page);

  await expect(page.getByText('Added to your cart.')).toBeVisible();
  await expect(loginPanel(page)).toHaveCount(0);
  await expect(page.getByRole('banner').getByTestId('cart-badge')).toHaveText('1');
});

test("a page the browser renders itself: the language control opened while the page's code loads stays open when it arrives", async ({
  page,
}) => {
  await signInFromALaptop(page);
  // A laptop's width: the language menu is in the header itself.
  await page.setViewportSize({ width: 1280, height: 800 });
  // The cart is drawn by the browser (signed-in pages are not server-rendered): the header is
  // there as soon as the app runs, the cart page's own code a moment later.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let pageCodeRequested!: () => void;
  const requested = new Promise<void>((resolve) => (pageCodeRequested = resolve));
  await page.route(/\/assets\/CartPage-[^/]+\.js$/, async (route) => {
    pageCodeRequested();
    await released;
    await route.continue().catch(() => undefined);
  });
  await page.goto('/cart', { waitUntil: 'commit' });
  await requested;
  await page.getByRole('banner').locator('summary[aria-label="Language"]').click();
  release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Nederlands', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
});

for (const bootScriptToo of [false, true]) {
  test(`a size and a wood chosen before the take-over${bootScriptToo ? ' (and before the boot script ran)' : ''} are the choice once the app is there`, async ({
    page,
  }) => {
    await signInFromALaptop(page);

    // The demo serving board: two sizes × two woods (issue 29, ADR 0095).
    const app = await openBeforeTakeOver(page, '/product/engraved-wooden-serving-board', {
      bootScriptToo,
    });
    await page.getByRole('radio', { name: 'Large', exact: true }).tap();
    await page.getByRole('radio', { name: 'Oak', exact: true }).tap();
    app.release();
    await takenOver(page);

    await expect(page.getByRole('radio', { name: 'Large', exact: true })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Oak', exact: true })).toBeChecked();
    await expect(page.getByTestId('product-price')).toHaveText('€54.90');
    await expect(page).toHaveURL(/[?&]variant=\d+/);
    const add = page.getByTestId('add-to-cart');
    await expect(add).toHaveText('Add to Cart');
    await add.tap();
    await expect(page.getByText('Added to your cart.')).toBeVisible();
  });
}

test('the parts taken over in later tasks (header, description, footer; ADR 0104) keep the elements the shopper saw and answer the app', async ({
  page,
}) => {
  const app = await openBeforeTakeOver(page, `/product/${SERVING_BOARD}`);
  const parts = ['header', '[data-testid="product-description"]', 'footer', 'main h1'];
  // A mark on the elements the server sent: an element made again by the take-over (text
  // typed or focus in it lost) would not carry it.
  await page.evaluate((selectors) => {
    for (const selector of selectors) {
      Object.assign(document.querySelector(selector)!, { fromTheServer: true });
    }
    Object.assign(window, { sameDocument: true });
  }, parts);
  // A tap on a size before the take-over, on the part taken over first.
  await page.getByRole('radio', { name: 'Large', exact: true }).tap();
  app.release();
  await takenOver(page);

  const kept = await page.evaluate(
    (selectors) =>
      selectors.map((selector) => [
        selector,
        document.querySelectorAll(selector).length,
        (document.querySelector(selector) as { fromTheServer?: boolean } | null)?.fromTheServer ??
          false,
      ]),
    parts,
  );
  expect(kept).toEqual(parts.map((selector) => [selector, 1, true]));
  await expect(page.getByRole('radio', { name: 'Large', exact: true })).toBeChecked();
  await page.getByRole('radio', { name: 'Oak', exact: true }).tap();
  await expect(page.getByTestId('product-price')).toHaveText('€54.90');

  // The header answers the app: its menu is the sheet.
  await menuButton(page).tap();
  const sheet = page.getByRole('dialog');
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  // And so does the footer: its link goes to the page within the app, without loading it.
  await page.getByRole('contentinfo').getByRole('link', { name: 'About us', exact: true }).tap();
  await expect(page).toHaveURL(/\/about$/);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
