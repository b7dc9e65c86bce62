import { expect, test, type Page } from '../support/test.js';
import { waitForShopMail } from '../support/mail.js';
import { holdRequests, refuseRequests } from '../support/storefront.js';

/** The shop's own address (SHOP_EMAIL's default), where contact messages are mailed. */
const SHOP_EMAIL = 'hello@giftshop.be';
const SENT = "Thank you! Your message has been sent. We'll reply within 24 hours.";
const FAILED = 'Failed to send message. Please try again.';

async function fillContactForm(page: Page, subject: string) {
  await page.getByLabel('First name').fill('Lotte');
  await page.getByLabel('Last name').fill('Peeters');
  await page.getByLabel('E-mail').fill('lotte.peeters@example.be');
  await page.getByLabel('Phone (optional)').fill('+32 470 12 34 56');
  await page.getByLabel('Subject').fill(subject);
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('Could you engrave a date on the oak board? Thanks!');
}

test('a visitor sends the contact form: "sending", then the success message for 3 seconds, and the shop gets the mail', async ({
  page,
}) => {
  const subject = `Engraving question ${Date.now()}`;
  // The page's clock runs normally, but can be moved on: the 3 seconds are checked exactly.
  await page.clock.install();
  await page.goto('/contact');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '5');
  await fillContactForm(page, subject);

  const held = await holdRequests(page, '**/api/contact/');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  await held.release();

  const sent = page.getByText(SENT);
  await expect(sent).toBeVisible();
  await page.clock.runFor(2_500);
  await expect(sent).toBeVisible();
  await page.clock.runFor(600);
  await expect(sent).toBeHidden();
  // The form is empty again for a next message.
  await expect(page.getByLabel('Subject')).toHaveValue('');

  const mail = await waitForShopMail(SHOP_EMAIL, (candidate) =>
    `${candidate.subject}\n${candidate.text}`.includes(subject),
  );
  expect(mail.text).toContain('Could you engrave a date on the oak board? Thanks!');
  expect(mail.text).toContain('lotte.peeters@example.be');
});

test('a message that cannot be sent says so, and that message hides after 3 seconds too', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/contact');
  await fillContactForm(page, 'Offline question');
  await refuseRequests(page, '**/api/contact/');
  await page.getByRole('button', { name: 'Send message' }).click();

  const failed = page.getByRole('alert').filter({ hasText: FAILED });
  await expect(failed).toBeVisible();
  // What the visitor typed is kept for the next try.
  await expect(page.getByLabel('Subject')).toHaveValue('Offline question');
  await page.clock.runFor(3_100);
  await expect(failed).toBeHidden();

  // The connection is back: the same form goes through.
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText(SENT)).toBeVisible();
});

test('the honeypot field is out of reach for people: hidden, unlabelled for screen readers, skipped by Tab', async ({
  page,
}) => {
  await page.goto('/contact');
  const honeypot = page.locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(honeypot).toHaveAttribute('autocomplete', 'off');
  await expect(honeypot).not.toBeInViewport();
  await expect(page.getByRole('textbox', { name: 'Leave this field empty' })).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Message' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send message' })).toBeFocused();

  await expect(page.getByRole('link', { name: SHOP_EMAIL })).toHaveAttribute(
    'href',
    `mailto:${SHOP_EMAIL}`,
  );
});
