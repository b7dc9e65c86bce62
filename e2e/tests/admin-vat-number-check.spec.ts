import { expect, test } from '../support/test.js';
import { newCustomer, registerThroughApi, signInToAdmin } from '../support/auth.js';
import { MADE_TO_ORDER, apiSession } from '../support/checkout.js';
import { startShopServer } from '../support/shop-server.js';
import { freePort } from '../../test-support/free-port.js';
import { removeFolder, scratchFolder } from '../../test-support/scratch-folder.js';

/**
 * Issue 28 (ADR 0098): when VIES cannot be reached the company's order goes on, and staff see
 * on the order list and the order that its VAT number is not verified.
 */
test('staff see a company VAT number VIES could not check as not verified', async ({ browser }) => {
  test.slow();
  // A shop of its own whose VIES address answers nothing (nothing listens on port 9).
  const dataDir = await scratchFolder('shop-e2e-');
  const shop = await startShopServer({
    port: await freePort(),
    dataDir,
    env: { VIES_API_URL: 'http://127.0.0.1:9/taxation_customs/vies/rest-api' },
  });
  const context = await browser.newContext({ baseURL: shop.url });
  try {
    const customer = newCustomer();
    await registerThroughApi(context.request, customer);
    const api = await apiSession(context.request, customer.email, customer.password);
    await api.addToCart(MADE_TO_ORDER.starMap.slug);
    const token = await context.request.post('/api/token/', {
      data: { username: customer.email, password: customer.password },
    });
    const { access } = (await token.json()) as { access: string };
    const started = await context.request.post('/api/checkout/create-checkout-session/', {
      headers: { Authorization: `Bearer ${access}` },
      data: {
        company_invoice: {
          company_name: 'Bloemenhandel De Tulp B.V.',
          street: 'Keizersgracht 100',
          postal_code: '1015 AA',
          city: 'Amsterdam',
          country: 'NL',
          vat_number: 'NL004495445B01',
        },
      },
    });
    expect(started.status(), await started.text()).toBe(200);

    const admin = await context.newPage();
    await signInToAdmin(admin);
    await admin.getByRole('menuitem', { name: 'Orders' }).click();
    const row = admin.getByRole('row').filter({ hasText: customer.email });
    await expect(row.getByText('Not verified (VIES unreachable)')).toBeVisible();
    await row.getByText(/^#\d+$/).click();
    await expect(admin.getByText('Bloemenhandel De Tulp B.V.')).toBeVisible();
    await expect(admin.getByTestId('vat-number-check-detail')).toContainText(
      'VAT number not verified (VIES unreachable on',
    );
  } finally {
    await context.close();
    await shop.stop();
    await removeFolder(dataDir);
  }
});
