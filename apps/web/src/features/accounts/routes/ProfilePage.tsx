import { useTranslation } from 'react-i18next';
import { ContentPage } from '../../../components/page/ContentPage';

// Placeholder: the accounts issue replaces this page (/data, sign-in required).
export function ProfilePage() {
  const { t } = useTranslation();
  return <ContentPage title={t('accounts.profile.title')} lead={t('accounts.profile.lead')} />;
}
