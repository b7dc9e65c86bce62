import { expect, test, type Page } from '../support/test.js';
import {
  accountMenuButton,
  header,
  newCustomer,
  registerThroughApi,
  signIn,
} from '../support/auth.js';
import type { ApiProduct } from '../support/storefront.js';

/**
 * Public pages come rendered from the server (ADR 24): readable and browsable without
 * JavaScript, and taken over by React in the browser without a hydration mismatch.
 */

/** Every console error and uncaught exception of the page (React reports mismatches there). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Resolves once the network is quiet (`page.goto` waited for React to take the page over). */
async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.waitForLoadState('networkidle');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor browses from the home page to a product, in the language of the address', async ({
    page,
    request,
  }) => {
    const [first] = (await (await request.get('/api/products/?lang=fr')).json()) as ApiProduct[];
    await page.goto('/?lang=fr');
    await expect(
      page.getByRole('heading', { level: 2, name: "Tout juste sortis de l'atelier" }),
    ).toBeVisible();
    const card = page.getByTestId('carousel-card').filter({ hasText: first!.name });
    await expect(card).toBeVisible();
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/product/${first!.slug}`));
    await expect(page.getByRole('heading', { level: 1, name: first!.name })).toBeVisible();
    const [euros, cents] = first!.price.split('.');
    await expect(page.getByTestId('product-price')).toHaveText(`${euros},${cents} €`);
    const picture = page.getByTestId('gallery-slide').first().getByRole('img');
    await expect(picture).toHaveAttribute('srcset', /\d+w/);
    await expect(picture).toHaveAttribute('sizes', /.+/);
    await expect(picture).toHaveAttribute('width', /\d+/);
  });

  test('the products page lists the products of the filters in the address', async ({
    page,
    request,
  }) => {
    const expected = (await (
      await request.get('/api/products/?search=oak')
    ).json()) as ApiProduct[];
    expect(expected.length).toBeGreaterThan(0);
    await page.goto('/products?search=oak');
    await expect(page.getByTestId('product-card')).toHaveCount(expected.length);
    await expect(page.getByRole('searchbox')).toHaveValue('oak');
  });
});

test.describe('taking over the server-rendered page', () => {
  for (const path of ['/', '/products', '/products?category=home&lang=nl', '/about?lang=fr']) {
    test(`${path} hydrates without an error`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(path);
      await hydrated(page);
      expect(errors).toEqual([]);
    });
  }

  test('a product page hydrates without an error and without asking for its data again', async ({
    page,
    request,
  }) => {
    const [first] = (await (await request.get('/api/products/')).json()) as ApiProduct[];
    const errors = collectErrors(page);
    const productRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/products/')) productRequests.push(sent.url());
    });
    await page.goto(`/product/${first!.slug}`);
    await hydrated(page);
    expect(errors).toEqual([]);
    expect(productRequests).toEqual([]);
    // Hydrated: the page reacts (the quantity stepper is React's).
    await expect(page.getByRole('heading', { level: 1, name: first!.name })).toBeVisible();
  });

  test('a product page asks for the scripts that take it over only once its picture is in (ADR 45)', async ({
    page,
    request,
  }) => {
    const [first] = (await (await request.get('/api/products/')).json()) as ApiProduct[];
    const html = await (await request.get(`/product/${first!.slug}`)).text();
    const app = /data-app="([^"]+)"/.exec(html)?.[1];
    expect(app, 'the page names its app to the boot script').toBeDefined();
    const events: string[] = [];
    page.on('requestfinished', (done) => {
      if (done.resourceType() === 'image' && done.url().includes('/media/products/')) {
        events.push('picture');
      }
    });
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === app) events.push('app');
    });
    // The pictures arrive late, as on a slow link: the scripts must still wait for them.
    await page.route('**/media/products/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto(`/product/${first!.slug}`);
    await hydrated(page);
    expect(events).toContain('app');
    expect(events.indexOf('picture')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('picture')).toBeLessThan(events.indexOf('app'));
  });

  test('every script a page needs before the take-over is asked for at once, with the app', async ({
    page,
    request,
  }) => {
    const [first] = (await (await request.get('/api/products/')).json()) as ApiProduct[];
    for (const path of ['/', '/products', `/product/${first!.slug}`]) {
      const html = await (await request.get(path)).text();
      const named = [
        /data-app="([^"]+)"/.exec(html)?.[1],
        .../data-preload="([^"]*)"/.exec(html)![1]!.split(' '),
      ];
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      // The scripts asked for before the app took the page over, boot script aside: none may
      // be found only by the app itself once loaded (a second round of requests).
      const scripts = await page.evaluate(() => {
        const takenOver = performance.getEntriesByName('shop:taken-over')[0]!.startTime;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < takenOver)
          .map((entry) => new URL(entry.name).pathname)
          .filter((pathname) => pathname.endsWith('.js') && !pathname.includes('/boot-'));
      });
      expect(scripts.length, path).toBeGreaterThan(0);
      expect(
        scripts.filter((script) => !named.includes(script)),
        path,
      ).toEqual([]);
    }
  });

  test('a signed-in visitor’s menu appears after the take-over: profile asked once, links unmoved', async ({
    page,
    request,
  }) => {
    const customer = newCustomer();
    await registerThroughApi(request, customer);
    const contact = header(page)
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Contact' });
    await page.goto('/');
    await hydrated(page);
    const signedOutBox = await contact.boundingBox();
    await signIn(page, customer.email, customer.password);

    // The page comes rendered signed out (the same page for everyone); the browser then shows
    // the visitor's parts, with the profile read once however many parts show it.
    const errors = collectErrors(page);
    const profileRequests: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/api/users/me/') profileRequests.push(sent.method());
    });
    await page.goto('/');
    await hydrated(page);
    await expect(accountMenuButton(page)).toContainText(customer.username);
    expect(errors).toEqual([]);
    expect(profileRequests).toEqual(['GET']);
    expect(await contact.boundingBox()).toEqual(signedOutBox);
  });

  test('the language chosen before comes back as a cookie and the page is rendered in it', async ({
    page,
  }) => {
    await page.goto('/about?lang=nl');
    await hydrated(page);
    const response = await page.goto('/about');
    expect(await response?.text()).toContain('lang="nl"');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  });
});
