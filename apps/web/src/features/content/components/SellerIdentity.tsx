import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Seller } from '@shop/contracts';
import { useLanguage } from '../../../hooks/use-language';
import { useSettings } from '../hooks/use-settings';
import { sellerPostalAddress } from './seller-address';
import { TEXT_LINK_CLASSES } from './TextLink';

/**
 * Renders `children` with the seller from the shop's settings (in a server-rendered page's
 * first HTML already), or a short note while they load or when they cannot be read.
 */
export function WithSeller({ children }: { children: (seller: Seller) => ReactNode }) {
  const { t } = useTranslation();
  const settings = useSettings();
  if (settings.status === 'loading') return <p role="status">{t('seller.loading')}</p>;
  if (settings.status === 'failed') return <p>{t('seller.unavailable')}</p>;
  return <>{children(settings.settings.seller)}</>;
}

/** The seller's identity and contact details as a list of facts (legal notice, forms). */
export function SellerFacts({ seller }: { seller: Seller }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const facts: Array<[string, ReactNode]> = [
    [t('seller.labels.legalName'), seller.legal_name],
    [t('seller.labels.legalForm'), seller.legal_form],
    [t('seller.labels.address'), sellerPostalAddress(seller, language)],
    [t('seller.labels.enterpriseNumber'), seller.enterprise_number],
    [t('seller.labels.vatNumber'), seller.vat_number],
    // The register and its court as CCA art. 2:20 writes them, in both languages' abbreviation.
    [t('seller.labels.register'), `RPR/RPM ${seller.register_court}`],
    [t('seller.labels.bankAccount'), `IBAN ${seller.iban} · BIC ${seller.bic}`],
    [
      t('seller.labels.email'),
      <a key="email" href={`mailto:${seller.email}`} className={TEXT_LINK_CLASSES}>
        {seller.email}
      </a>,
    ],
    [
      t('seller.labels.phone'),
      <a
        key="phone"
        href={`tel:${seller.phone.replace(/[^+\d]/g, '')}`}
        className={TEXT_LINK_CLASSES}
      >
        {seller.phone}
      </a>,
    ],
  ];
  return (
    <dl className="space-y-2">
      {facts.map(([label, value]) => (
        <div key={label} className="sm:flex sm:gap-4">
          <dt className="font-semibold text-ink-900 sm:w-48 sm:shrink-0">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
