import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '../support/test.js';
import type { ApiProduct } from '../support/storefront.js';

const PAGES = ['/', '/products', 'product', '/about', '/shipping', '/returns', '/help', '/contact'];
const LANGUAGES = ['en', 'nl', 'fr'] as const;

for (const language of LANGUAGES) {
  test(`no serious or critical accessibility violations in ${language}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const [first] = (await (await request.get('/api/products/')).json()) as ApiProduct[];
    for (const path of PAGES) {
      const url = `${path === 'product' ? `/product/${first!.slug}` : path}?lang=${language}`;
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // Wait for the page's data, so the loaded page is checked, not its loading state.
      await expect(page.locator('[aria-busy="true"], [role="status"]:has-text("...")')).toHaveCount(
        0,
      );
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Entrance animations fade cards in; colours are checked once they are fully shown.
      await page.waitForFunction(() =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getTiming().iterations === Infinity,
          ),
      );
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          page: url,
          rule: violation.id,
          nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
        }));
      expect(serious).toEqual([]);
    }
  });
}
