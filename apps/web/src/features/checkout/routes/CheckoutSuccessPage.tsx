import { useTranslation } from 'react-i18next';
import { ContentPage } from '../../../components/page/ContentPage';

// Placeholder: the checkout issue replaces this page (reads ?session_id=, spec §2).
export function CheckoutSuccessPage() {
  const { t } = useTranslation();
  return <ContentPage title={t('checkoutSuccess.title')} lead={t('checkoutSuccess.lead')} />;
}
