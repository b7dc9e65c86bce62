import { useTranslation } from 'react-i18next';
import { ContentPage } from '../../../components/page/ContentPage';

// Placeholder: the accounts issue replaces this page.
export function SignupPage() {
  const { t } = useTranslation();
  return <ContentPage title={t('accounts.signup.title')} lead={t('accounts.signup.lead')} />;
}
