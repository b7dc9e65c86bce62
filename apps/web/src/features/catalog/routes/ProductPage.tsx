import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STOREFRONT_ROUTES } from '@shop/contracts';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { ContentPage } from '../../../components/page/ContentPage';

// Placeholder: the product detail issue replaces this page (GET /api/products/{slug}/, spec §2).
export function ProductPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  return (
    <ContentPage title={t('product.title')} lead={t('product.lead')}>
      <p className="mt-4 text-sm text-ink-600">
        <span className="font-medium">{t('product.reference')}</span> <code>{slug}</code>
      </p>
      <Link
        to={STOREFRONT_ROUTES.products}
        className="mt-8 inline-flex items-center gap-2 font-medium text-clay-700 underline-offset-4 hover:underline"
      >
        <ArrowLeftIcon className="size-5" />
        {t('product.backToProducts')}
      </Link>
    </ContentPage>
  );
}
