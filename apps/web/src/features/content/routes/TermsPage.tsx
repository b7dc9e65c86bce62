import { useTranslation } from 'react-i18next';
import { SITE } from '../../../config/site';
import { LegalPage } from '../components/LegalPage';
import { useStaticPageHead } from '../hooks/use-static-page-head';

const SECTIONS = [
  'seller',
  'prices',
  'orders',
  'delivery',
  'withdrawal',
  'guarantee',
  'disputes',
] as const;

export function TermsPage() {
  const { t } = useTranslation();
  useStaticPageHead('terms');
  return (
    <LegalPage
      eyebrow={t('terms.eyebrow')}
      title={t('terms.title')}
      lead={t('terms.lead', { shop: SITE.name })}
      sections={SECTIONS.map((key) => ({
        key,
        title: t(`terms.sections.${key}.title`),
        body: <p>{t(`terms.sections.${key}.body`, { shop: SITE.name })}</p>,
      }))}
    />
  );
}
