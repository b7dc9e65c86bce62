import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { SHOP_COUNTRY, STOREFRONT_ROUTES, type Language } from '@shop/contracts';
import { useAppDispatch } from '../../../app/hooks';
import { Button, buttonClasses } from '../../../components/ui/button';
import { formatPrice } from '../../../lib/format';
import { useStartCheckout } from '../../checkout';
import { useGetDeliveryMethodsQuery } from '../../delivery';
import { clearCartError } from '../cart-slice';
import { useCartErrorText } from '../hooks/use-cart-error-text';
import type { OpenableProps } from '../../../components/ui/deferred-trigger';
import { CartLineControls, CartLineImage, CartLineTitle } from './CartLineParts';
import { useCart } from '../hooks/use-cart';
import { CART_BUTTON_CLASSES, CartButtonContent, useCartItemLabel } from './CartButton';

/**
 * The cart panel (Radix popover, 20rem wide, its list scrolling beyond 16rem) with view cart
 * and checkout. Loaded by `CartDropdown` on the first press of the cart button.
 */
export function CartPanel({ defaultOpen = false }: OpenableProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { cart, error, language } = useCart();
  const errorText = useCartErrorText(error);
  const { startCheckout, processing } = useStartCheckout({ cartEmpty: cart.items.length === 0 });
  const [open, setOpen] = useState(defaultOpen);
  const navigate = useNavigate();
  // Paid whole by cards or a discount: no payment page, so the cart page asks the address and
  // the terms first (ADR 0043).
  const paidWhole = cart.items.length > 0 && cart.total_price === '0.00';
  // No delivery chosen yet (issue 27): checkout is refused without one, so the button leads to
  // the cart page, where it is chosen.
  const needsCartPage = paidWhole || (cart.items.length > 0 && cart.delivery === null);
  const itemLabel = useCartItemLabel(cart.item_count);

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        data-testid="cart-button"
        aria-label={t('cart.dropdown.open', { items: itemLabel })}
        className={CART_BUTTON_CLASSES}
      >
        <CartButtonContent count={cart.item_count} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          data-testid="cart-dropdown"
          aria-label={t('cart.dropdown.title')}
          // The panel, not its list, scrolls when the lines do not fit the screen: every line
          // shows whole, and the total and buttons stay at its foot (issue 31).
          className="z-50 max-h-(--radix-popover-content-available-height) w-80 max-w-[calc(100vw-1rem)] overflow-y-auto overscroll-contain rounded-xl border border-cream-200 bg-white px-4 pt-4 text-ink-900 shadow-lg motion-safe:data-[state=open]:animate-menu-in"
        >
          <div className="flex items-baseline justify-between gap-2">
            <h2 className="text-base font-semibold">{t('cart.dropdown.title')}</h2>
            <span className="text-sm text-ink-600">{itemLabel}</span>
          </div>

          {errorText ? (
            <div
              role="alert"
              className="mt-3 flex items-start justify-between gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
            >
              <span>{errorText}</span>
              <button
                type="button"
                className="cursor-pointer font-medium underline"
                onClick={() => dispatch(clearCartError())}
              >
                {t('cart.dismiss')}
              </button>
            </div>
          ) : null}

          {cart.items.length === 0 ? (
            <p className="py-6 text-center text-sm text-ink-600">{t('cart.empty.title')}</p>
          ) : (
            <ul className="mt-3 divide-y divide-cream-200">
              {cart.items.map((item) => (
                <li key={item.id} data-testid="cart-dropdown-line" className="flex gap-3 py-3">
                  <CartLineImage item={item} className="size-14" />
                  <div className="min-w-0 flex-1">
                    <CartLineTitle item={item} className="text-sm" />
                    <div className="mt-1 flex items-center justify-between gap-2">
                      <span className="text-sm font-semibold whitespace-nowrap text-clay-700">
                        {formatPrice(item.unit_price, language)}
                      </span>
                      <CartLineControls item={item} />
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          )}

          <div className="sticky bottom-0 -mx-4 mt-3 border-t border-cream-200 bg-white px-4 pt-3 pb-4">
            {cart.items.length > 0 ? (
              <div className="mb-1 flex items-center justify-between gap-2 text-sm text-ink-700">
                <span>
                  {cart.delivery
                    ? t('cart.summary.delivery', { method: cart.delivery.name })
                    : t('cart.summary.shipping')}
                </span>
                <span data-testid="cart-dropdown-delivery" className="whitespace-nowrap">
                  {!cart.delivery
                    ? t('cart.dropdown.chooseDelivery')
                    : cart.delivery_total === '0.00'
                      ? t('cart.summary.free')
                      : formatPrice(cart.delivery_total, language)}
                </span>
              </div>
            ) : null}
            {cart.items.length > 0 && !cart.delivery ? (
              <OfferedMethods language={language} />
            ) : null}
            <div className="flex items-center justify-between">
              <span className="font-medium">{t('cart.summary.total')}</span>
              <span data-testid="cart-dropdown-total" className="font-semibold whitespace-nowrap">
                {formatPrice(cart.total_price, language)}
              </span>
            </div>
            {/* Side by side where both texts fit, one above the other where they do not. */}
            <div className="mt-3 flex flex-wrap gap-2">
              <Link
                to={STOREFRONT_ROUTES.cart}
                onClick={() => setOpen(false)}
                className={buttonClasses({
                  variant: 'outline',
                  size: 'sm',
                  className: 'h-auto min-h-9 grow basis-32 py-1.5 text-center whitespace-normal',
                })}
              >
                {t('cart.dropdown.viewCart')}
              </Link>
              <Button
                size="sm"
                className="h-auto min-h-9 grow basis-32 py-1.5 text-center whitespace-normal"
                disabled={processing || cart.items.length === 0}
                onClick={() => {
                  if (!needsCartPage) return void startCheckout();
                  setOpen(false);
                  return void navigate(STOREFRONT_ROUTES.cart);
                }}
              >
                {processing ? t('cart.processing') : t('cart.dropdown.checkout')}
              </Button>
            </div>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/**
 * The delivery methods offered in the shop's country (Belgium) with their prices, while none is
 * chosen (issue 27):
 * the panel shows them; the choice, with a pick-up point's search, is made on the cart page.
 */
function OfferedMethods({ language }: { language: Language }) {
  const { t } = useTranslation();
  const { data: methods } = useGetDeliveryMethodsQuery({ country: SHOP_COUNTRY, language });
  if (!methods?.length) return null;
  return (
    <ul data-testid="cart-dropdown-methods" className="mb-2 space-y-0.5 text-xs text-ink-600">
      {methods.map((method) => (
        <li key={method.code} className="flex justify-between gap-2">
          <span>{method.name}</span>
          <span className="whitespace-nowrap">
            {method.price === '0.00' ? t('cart.summary.free') : formatPrice(method.price, language)}
          </span>
        </li>
      ))}
    </ul>
  );
}
