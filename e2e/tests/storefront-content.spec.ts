import { expect, test } from '../support/test.js';
import {
  chooseLanguage,
  followMenuLink,
  holdRequests,
  refuseRequests,
  type ApiProduct,
} from '../support/storefront.js';

const PRODUCTS_API = /\/api\/products\/\?/;

test.describe('the home page', () => {
  test('shows the hero, the carousel, the about preview, four reasons and the testimonials', async ({
    page,
    request,
  }) => {
    const products = (await (await request.get('/api/products/')).json()) as ApiProduct[];
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Gifts made personal, crafted with love',
    );
    await page.getByRole('link', { name: 'Discover our products' }).isVisible();
    await expect(page.getByTestId('carousel-card')).toHaveCount(products.length);
    await expect(
      page.getByRole('heading', { name: 'A small workshop for personal gifts' }),
    ).toBeVisible();
    await expect(page.getByTestId('reason-card')).toHaveCount(4);
    await expect(page.getByTestId('testimonial')).toHaveCount(4);
  });

  test('the carousel scrolls by 300 px with its buttons and a card opens its product', async ({
    page,
    request,
  }) => {
    const [first] = (await (await request.get('/api/products/')).json()) as ApiProduct[];
    await page.goto('/');
    const track = page.getByTestId('home-carousel');
    await expect(page.getByTestId('carousel-card').first()).toBeVisible();
    const previous = page.getByRole('button', { name: 'Scroll to previous products' });
    await expect(previous).toBeDisabled();
    await page.getByRole('button', { name: 'Scroll to next products' }).click();
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBe(300);
    await page.getByRole('button', { name: 'Scroll to next products' }).click();
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBe(600);
    await previous.click();
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBe(300);

    await page.getByTestId('carousel-card').first().click();
    await expect(page).toHaveURL(new RegExp(`/product/${first!.slug}$`));
  });

  test('carousel cards are 200, 230 or 384 px wide depending on the screen', async ({ page }) => {
    for (const [width, expected] of [
      [400, 200],
      [600, 230],
      [1024, 384],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const card = page.getByTestId('carousel-card').first();
      await expect(card).toBeVisible();
      expect((await card.boundingBox())?.width).toBeCloseTo(expected, 1);
    }
  });

  test('the carousel shows a spinner while loading', async ({ page }) => {
    // The first page comes rendered with its products; the app loads them for the next ones.
    await page.goto('/about');
    const held = await holdRequests(page, PRODUCTS_API);
    await followMenuLink(page, 'Home');
    await expect(
      page.getByRole('status').filter({ hasText: 'Loading products...' }),
    ).toBeAttached();
    await held.release();
    await expect(page.getByTestId('carousel-card').first()).toBeVisible();
  });

  test('a failed carousel fetch is logged and shows "No products available"', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/about');
    await refuseRequests(page, PRODUCTS_API, 1);
    await followMenuLink(page, 'Home');
    await expect(page.getByText('No products available')).toBeVisible();
    expect(errors.some((text) => text.includes('Loading the home page products failed'))).toBe(
      true,
    );
  });
});

test.describe('content pages', () => {
  test('about shows the figures and four testimonials rated 5', async ({ page }) => {
    await page.goto('/about');
    const figures = page.getByTestId('about-figure');
    await expect(figures).toHaveCount(4);
    await expect(figures).toContainText(['100+', '99%', '100', '1+']);
    const testimonials = page.getByTestId('testimonial');
    await expect(testimonials).toHaveCount(4);
    for (const testimonial of await testimonials.all()) {
      await expect(testimonial.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    }
  });

  test('shipping names the configured delivery countries in the visitor’s language', async ({
    page,
    request,
  }) => {
    const settings = await (await request.get('/api/settings/')).json();
    expect(settings.shipping_countries).toEqual(['BE', 'FR', 'NL', 'DE', 'LU']);
    await page.goto('/shipping');
    await expect(page.getByTestId('delivery-countries')).toHaveText(
      'We deliver to Belgium, France, Netherlands, Germany and Luxembourg.',
    );
    await chooseLanguage(page, 'nl');
    await expect(page.getByTestId('delivery-countries')).toHaveText(
      'We leveren in België, Frankrijk, Nederland, Duitsland en Luxemburg.',
    );
    await expect(
      page.getByRole('heading', { name: 'Bedankt om bij ons te winkelen' }),
    ).toBeVisible();
  });

  test('returns lists the four situations from the shop policy, as the law says them', async ({
    page,
  }) => {
    await page.goto('/returns?lang=fr');
    for (const heading of [
      'Articles confectionnés selon vos spécifications',
      'Votre droit de rétractation',
      'Situations particulières',
      'Frais de retour',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(
      page.getByText(
        /Vous pouvez vous rétracter de votre achat dans les 14 jours sans donner de motif/,
      ),
    ).toBeVisible();
    await expect(page.getByText(/48 heures/).first()).toBeVisible();
    // ADR 0046: the return costs once, and the 48-hour request leaves the legal guarantee whole.
    await expect(page.getByText(/^Frais de renvoi : si vous vous rétractez/)).toBeVisible();
    await expect(
      page.getByText(/Cette demande ne limite pas la garantie légale de deux ans/),
    ).toBeVisible();
  });

  test('help answers questions when they are opened', async ({ page }) => {
    await page.goto('/help');
    const answer = page.getByText(
      'Every gift is made to order and shipped within 1–3 business days.',
    );
    await expect(answer).toBeHidden();
    await page.getByText('How long until my gift is shipped?').click();
    await expect(answer).toBeVisible();
  });

  test('terms, privacy and gift wrapping are real pages', async ({ page }) => {
    await page.goto('/terms');
    await expect(
      page.getByRole('heading', { level: 2, name: /Right of withdrawal/ }),
    ).toBeVisible();
    await page.goto('/privacy?lang=nl');
    await expect(page.getByRole('heading', { level: 2, name: /Je rechten/ })).toBeVisible();
    await page.goto('/wrapping?lang=fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Emballage cadeau' })).toBeVisible();
  });

  test('the contact form asks for every required field and checks the e-mail', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('This field is required.')).toHaveCount(5);
    await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Phone (optional)')).not.toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('E-mail').fill('not-an-address');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await expect(page.getByRole('link', { name: 'hello@giftshop.be' })).toHaveAttribute(
      'href',
      'mailto:hello@giftshop.be',
    );
  });
});
