import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInToAdmin } from '../support/auth.js';
import { paidOrder } from '../support/checkout.js';

/**
 * The accountant's export on the dashboard (issue 19, ADR 0042), in Dutch and in French: the
 * month's invoice register downloaded as CSV holds the invoice just issued for a paid order,
 * and the PDFs come as a zip.
 */

/** This month in Brussels, "2026-11": the month the new order's invoice is issued in. */
const thisMonth = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Brussels',
    year: 'numeric',
    month: '2-digit',
  }).format(new Date());

/** The customer's newest order's invoice, as their own order list links it. */
async function invoiceOf(
  request: APIRequestContext,
  customer: { email: string; password: string },
): Promise<{ number: string; total: string }> {
  const token = await request.post('/api/token/', {
    data: { username: customer.email, password: customer.password },
  });
  const { access } = (await token.json()) as { access: string };
  const answer = await request.get('/api/checkout/orders/', {
    headers: { Authorization: `Bearer ${access}` },
  });
  const { orders } = (await answer.json()) as {
    orders: { total_amount: string; invoice: { number: string } | null }[];
  };
  expect(orders[0]?.invoice, 'the paid order has its invoice').not.toBeNull();
  return { number: orders[0]!.invoice!.number, total: orders[0]!.total_amount };
}

async function download(admin: Page, button: string) {
  const [file] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('button', { name: button }).click(),
  ]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

const LANGUAGES = [
  {
    locale: 'nl-BE',
    language: 'nl' as const,
    title: 'Export voor de boekhouder',
    month: 'Maand',
    csv: 'Register downloaden (CSV)',
    zip: 'Pdf’s downloaden (zip)',
  },
  {
    locale: 'fr-BE',
    language: 'fr' as const,
    title: 'Export pour le comptable',
    month: 'Mois',
    csv: 'Télécharger le registre (CSV)',
    zip: 'Télécharger les PDF (zip)',
  },
];

for (const texts of LANGUAGES) {
  test(`in ${texts.language}, the dashboard downloads the month's invoice register and PDFs`, async ({
    page,
    browser,
  }) => {
    test.slow();
    const customer = await paidOrder(page, `Boekhouding ${Date.now()}`);
    const invoice = await invoiceOf(page.request, customer);

    const context = await browser.newContext({ locale: texts.locale, acceptDownloads: true });
    const admin = await context.newPage();
    await signInToAdmin(admin, texts.language);
    const card = admin.getByRole('region', { name: texts.title });
    await expect(card).toBeVisible();
    await card.getByLabel(texts.month).fill(thisMonth());

    const csv = await download(admin, texts.csv);
    expect(csv.name).toBe(`invoices-${thisMonth()}.csv`);
    const lines = csv.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toMatch(/^number,date,customer,(taxable_\d+,vat_\d+,)+total,payment_method$/);
    // Text cells are quoted (ADR 0049).
    const row = lines.find((line) => line.startsWith(`"${invoice.number}",`));
    expect(row, `the invoice ${invoice.number} in the register`).toBeDefined();
    // Its date in the month, the customer's name, and the amount paid with a decimal point.
    expect(row).toMatch(new RegExp(`^"${invoice.number}","${thisMonth()}-\\d{2}","Anna Peeters",`));
    // The amount paid, then how it was paid, in words (ADR 0050).
    expect(row!.includes(`,${invoice.total},"`)).toBe(true);
    expect(row).not.toMatch(/,"?(card|bancontact|ideal|sepa_debit|online)"?$/);

    const zip = await download(admin, texts.zip);
    expect(zip.name).toBe(`invoices-${thisMonth()}.zip`);
    // A zip (its local file header), naming the invoice's PDF.
    expect(zip.bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(zip.bytes.includes(Buffer.from(`${invoice.number}.pdf`))).toBe(true);
    await context.close();
  });
}
