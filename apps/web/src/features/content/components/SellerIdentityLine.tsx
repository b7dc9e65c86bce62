import { useTranslation } from 'react-i18next';
import { useSettings } from '../hooks/use-settings';
import { sellerStreetAndCity } from './seller-address';

/**
 * The footer's line naming who sells: legal name · address · enterprise number · VAT number.
 * It keeps one line's height while the settings load (pages the browser renders itself), so
 * nothing below it moves when it appears.
 */
export function SellerIdentityLine({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const seller = settings.status === 'loaded' ? settings.settings.seller : null;
  return (
    <p className={`min-h-[1lh] ${className}`} data-testid="seller-identity">
      {seller &&
        [
          seller.legal_name,
          sellerStreetAndCity(seller),
          t('seller.enterpriseNumber', { number: seller.enterprise_number }),
          t('seller.vatNumber', { number: seller.vat_number }),
        ].join(' · ')}
    </p>
  );
}
