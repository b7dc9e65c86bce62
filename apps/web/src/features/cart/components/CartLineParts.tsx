import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MAX_LINE_QUANTITY, productPath, type CartItem } from '@shop/contracts';
import { cn } from '../../../lib/cn';
import { useRemoveFromCartMutation, useUpdateCartItemMutation } from '../api/cart-api';
import { useCart } from '../hooks/use-cart';
import { MinusIcon, PlusIcon, TrashIcon } from '../../../components/ui/icons';
import { usePrivateImage } from '../../../hooks/use-private-image';

/** The product's page, with the line's combination of options chosen. */
function linePath(item: CartItem): string {
  const path = productPath(item.product.slug);
  return item.variant ? `${path}?variant=${item.variant.id}` : path;
}

/** The line's picture, or the 'no image' placeholder; it opens the product (spec §2). */
export function CartLineImage({ item, className }: { item: CartItem; className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={linePath(item)}
      tabIndex={-1}
      aria-hidden="true"
      className={cn(
        'block shrink-0 overflow-hidden rounded-lg border border-cream-200 bg-cream-100',
        className,
      )}
    >
      {item.product.main_image_url ? (
        <img
          src={item.product.main_image_url}
          alt=""
          loading="lazy"
          className="size-full object-cover"
        />
      ) : (
        <span className="flex size-full items-center justify-center p-1 text-center text-[0.65rem] leading-tight text-ink-600">
          {t('cart.noImage')}
        </span>
      )}
    </Link>
  );
}

/** The customer's photo on the line (issue 29): private, so fetched with their sign-in. */
function LinePhoto({ url }: { url: string }) {
  const { t } = useTranslation();
  const src = usePrivateImage(url);
  return (
    <span className="mt-1 block size-12 overflow-hidden rounded-md border border-cream-200 bg-cream-100">
      {src ? (
        <img
          src={src}
          alt={t('cart.photo')}
          data-testid="cart-line-photo"
          className="size-full object-cover"
        />
      ) : null}
    </span>
  );
}

/** The product name (a link to it) and the customer's personalisation under it. */
export function CartLineTitle({ item, className }: { item: CartItem; className?: string }) {
  const { t } = useTranslation();
  const label = item.product.personalization.label || t('cart.personalization');
  return (
    <div className={cn('min-w-0', className)}>
      <Link
        to={linePath(item)}
        data-testid="cart-line-name"
        className="font-semibold text-ink-900 underline-offset-4 hover:underline"
      >
        {item.product.name}
      </Link>
      {item.variant ? (
        // The chosen combination (issue 29): "Maat: Groot, Houtsoort: Eik".
        <p data-testid="cart-line-variant" className="mt-0.5 text-sm text-ink-700">
          {item.variant.options.map((option) => `${option.name}: ${option.value}`).join(', ')}
        </p>
      ) : null}
      {item.photo ? <LinePhoto url={item.photo.preview_url} /> : null}
      {item.personalization ? (
        <p data-testid="cart-line-personalization" className="mt-0.5 text-sm text-ink-700">
          <span className="text-ink-600">{label}: </span>
          <span className="font-medium break-words">“{item.personalization}”</span>
        </p>
      ) : null}
      {item.withdrawal_right ? null : (
        <p data-testid="cart-line-no-withdrawal" className="mt-0.5 text-sm text-ink-600">
          {t('cart.noWithdrawalRight')}
        </p>
      )}
      {item.product.is_available ? null : (
        <p className="mt-0.5 text-sm font-medium text-red-700">{t('cart.unavailable')}</p>
      )}
    </div>
  );
}

const stepClasses =
  'inline-flex size-8 cursor-pointer items-center justify-center rounded-full text-ink-900 transition-colors hover:bg-cream-200 focus-visible:outline-2 focus-visible:outline-clay-600 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * Spec §4: plus adds one, minus takes one off (reaching 0 removes the line), and a separate
 * button removes it. All wait while the cart loads (spec §2).
 */
export function CartLineControls({ item }: { item: CartItem }) {
  const { t } = useTranslation();
  const { loading, language } = useCart();
  const [updateCartItem] = useUpdateCartItemMutation();
  const [removeFromCart] = useRemoveFromCartMutation();
  const name = item.product.name;
  const setQuantity = (quantity: number) =>
    void updateCartItem({ language, itemId: item.id, quantity });

  return (
    <div className="flex items-center gap-1">
      <div className="inline-flex items-center rounded-full border border-cream-300 bg-white">
        <button
          type="button"
          className={stepClasses}
          disabled={loading}
          onClick={() => setQuantity(item.quantity - 1)}
          aria-label={t('cart.decrease', { name })}
        >
          <MinusIcon className="size-4" />
        </button>
        <span
          data-testid="cart-line-quantity"
          aria-label={t('cart.quantityOf', { name, quantity: item.quantity })}
          className="min-w-7 text-center text-sm font-semibold tabular-nums"
        >
          {item.quantity}
        </span>
        <button
          type="button"
          className={stepClasses}
          disabled={loading || item.quantity >= MAX_LINE_QUANTITY || !item.product.is_available}
          onClick={() => setQuantity(item.quantity + 1)}
          aria-label={t('cart.increase', { name })}
        >
          <PlusIcon className="size-4" />
        </button>
      </div>
      <button
        type="button"
        className={cn(stepClasses, 'text-ink-600 hover:text-red-700')}
        disabled={loading}
        onClick={() => void removeFromCart({ language, itemId: item.id })}
        aria-label={t('cart.remove', { name })}
      >
        <TrashIcon className="size-4" />
      </button>
    </div>
  );
}
