import { lazy, Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { withTexts } from '../../../lib/texts';

/*
 * The header's cart dropdown imports this feature for its checkout button on every page; the
 * cart page's form (react-hook-form, zod and the company invoice's and shipping schemas) loads
 * only when the cart page shows it, so none of it is on the first page's critical path.
 */
const CartCheckoutForm = lazy(async () => ({
  default: (await withTexts('checkoutForm', import('./CartCheckoutForm'))).CartCheckoutForm,
}));

/**
 * The cart page's way to the payment page: the company invoice asked before paying, and when
 * gift cards or a discount pay it whole, the shipping address and the terms (ADR 0043).
 */
export function CartCheckout(props: ComponentProps<typeof CartCheckoutForm>) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        // The button as it will be, so nothing moves when the form arrives.
        <Button size="lg" className="mt-6 w-full" disabled>
          {t('cart.proceedToCheckout')}
        </Button>
      }
    >
      <CartCheckoutForm {...props} />
    </Suspense>
  );
}
