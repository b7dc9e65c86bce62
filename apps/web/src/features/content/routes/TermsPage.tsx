import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { STOREFRONT_ROUTES, termsVersionDate } from '@shop/contracts';
import { SITE } from '../../../config/site';
import { useLanguage } from '../../../hooks/use-language';
import { DeliveryRates } from '../components/DeliveryRates';
import { LegalPage } from '../components/LegalPage';
import { sellerPostalAddress } from '../components/seller-address';
import { WithSeller } from '../components/SellerIdentity';
import { TextLink } from '../components/TextLink';
import { useStaticPageHead } from '../hooks/use-static-page-head';

/** The withdrawal section's paragraphs after its first (art. 6(1)(h) and (i), ADR 0046). */
const WITHDRAWAL_PARAGRAPHS = ['handling', 'howTo', 'refund', 'returnCosts'] as const;

const SECTIONS = [
  'seller',
  'prices',
  'orders',
  'delivery',
  'withdrawal',
  'guarantee',
  'disputes',
] as const;

/** Who sells: the seller's identity from the shop's settings, as the legal notice names it. */
function SellerSection() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <WithSeller>
      {(seller) => (
        <p>
          {t('terms.sections.seller.body', {
            shop: SITE.name,
            legalName: seller.legal_name,
            address: sellerPostalAddress(seller, language),
            enterpriseNumber: seller.enterprise_number,
            vatNumber: seller.vat_number,
            email: seller.email,
            phone: seller.phone,
          })}
        </p>
      )}
    </WithSeller>
  );
}

export function TermsPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  useStaticPageHead('terms');
  const body = (key: (typeof SECTIONS)[number]): ReactNode => {
    if (key === 'seller') return <SellerSection />;
    const text = <p>{t(`terms.sections.${key}.body`, { shop: SITE.name })}</p>;
    if (key === 'delivery') {
      return (
        <div className="space-y-3">
          {text}
          <DeliveryRates />
        </div>
      );
    }
    if (key !== 'withdrawal') return text;
    return (
      <div className="space-y-3">
        {text}
        {WITHDRAWAL_PARAGRAPHS.map((paragraph) => (
          <p key={paragraph}>{t(`terms.sections.withdrawal.${paragraph}`)}</p>
        ))}
        <p>
          <Trans
            i18nKey="terms.sections.withdrawal.function"
            components={{ function: <TextLink to={STOREFRONT_ROUTES.withdraw} /> }}
          />
        </p>
        <p>
          <Trans
            i18nKey="terms.sections.withdrawal.form"
            components={{ form: <TextLink to={STOREFRONT_ROUTES.withdrawalForm} /> }}
          />
        </p>
      </div>
    );
  };
  return (
    <LegalPage
      eyebrow={t('terms.eyebrow')}
      title={t('terms.title')}
      lead={`${t('terms.lead', { shop: SITE.name })} ${t('terms.version', { date: termsVersionDate(language) })}`}
      sections={SECTIONS.map((key) => ({
        key,
        title: t(`terms.sections.${key}.title`),
        body: body(key),
      }))}
    />
  );
}
