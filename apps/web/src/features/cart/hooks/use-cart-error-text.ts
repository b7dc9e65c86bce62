import { useTranslation } from 'react-i18next';
import type { CartError } from '../cart-slice';

/** The text of a cart failure: the server's own message, or the fallback's translation. */
export function useCartErrorText(error: CartError | null): string | null {
  const { t } = useTranslation();
  if (!error) return null;
  return error.fallback ? t(`cart.errors.${error.action}`) : error.message;
}
