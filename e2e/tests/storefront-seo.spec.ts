import { expect, test } from '../support/test.js';
import { chooseLanguage, type ApiProduct } from '../support/storefront.js';

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function meta(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return match ? decode(match[1]!) : undefined;
}

test('the raw HTML of a product page carries its title, description, picture, languages and JSON-LD', async ({
  request,
  baseURL,
}) => {
  const [listed] = (await (await request.get('/api/products/?lang=nl')).json()) as ApiProduct[];
  const product = (await (
    await request.get(`/api/products/${listed!.slug}/?lang=nl`)
  ).json()) as ApiProduct & { summary: string };

  // No browser: what a crawler or a link preview reads.
  const response = await request.get(`/product/${product.slug}?lang=nl`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  // The test server's PUBLIC_URL is the address the tests use (e2e/support/shop-server.ts).
  const origin = new URL(baseURL!).origin;
  const address = (suffix: string) => `${origin}/product/${product.slug}${suffix}`;

  expect(html).toContain('<html lang="nl">');
  expect(decode(/<title>([^<]*)<\/title>/.exec(html)![1]!)).toBe(`${product.name} | Giftshop`);
  expect(meta(html, 'description')).toBe(product.summary);
  expect(meta(html, 'og:title')).toBe(`${product.name} | Giftshop`);
  expect(meta(html, 'og:type')).toBe('product');
  expect(meta(html, 'og:image')).toMatch(
    new RegExp(`^${origin}/media/products/.+-\\d+w-[0-9a-f]{10}\\.webp$`),
  );
  const image = await request.get(new URL(meta(html, 'og:image')!).pathname);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/webp');

  expect(html).toContain(`<link rel="canonical" href="${address('?lang=nl')}"`);
  expect(html).toContain(`<link rel="alternate" hreflang="en" href="${address('')}"`);
  expect(html).toContain(`<link rel="alternate" hreflang="nl" href="${address('?lang=nl')}"`);
  expect(html).toContain(`<link rel="alternate" hreflang="fr" href="${address('?lang=fr')}"`);
  expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${address('')}"`);

  const scripts = [
    ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ];
  expect(scripts).toHaveLength(1);
  const data = JSON.parse(scripts[0]![1]!);
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    offers: {
      '@type': 'Offer',
      price: product.price,
      priceCurrency: 'EUR',
      availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|OutOfStock|PreOrder)$/),
    },
  });
  expect(Number(data.offers.price).toFixed(2)).toBe(product.price);
});

test('robots.txt and the sitemap are served', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /api/');
  expect(robots).toMatch(/Sitemap: http:\/\/\S+\/sitemap\.xml/);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const products = (await (await request.get('/api/products/')).json()) as ApiProduct[];
  const body = await sitemap.text();
  for (const product of products) expect(body).toContain(`/product/${product.slug}</loc>`);
});

test('the app keeps the head right while navigating', async ({ page, request }) => {
  const [first] = (await (await request.get('/api/products/')).json()) as ApiProduct[];
  await page.goto('/about');
  await expect(page).toHaveTitle('About us – a small Belgian gift workshop | Giftshop');

  await page.getByRole('banner').getByRole('link', { name: 'Products', exact: true }).click();
  await page.getByTestId('product-card').first().getByRole('link').click();
  await expect(page).toHaveTitle(`${first!.name} | Giftshop`);
  const head = page.locator('head');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/product/${first!.slug}$`),
  );
  await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
  await expect(head.locator('script[type="application/ld+json"]')).toHaveCount(1);

  await chooseLanguage(page, 'fr');
  const french = (await (
    await request.get(`/api/products/${first!.slug}/?lang=fr`)
  ).json()) as ApiProduct;
  await expect(page).toHaveTitle(`${french.name} | Giftshop`);
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/product/${first!.slug}\\?lang=fr$`),
  );

  await page.getByRole('contentinfo').getByRole('link', { name: 'Infos livraison' }).click();
  await expect(page).toHaveTitle('Expédition et livraison | Giftshop');
  await expect(head.locator('script[type="application/ld+json"]')).toHaveCount(0);
  await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
  await expect(head.locator('link[rel="alternate"]')).toHaveCount(4);
});

test('an address with ?lang= opens the page in that language and keeps it as the choice', async ({
  page,
}) => {
  await page.goto('/about?lang=nl');
  await expect(page.getByRole('heading', { level: 1, name: 'Over ons' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('nl');

  // Choosing another language updates the address, so it can be shared as it is seen.
  await chooseLanguage(page, 'fr');
  await expect(page).toHaveURL(/\/about\?lang=fr$/);
  await chooseLanguage(page, 'en');
  await expect(page).toHaveURL(/\/about$/);

  // Without the parameter, the stored choice counts again.
  await chooseLanguage(page, 'nl');
  await page.goto('/shipping');
  await expect(page.getByRole('heading', { level: 1, name: 'Verzendbeleid' })).toBeVisible();
});
