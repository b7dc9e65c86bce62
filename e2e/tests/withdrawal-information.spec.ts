import { expect, test } from '../support/test.js';
import { newCustomer, registerThroughApi, signIn } from '../support/auth.js';
import { BELGIAN_ADDRESS, TEST_CARDS, apiSession, payOnPaymentPage } from '../support/checkout.js';
import { waitForShopMail, type CaughtMail } from '../support/mail.js';

/** The catcher keeps the parsed attachments too (see apps/server/src/test/mime.ts). */
type MailWithAttachments = CaughtMail & {
  attachments: { filename: string; contentType: string; content: { data: number[] } }[];
};

/**
 * Issue 24: the order confirmation is the durable medium of the withdrawal information (art.
 * 8(7), ADR 0046): the mail states the right itself and carries the model withdrawal form as
 * a PDF in the order's language.
 */
test('the confirmation mail carries the withdrawal information and the model withdrawal form as a PDF', async ({
  page,
}) => {
  test.slow();
  const customer = newCustomer();
  await registerThroughApi(page.request, customer);
  const api = await apiSession(page.request, customer.email, customer.password);
  // Not personalised, made to order: it keeps the right of withdrawal.
  await api.addToCart('mothers-day-dried-flower-bouquet');
  await page.goto('/');
  await signIn(page, customer.email, customer.password);
  const token = await page.request.post('/api/token/', {
    data: { username: customer.email, password: customer.password },
  });
  const { access } = (await token.json()) as { access: string };
  // In English: the payment page follows the order's language and the support fills in its
  // English labels (the Dutch form and mail are checked by the API test,
  // apps/server/src/mail/withdrawal-information.test.ts).
  const started = await page.request.post('/api/checkout/create-checkout-session/?lang=en', {
    headers: { Authorization: `Bearer ${access}` },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { checkout_url: checkoutUrl } = (await started.json()) as { checkout_url: string };
  await page.goto(checkoutUrl);
  await payOnPaymentPage(page, {
    card: TEST_CARDS.pays,
    email: customer.email,
    shipping: BELGIAN_ADDRESS,
  });
  await page.waitForURL(/\/checkout\/success\?session_id=/);
  await expect(page.getByTestId('order-number')).toHaveText(/^#\d+$/);
  const number = ((await page.getByTestId('order-number').textContent()) ?? '').slice(1);
  expect(number).toMatch(/^\d+$/);

  const mail = (await waitForShopMail(customer.email, (caught) =>
    (caught as MailWithAttachments).attachments.some((attachment) =>
      attachment.filename.startsWith('withdrawal-form'),
    ),
  )) as MailWithAttachments;
  expect(mail.subject).toContain(`#${number}`);
  // The information itself, not only a link.
  expect(mail.text).toContain('Your right of withdrawal');
  expect(mail.text).toContain('You may withdraw from this purchase within 14 days');
  expect(mail.text).toContain('Return costs:');
  const form = mail.attachments.find(
    (attachment) => attachment.filename === `withdrawal-form-${number}.pdf`,
  );
  expect(form, mail.attachments.map((attachment) => attachment.filename).join(', ')).toBeDefined();
  expect(form!.contentType).toBe('application/pdf');
  expect(Buffer.from(form!.content.data).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
