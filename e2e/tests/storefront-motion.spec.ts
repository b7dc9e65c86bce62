import { followMenuLink } from '../support/storefront.js';
import { expect, test, type Page } from '../support/test.js';

/** Each home carousel card's opacity and running animations, read in one go. */
async function carouselCards(page: Page) {
  const cards = page.getByTestId('carousel-card');
  await expect(cards.first()).toBeVisible();
  // The fade runs on each card's list item: what counts is the opacity the visitor sees, the
  // product of the card's and its ancestors', and any animation on the item or inside it.
  return cards.evaluateAll((elements) =>
    elements.map((element) => {
      let opacity = 1;
      for (let node: Element | null = element; node; node = node.parentElement) {
        opacity *= Number(getComputedStyle(node).opacity);
      }
      const item = element.closest('li') ?? element;
      return { opacity, animations: item.getAnimations({ subtree: true }).length };
    }),
  );
}

test.describe('visitors who ask for less motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('see the home carousel cards fully opaque at once, without a fade', async ({ page }) => {
    for (const language of ['en', 'nl', 'fr']) {
      await page.goto(`/?lang=${language}`);
      const cards = await carouselCards(page);
      expect(cards.length).toBeGreaterThan(0);
      expect(cards).toEqual(cards.map(() => ({ opacity: 1, animations: 0 })));
    }
    // Cards that arrive after the page has shown (back to the home page inside the app).
    await page.goto('/about?lang=en');
    await followMenuLink(page, 'Home');
    const arrived = await carouselCards(page);
    expect(arrived).toEqual(arrived.map(() => ({ opacity: 1, animations: 0 })));
  });
});

test.describe('visitors without a motion preference', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('see the cards fade in (so the test above can fail)', async ({ page }) => {
    // Counted as they start: a fade may be over before the page could be read.
    await page.addInitScript(() => {
      const animate = Element.prototype.animate;
      const started: string[] = [];
      Object.assign(window, { startedAnimations: started });
      Element.prototype.animate = function (this: Element, ...args) {
        started.push(this.querySelector('[data-testid="carousel-card"]') ? 'carousel-card' : '');
        return animate.apply(this, args);
      };
    });
    // A first visit's cards come in the page's HTML, shown at once; the fade is for cards
    // that arrive later, as when the visitor comes back to the home page.
    await page.goto('/about');
    await followMenuLink(page, 'Home');
    await expect(page.getByTestId('carousel-card').first()).toBeVisible();
    const started = await page.evaluate(
      () => (window as unknown as { startedAnimations: string[] }).startedAnimations,
    );
    expect(started.filter((name) => name === 'carousel-card').length).toBeGreaterThan(0);
  });
});
