import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { STOREFRONT_ROUTES } from '@shop/contracts';
import { ContentPage } from '../../../components/page/ContentPage';

export function ShippingPage() {
  const { t } = useTranslation();
  return (
    <ContentPage
      eyebrow={t('shipping.eyebrow')}
      title={t('shipping.title')}
      lead={t('shipping.lead')}
      sections={[
        {
          title: t('shipping.sections.processing.title'),
          body: t('shipping.sections.processing.body'),
        },
        {
          title: t('shipping.sections.delivery.title'),
          body: t('shipping.sections.delivery.body'),
        },
      ]}
    >
      <p className="mt-10 leading-relaxed text-ink-700">
        <Trans
          i18nKey="shipping.contact"
          components={{
            contact: (
              <Link
                to={STOREFRONT_ROUTES.contact}
                className="font-medium text-clay-700 underline underline-offset-4 hover:text-clay-800"
              />
            ),
          }}
        />
      </p>
    </ContentPage>
  );
}
