import { useTranslation } from 'react-i18next';
import {
  DeferredOpenable,
  lazyOpenable,
  usePreloadWhenIdle,
} from '../../../components/ui/deferred-trigger';
import { CartIcon } from '../../../components/ui/icons';
import { withTexts } from '../../../lib/texts';
import { useCart } from '../hooks/use-cart';
import { CartAddedNotice } from './CartAddedNotice';

export const CART_BUTTON_CLASSES =
  'relative inline-flex size-10 cursor-pointer items-center justify-center rounded-full text-ink-900 transition-colors hover:bg-cream-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay-600 data-[state=open]:bg-cream-200';

/** "1 item" / "3 items": spec §2, singular exactly when the count is 1. */
export function useCartItemLabel(count: number): string {
  const { t } = useTranslation();
  return t(count === 1 ? 'cart.itemOne' : 'cart.itemOther', { number: count });
}

/** The cart button's icon and count badge, the same before and after the panel has loaded. */
export function CartButtonContent({ count }: { count: number }) {
  return (
    <>
      <CartIcon className="size-6" />
      {count > 0 ? (
        // A new count pops (its key remounts it), so an add is seen on the button too.
        <span
          key={count}
          data-testid="cart-badge"
          aria-hidden="true"
          className="motion-safe:animate-cart-pop absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-clay-600 px-1 text-xs font-semibold text-white tabular-nums"
        >
          {count}
        </span>
      ) : null}
    </>
  );
}

/** The panel's code (Radix popover, cart lines, checkout) loads at idle or on the first press. */
const cartPanel = lazyOpenable<object>(
  async () => (await withTexts('cartPanel', import('./CartPanel'))).CartPanel,
);

/**
 * The button with the item count and the notice of the last add; mounted while signed in
 * only (see `useCart`).
 */
export function CartButton() {
  const { t } = useTranslation();
  const count = useCart().cart.item_count;
  const itemLabel = useCartItemLabel(count);
  usePreloadWhenIdle(cartPanel.preload);
  return (
    <>
      <DeferredOpenable
        openable={cartPanel}
        props={{}}
        popup="dialog"
        trigger={{
          'data-testid': 'cart-button',
          'aria-label': t('cart.dropdown.open', { items: itemLabel }),
          className: CART_BUTTON_CLASSES,
          children: <CartButtonContent count={count} />,
        }}
      />
      <CartAddedNotice />
    </>
  );
}
