import { useTranslation } from 'react-i18next';
import { ContentPage } from '../../../components/page/ContentPage';

// Placeholder: the accounts issue replaces this page; the browser lands here after a failed token refresh.
export function LoginPage() {
  const { t } = useTranslation();
  return <ContentPage title={t('accounts.login.title')} lead={t('accounts.login.lead')} />;
}
