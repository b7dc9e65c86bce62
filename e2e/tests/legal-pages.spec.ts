import { expect, test, type Page } from '../support/test.js';
import { seriousA11yViolations } from '../support/checkout.js';
import { E2E_SELLER_ENV as SELLER } from '../support/shop-server.js';

/**
 * Issue 16: the legal notice, the accessibility statement and the model withdrawal form, in
 * three languages, name the seller the shop is configured with; the footer names it on every
 * page, in the HTML the server sends.
 */

const LANGUAGES = ['en', 'nl', 'fr'] as const;
type Language = (typeof LANGUAGES)[number];

const TEXTS: Record<
  Language,
  {
    legal: string;
    accessibility: string;
    withdrawalForm: string;
    modelForm: string;
    withdrawalNotice: RegExp;
    enforcement: string;
    footerIdentity: string;
    footerLinks: string[];
  }
> = {
  en: {
    legal: 'Legal notice',
    accessibility: 'Accessibility statement',
    withdrawalForm: 'Withdrawal form',
    modelForm: 'Model withdrawal form',
    withdrawalNotice: /I\/We \(\*\) hereby give notice that I\/We \(\*\) withdraw/,
    enforcement: 'Federal Public Service Economy',
    footerIdentity: `${SELLER.SELLER_LEGAL_NAME} · Kerkstraat 12, 9000 Gent · Enterprise no. 0123.456.749 · VAT BE0123456749`,
    footerLinks: [
      'Terms and conditions',
      'Privacy policy',
      'Legal notice',
      'Accessibility',
      'Withdrawal form',
      'Withdraw from contract here',
    ],
  },
  nl: {
    legal: 'Juridische informatie',
    accessibility: 'Toegankelijkheidsverklaring',
    withdrawalForm: 'Herroepingsformulier',
    modelForm: 'Modelformulier voor herroeping',
    withdrawalNotice: /Ik\/Wij \(\*\) deel\/delen \(\*\) u hierbij mede/,
    enforcement: 'FOD Economie',
    footerIdentity: `${SELLER.SELLER_LEGAL_NAME} · Kerkstraat 12, 9000 Gent · Ondernemingsnr. 0123.456.749 · Btw BE0123456749`,
    footerLinks: [
      'Algemene voorwaarden',
      'Privacybeleid',
      'Juridische informatie',
      'Toegankelijkheid',
      'Herroepingsformulier',
      'Hier de overeenkomst herroepen',
    ],
  },
  fr: {
    legal: 'Mentions légales',
    accessibility: 'Déclaration d’accessibilité',
    withdrawalForm: 'Formulaire de rétractation',
    modelForm: 'Modèle de formulaire de rétractation',
    withdrawalNotice: /Je\/Nous \(\*\) vous notifie\/notifions \(\*\) par la présente/,
    enforcement: 'SPF Économie',
    footerIdentity: `${SELLER.SELLER_LEGAL_NAME} · Kerkstraat 12, 9000 Gent · N° d’entreprise 0123.456.749 · TVA BE0123456749`,
    footerLinks: [
      'Conditions générales',
      'Politique de confidentialité',
      'Mentions légales',
      'Accessibilité',
      'Formulaire de rétractation',
      'Se rétracter du contrat ici',
    ],
  },
};

const COUNTRY: Record<Language, string> = { en: 'Belgium', nl: 'België', fr: 'Belgique' };

function heading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

