import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { STOREFRONT_ROUTES } from '@shop/contracts';
import { ContentPage } from '../../../components/page/ContentPage';

export function ReturnsPage() {
  const { t } = useTranslation();
  return (
    <ContentPage
      eyebrow={t('returns.eyebrow')}
      title={t('returns.title')}
      lead={t('returns.lead')}
      sections={[
        {
          title: t('returns.sections.personalised.title'),
          body: t('returns.sections.personalised.body'),
        },
        { title: t('returns.sections.standard.title'), body: t('returns.sections.standard.body') },
        { title: t('returns.sections.issues.title'), body: t('returns.sections.issues.body') },
        { title: t('returns.sections.costs.title'), body: t('returns.sections.costs.body') },
      ]}
    >
      <p className="mt-10 leading-relaxed text-ink-700">
        <Trans
          i18nKey="returns.contact"
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
