import { useTranslation } from 'react-i18next';
import { ContentPage } from '../../../components/page/ContentPage';

// Placeholder: the orders issue replaces this page (sign-in required).
export function MyOrdersPage() {
  const { t } = useTranslation();
  return <ContentPage title={t('orders.title')} lead={t('orders.lead')} />;
}
