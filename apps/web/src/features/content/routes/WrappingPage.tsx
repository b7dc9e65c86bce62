import { useTranslation } from 'react-i18next';
import { ContentPage } from '../../../components/page/ContentPage';

export function WrappingPage() {
  const { t } = useTranslation();
  return (
    <ContentPage
      eyebrow={t('wrapping.eyebrow')}
      title={t('wrapping.title')}
      lead={t('wrapping.lead')}
    />
  );
}
