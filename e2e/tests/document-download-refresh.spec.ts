import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test.js';
import { signIn } from '../support/auth.js';
import { paidOrder } from '../support/checkout.js';

/**
 * Issue 24: an invoice downloaded long after sign-in. The stored access token is made invalid
 * as an expired one is (the server answers 401 either way), so the download goes through the
 * same renewal as every other call instead of failing.
 */
test('downloads the invoice after the access token has expired, renewing it first', async ({
  page,
}) => {
  const customer = await paidOrder(page, 'Ada');
  await page.goto('/');
  await signIn(page, customer.email, customer.password);
  await page.goto('/my-orders');
  const download = page.getByRole('button', { name: /^Download invoice / });
  await expect(download).toBeVisible();

  // What 20 minutes do to the access token: the server no longer takes it.
  // The signature's first character changes (its last one may carry only padding bits, so
  // changing it can leave the signature's bytes, and the token, as they were).
  await page.evaluate(() => {
    const token = localStorage.getItem('access_token') ?? '';
    const at = token.lastIndexOf('.') + 1;
    const flipped = token[at] === 'A' ? 'B' : 'A';
    localStorage.setItem('access_token', `${token.slice(0, at)}${flipped}${token.slice(at + 1)}`);
  });
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/token/refresh/')) refreshes.push(request.url());
  });

  const [saved] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const bytes = await readFile(await saved.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(refreshes).toHaveLength(1);
  await expect(page.getByText('The document could not be downloaded.')).toHaveCount(0);
});
