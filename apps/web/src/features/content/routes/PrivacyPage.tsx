import { useTranslation } from 'react-i18next';
import { SITE } from '../../../config/site';
import { LegalPage } from '../components/LegalPage';
import { useStaticPageHead } from '../hooks/use-static-page-head';

const SECTIONS = [
  'controller',
  'data',
  'purposes',
  'retention',
  'processors',
  'storage',
  'rights',
] as const;

export function PrivacyPage() {
  const { t } = useTranslation();
  useStaticPageHead('privacy');
  return (
    <LegalPage
      eyebrow={t('privacy.eyebrow')}
      title={t('privacy.title')}
      lead={t('privacy.lead', { shop: SITE.name })}
      sections={SECTIONS.map((key) => ({
        key,
        title: t(`privacy.sections.${key}.title`),
        body: <p>{t(`privacy.sections.${key}.body`, { shop: SITE.name })}</p>,
      }))}
    />
  );
}
