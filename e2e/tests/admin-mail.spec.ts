import { expect, test } from '../support/test.js';
import { DEMO_ADMIN, signInToAdmin } from '../support/auth.js';

/** Staff read what the contact form brought in, mark it handled and read the mail it made. */

test('staff see a message from the contact form, mark it handled and read its mail safely', async ({
  page,
  browser,
}) => {
  test.slow();
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}`;
  const subject = `Engraving question ${stamp}`;
  // The storefront's contact form posts exactly this (the form itself has its own test).
  const sent = await page.request.post('/api/contact/', {
    data: {
      first_name: 'Anke',
      last_name: 'Maes',
      email: `anke.${stamp}@example.be`,
      subject,
      message: 'Can you engrave <b>our wedding date</b> on the back of the frame?',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInToAdmin(admin);
  await expect(admin.getByText('Orders to ship')).toBeVisible();

  await admin.getByRole('menuitem', { name: 'Contact messages' }).click();
  await admin.getByPlaceholder('Name, e-mail, subject or message').fill(stamp);
  await expect(admin).toHaveURL(/filter=[^&]*%22q%22/);
  const row = admin.getByRole('row').filter({ hasText: subject });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Anke Maes');

  await row.getByRole('button', { name: 'Mark handled' }).click();
  await expect(admin.getByText('Marked handled')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Mark unhandled' })).toBeVisible();

  // The message itself, with who handled it.
  await row.getByText(subject).click();
  await expect(admin).toHaveURL(/#\/contact-messages\/\d+\/show$/);
  await expect(admin.getByText('Can you engrave <b>our wedding date</b>')).toBeVisible();
  await expect(admin.getByText(DEMO_ADMIN.email)).toBeVisible();

  // Unhandled ones only: this message is no longer among them.
  await admin.getByRole('menuitem', { name: 'Contact messages' }).click();
  await admin.getByPlaceholder('Name, e-mail, subject or message').fill(stamp);
  await admin.getByRole('combobox', { name: 'Handled' }).click();
  await admin.getByRole('option', { name: 'No' }).click();
  await expect(admin).toHaveURL(/%22handled%22%3Afalse/);
  await expect(admin.getByRole('row').filter({ hasText: subject })).toHaveCount(0);

  // The shop's copy of the message in the outbox: its HTML shown in a locked-down frame.
  await admin.getByRole('menuitem', { name: 'Mail outbox' }).click();
  await admin.getByPlaceholder('Recipient or subject').fill(stamp);
  await expect(admin).toHaveURL(/filter=[^&]*%22q%22/);
  const mailRow = admin.getByRole('row').filter({ hasText: subject });
  await expect(mailRow).toHaveCount(1);
  await mailRow.getByText(subject).click();
  await expect(admin).toHaveURL(/#\/mail-outbox\/\d+\/show$/);
  const frame = admin.locator('iframe[title="Mail as HTML"]');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(frame.contentFrame().getByText('our wedding date').first()).toBeVisible();
  // The customer's markup stays text, inside the frame and out of the admin's page.
  await expect(frame.contentFrame().locator('b')).toHaveCount(0);
  await expect(admin.locator('b', { hasText: 'our wedding date' })).toHaveCount(0);
  await adminContext.close();
});
