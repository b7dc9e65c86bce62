import { expect, test } from '../support/test.js';
import { signInToAdmin } from '../support/auth.js';
import { seriousA11yViolations } from '../support/checkout.js';
import { buyGiftCard, giftCardMail } from '../support/gift-cards.js';

/**
 * Issue 17: a money gift card bought, its mail received (code, value, validity), and the card
 * with its balance in My account, sent on to a recipient on a later day.
 */
test('buy a gift card, receive it by mail, see it with its balance in My account', async ({
  page,
}) => {
  test.slow();
  const { customer, number } = await buyGiftCard(page, 'gift-card-25');

  // The mail the buyer receives, over SMTP with a PDF of the card attached (made as it is sent).
  const { mail, code } = await giftCardMail(customer.email, number);
  expect(mail.text).toContain('Value: €25.00');
  expect(mail.text).toMatch(/Valid until: \d{1,2} \w+ \d{4}/);
  // The catcher keeps the parsed attachments too (see apps/server/src/test/mime.ts).
  const { attachments } = mail as typeof mail & {
    attachments: { filename: string; contentType: string }[];
  };
  expect(attachments.map(({ filename, contentType }) => [filename, contentType])).toEqual([
    [`gift-card-${code!.slice(-4)}.pdf`, 'application/pdf'],
  ]);

  // My account: the card with its code, value, balance and validity.
  await page.goto('/my-orders');
  const section = page.getByRole('region', { name: 'My gift cards' });
  await expect(section).toBeVisible();
  const card = section.getByRole('listitem', { name: code! });
  await expect(card).toContainText('Valid');
  await expect(card.getByText('Balance')).toBeVisible();
  await expect(card).toContainText('€25.00');

  // Sent on to someone, on a later day.
  await card.getByRole('button', { name: 'Send to someone' }).click();
  await card.getByLabel('Recipient’s e-mail address').fill('anna.recipient@example.be');
  await card.getByLabel('Recipient’s name').fill('Anna');
  await card.getByLabel('Your message').fill('Happy birthday, Anna!');
  const later = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await card.getByLabel('Send on').fill(later);
  expect(await seriousA11yViolations(page), 'My gift cards with the form open').toEqual([]);
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card).toContainText('Will be mailed to anna.recipient@example.be on');
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'My gift cards' }).getByRole('listitem', { name: code! }),
  ).toContainText('Will be mailed to anna.recipient@example.be');
});

test('staff find a gift card by its last characters, read its ledger and void it', async ({
  page,
  browser,
}) => {
  test.slow();
  const { customer } = await buyGiftCard(page, 'gift-card-50');
  await page.goto('/my-orders');
  const section = page.getByRole('region', { name: 'My gift cards' });
  const code = (await section.getByRole('listitem').first().getAttribute('aria-label'))!;
  const last4 = code.slice(-4);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInToAdmin(admin);
  await admin.getByRole('menuitem', { name: 'Gift cards' }).click();
  await admin.getByPlaceholder('Last characters of the code').fill(code.slice(-9));
  // The list applies the search after a pause in typing, writing it into the address.
  await expect(admin).toHaveURL(/filter=[^&]*%22q%22/);
  const row = admin.getByRole('row').filter({ hasText: `••••-••••-••••-${last4}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(customer.email);
  await expect(row).not.toContainText(code);
  await row.getByText(`••••-••••-••••-${last4}`).click();
  await expect(admin).toHaveURL(/#\/gift-cards\/\d+\/show$/);
  await expect(admin.getByRole('cell', { name: 'Issued', exact: true })).toBeVisible();
  expect(await seriousA11yViolations(admin), 'the gift card screen').toEqual([]);

  await admin.getByRole('button', { name: 'Void this card' }).click();
  await admin.getByLabel('Reason (fraud, chargeback, mistaken issue…)').fill('Chargeback');
  await admin.getByRole('button', { name: 'Void', exact: true }).click();
  await expect(admin.getByText('The gift card is voided.')).toBeVisible();
  await expect(admin.getByRole('cell', { name: 'Chargeback' })).toBeVisible();
  await adminContext.close();

  await page.reload();
  const card = page.getByRole('region', { name: 'My gift cards' }).getByRole('listitem', {
    name: code,
  });
  await expect(card).toContainText('Voided');
  await expect(card).toContainText('€0.00');
});
