import { useTranslation } from 'react-i18next';
import { ContentPage } from '../../../components/page/ContentPage';

// Placeholder (spec §2): the full terms and conditions are published later.
export function TermsPage() {
  const { t } = useTranslation();
  return (
    <ContentPage eyebrow={t('terms.eyebrow')} title={t('terms.title')} lead={t('terms.lead')} />
  );
}
