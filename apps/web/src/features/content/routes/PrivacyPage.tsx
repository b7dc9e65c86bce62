import { useTranslation } from 'react-i18next';
import { ContentPage } from '../../../components/page/ContentPage';

// Placeholder (spec §2): the full privacy policy is published later.
export function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <ContentPage
      eyebrow={t('privacy.eyebrow')}
      title={t('privacy.title')}
      lead={t('privacy.lead')}
    />
  );
}
