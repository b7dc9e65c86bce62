import { useTranslation } from 'react-i18next';
import { ContentPage } from '../../../components/page/ContentPage';

// Placeholder: the cart issue replaces this page (sign-in required, spec §2 "Cart").
export function CartPage() {
  const { t } = useTranslation();
  return <ContentPage title={t('cart.title')} lead={t('cart.lead')} />;
}
