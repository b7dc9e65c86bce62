import { expect, test } from '../support/test.js';
import { newCustomer, registerThroughApi } from '../support/auth.js';
import { linkInMail, waitForShopMail } from '../support/mail.js';
import { chooseLanguage } from '../support/storefront.js';

/**
 * Issue 24, ADR 0049: sign-up mails a link that confirms the address; the page it opens
 * confirms on a click, signed out too, in the visitor's language.
 */
test('confirms the sign-up address through the mailed link, in Dutch', async ({ page }) => {
  const customer = newCustomer();
  await registerThroughApi(page.request, customer);
  const mail = await waitForShopMail(customer.email, (candidate) =>
    candidate.text.includes('/confirm-address/'),
  );
  expect(mail.subject).toBe('Confirm your e-mail address at Giftshop');
  const link = linkInMail(mail, '/confirm-address/');

  await page.goto(`${link.pathname}${link.search}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' }),
  ).toBeVisible();
  await chooseLanguage(page, 'nl');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bevestig je e-mailadres' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Mijn e-mailadres bevestigen' }).click();
  await expect(
    page.getByText(`Bedankt: ${customer.email} is bevestigd als het e-mailadres van je account.`),
  ).toBeVisible();
});
