import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useStartCheckout } from '../../checkout';

/**
 * The cart page on a phone (issue 31): the total and "Proceed to checkout" in a bar at the
 * bottom of the screen, so a long cart need not be scrolled past to pay. It goes while the
 * summary itself is on screen (one checkout button in sight). It starts the checkout as the
 * cart panel's button does; a cart paid whole by cards or a discount needs the address and the
 * terms asked in the summary (ADR 0043), so there the bar takes the shopper to it.
 */
export function CartCheckoutBar({
  summary,
  label,
  total,
  needsDetails,
  disabled,
}: {
  summary: RefObject<HTMLElement | null>;
  label: string;
  total: string;
  needsDetails: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { startCheckout, processing } = useStartCheckout({ cartEmpty: false });
  const [summaryInView, setSummaryInView] = useState(false);

  useEffect(() => {
    const element = summary.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) =>
      setSummaryInView(entry?.isIntersecting ?? false),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [summary]);

  return (
    <div
      data-testid="cart-checkout-bar"
      hidden={summaryInView}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-cream-200 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(45_36_32/0.08)] lg:hidden"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4">
        <p className="min-w-0">
          <span className="block text-sm text-ink-700">{label}</span>
          <span className="text-lg font-semibold whitespace-nowrap text-ink-900">{total}</span>
        </p>
        <Button
          className="h-auto min-h-11 py-2 text-center whitespace-normal"
          disabled={disabled || processing}
          onClick={() =>
            needsDetails
              ? summary.current?.scrollIntoView({ block: 'start' })
              : void startCheckout()
          }
        >
          {processing ? t('cart.processing') : t('cart.proceedToCheckout')}
        </Button>
      </div>
    </div>
  );
}
