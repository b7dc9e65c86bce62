import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { productPath, type ProductListItem } from '@shop/contracts';
import { useAppSelector } from '../../../app/hooks';
import { Button, buttonClasses } from '../../../components/ui/button';
import { selectIsAuthenticated } from '../../accounts';
import { useAddToCart } from '../hooks/use-add-to-cart';

type CardProduct = Pick<ProductListItem, 'id' | 'slug' | 'is_available' | 'personalization'>;

/**
 * A product card's "Add to Cart" (spec §2: signed in and available only; it adds one). A
 * product whose text is required cannot be bought from a card, so it links to its page,
 * where the field is.
 */
export function CartCardAction({ product }: { product: CardProduct }) {
  const { t } = useTranslation();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const add = useAddToCart();
  const [state, setState] = useState<'idle' | 'busy' | 'added'>('idle');
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (state !== 'added') return;
    const timer = setTimeout(() => setState('idle'), 2_000);
    return () => clearTimeout(timer);
  }, [state]);

  if (!isAuthenticated || !product.is_available) return null;

  if (product.personalization.mode === 'required') {
    return (
      <Link
        to={productPath(product.slug)}
        className={buttonClasses({ variant: 'outline', size: 'sm', className: 'relative z-10' })}
      >
        {t('cart.card.personalize')}
      </Link>
    );
  }

  return (
    <div className="relative z-10">
      <Button
        size="sm"
        className="w-full"
        data-testid="card-add-to-cart"
        // Not `disabled`: that would take the focus from the button just pressed.
        aria-disabled={state === 'busy' || undefined}
        onClick={async () => {
          if (state === 'busy') return;
          setState('busy');
          setMessage(null);
          const outcome = await add({ productId: product.id, quantity: 1 });
          setState(outcome.ok ? 'added' : 'idle');
          if (!outcome.ok) setMessage(outcome.message ?? outcome.personalizationError ?? null);
        }}
      >
        {state === 'added' ? t('cart.card.added') : t('product.addToCart')}
      </Button>
      <div aria-live="polite" className="sr-only">
        {state === 'added' ? t('product.addedToCart') : ''}
      </div>
      {message ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}