for (const language of LANGUAGES) {
  const texts = TEXTS[language];

  test(`the legal notice names the seller (${language})`, async ({ page }) => {
    await page.goto(`/legal?lang=${language}`);
    await expect(heading(page, texts.legal)).toBeVisible();
    const main = page.getByRole('main');
    for (const fact of [
      SELLER.SELLER_LEGAL_NAME,
      `Kerkstraat 12, 9000 Gent, ${COUNTRY[language]}`,
      SELLER.SELLER_ENTERPRISE_NUMBER,
      SELLER.SELLER_VAT_NUMBER,
      SELLER.SELLER_PHONE,
      // CCA art. 2:20 and CEL III.25: legal form, register with its court, bank account.
      SELLER.SELLER_LEGAL_FORM,
      `RPR/RPM ${SELLER.SELLER_REGISTER_COURT}`,
      `IBAN ${SELLER.SELLER_IBAN} · BIC ${SELLER.SELLER_BIC}`,
    ]) {
      await expect(main.getByText(fact, { exact: true })).toBeVisible();
    }
    await expect(main.getByRole('link', { name: SELLER.SELLER_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SELLER.SELLER_EMAIL}`,
    );
    await expect(main.getByText(texts.enforcement).first()).toBeVisible();
  });

  test(`the accessibility statement says how to report a barrier (${language})`, async ({
    page,
  }) => {
    await page.goto(`/accessibility?lang=${language}`);
    await expect(heading(page, texts.accessibility)).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText(/\(WCAG\) 2\.1/).first()).toBeVisible();
    await expect(main.getByText(texts.enforcement).first()).toBeVisible();
    await expect(main.getByRole('link', { name: SELLER.SELLER_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SELLER.SELLER_EMAIL}`,
    );
    await expect(main.getByText(SELLER.SELLER_PHONE, { exact: false })).toBeVisible();
  });

  test(`the model withdrawal form carries the seller's details (${language})`, async ({ page }) => {
    await page.goto(`/withdrawal-form?lang=${language}`);
    await expect(heading(page, texts.withdrawalForm)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: texts.modelForm })).toBeVisible();
    await expect(page.getByTestId('withdrawal-form-trader')).toContainText(
      `${SELLER.SELLER_LEGAL_NAME}, Kerkstraat 12, 9000 Gent, ${COUNTRY[language]}, ${SELLER.SELLER_EMAIL}`,
    );
    await expect(page.getByText(texts.withdrawalNotice)).toBeVisible();
  });

  test(`the footer names the seller in the server's HTML and links the legal pages (${language})`, async ({
    page,
    request,
  }) => {
    for (const path of ['/', '/products', '/about', '/legal', '/no-such-page']) {
      const html = await (await request.get(`${path}?lang=${language}`)).text();
      expect(html, path).toContain(texts.footerIdentity);
    }
    await page.goto(`/about?lang=${language}`);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByTestId('seller-identity')).toHaveText(texts.footerIdentity);
    const legalColumn = footer.getByRole('navigation').filter({ hasText: texts.footerLinks[0]! });
    await expect(legalColumn.getByRole('link')).toHaveText(texts.footerLinks);
    await legalColumn.getByRole('link', { name: texts.footerLinks[3], exact: true }).click();
    await expect(heading(page, texts.accessibility)).toBeVisible();
  });
}

test('the footer shows the seller on a page the browser renders itself too', async ({ page }) => {
  // The login page is not server-rendered: the footer reads the settings in the browser.
  await page.goto('/login');
  await expect(page.getByRole('contentinfo').getByTestId('seller-identity')).toHaveText(
    TEXTS.en.footerIdentity,
  );
});

test('a server-rendered page keeps the footer as sent: no settings request, no hydration error', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const settingsRequests: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/settings/')) settingsRequests.push(sent.url());
  });
  await page.goto('/legal?lang=nl');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('contentinfo').getByTestId('seller-identity')).toHaveText(
    TEXTS.nl.footerIdentity,
  );
  expect(settingsRequests).toEqual([]);
  expect(errors).toEqual([]);
});

test('the terms name the seller and link the withdrawal form', async ({ page }) => {
  await page.goto('/terms');
  const seller = page.getByRole('region', { name: /Who we are/ });
  await expect(seller).toContainText(SELLER.SELLER_LEGAL_NAME);
  await expect(seller).toContainText('Kerkstraat 12, 9000 Gent, Belgium');
  await expect(seller).toContainText(SELLER.SELLER_ENTERPRISE_NUMBER);
  await expect(seller).toContainText(SELLER.SELLER_VAT_NUMBER);
  const withdrawal = page.getByRole('region', { name: /Right of withdrawal/ });
  await withdrawal.getByRole('link', { name: 'model withdrawal form' }).click();
  await expect(page).toHaveURL(/\/withdrawal-form$/);
  await expect(heading(page, TEXTS.en.withdrawalForm)).toBeVisible();
});

for (const language of LANGUAGES) {
  test(`no serious accessibility violations on the legal pages (${language})`, async ({ page }) => {
    // Three axe runs: each takes seconds on a busy machine (as storefront-a11y.spec.ts allows).
    test.setTimeout(90_000);
    for (const path of ['/legal', '/accessibility', '/withdrawal-form']) {
      await page.goto(`${path}?lang=${language}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousA11yViolations(page), `${path}?lang=${language}`).toEqual([]);
    }
  });
}
