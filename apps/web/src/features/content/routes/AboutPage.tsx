import { useTranslation } from 'react-i18next';
import { ContentPage } from '../../../components/page/ContentPage';
import { SITE } from '../../../config/site';

export function AboutPage() {
  const { t } = useTranslation();
  return (
    <ContentPage
      eyebrow={t('about.eyebrow')}
      title={t('about.title')}
      lead={t('about.lead', { shop: SITE.name })}
      sections={[
        { title: t('about.sections.handmade.title'), body: t('about.sections.handmade.body') },
        { title: t('about.sections.personal.title'), body: t('about.sections.personal.body') },
      ]}
    />
  );
}
