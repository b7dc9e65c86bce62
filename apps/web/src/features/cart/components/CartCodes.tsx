import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { cartCodeRequestSchema, maskGiftCardCode, type CartCodeRequest } from '@shop/contracts';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatPrice } from '../../../lib/format';
import { useAddCartCodeMutation, useRemoveCartCodeMutation } from '../api/cart-api';
import { useCart } from '../hooks/use-cart';
import { useCartErrorText } from '../hooks/use-cart-error-text';

/**
 * "Gift card or discount code" (issue 17, ADR 0040): one field for both; the server says what
 * the code is and whether it applies. Applied codes are listed with a remove button, gift cards
 * masked but for their last four symbols.
 */
export function CartCodes() {
  const { t } = useTranslation();
  const { cart, error, loading, language } = useCart();
  const { codes } = cart;
  const [addCartCode] = useAddCartCodeMutation();
  const [removeCartCode] = useRemoveCartCodeMutation();
  const serverError = useCartErrorText(error?.action === 'codes' ? error : null);
  const ids = { input: useId(), error: useId(), list: useId() };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CartCodeRequest>({
    resolver: zodResolver(cartCodeRequestSchema),
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(async ({ code }) => {
    const result = await addCartCode({ language, code });
    if (!result.error) reset({ code: '' });
  });
  const fieldError = errors.code ? t('cart.codes.enterCode') : serverError;

  return (
    <section data-testid="cart-codes" className="mt-6 border-t border-cream-200 pt-5">
      <form noValidate onSubmit={onSubmit} aria-busy={isSubmitting}>
        <label htmlFor={ids.input} className="mb-1.5 block text-sm font-medium text-ink-900">
          {t('cart.codes.label')}
        </label>
        <div className="flex gap-2">
          <input
            id={ids.input}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? ids.error : undefined}
            className={cn(
              'block h-11 w-full min-w-0 rounded-xl border bg-white px-3.5 text-base text-ink-900 shadow-sm',
              'focus:border-clay-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-clay-600',
              fieldError ? 'border-clay-600' : 'border-ink-300',
            )}
            {...register('code')}
          />
          <Button type="submit" variant="outline" disabled={isSubmitting || loading}>
            {isSubmitting ? t('cart.codes.applying') : t('cart.codes.apply')}
          </Button>
        </div>
        {fieldError ? (
          <p id={ids.error} role="alert" className="mt-1.5 text-sm text-red-700">
            {fieldError}
          </p>
        ) : null}
      </form>
      {codes.length > 0 ? (
        <>
          <h3 id={ids.list} className="sr-only">
            {t('cart.codes.applied')}
          </h3>
          <ul aria-labelledby={ids.list} className="mt-3 space-y-2">
            {codes.map((entry) => {
              const shown = entry.kind === 'gift_card' ? maskGiftCardCode(entry.code) : entry.code;
              return (
                <li
                  key={entry.code}
                  data-testid="cart-code"
                  className="flex items-start justify-between gap-3 text-sm text-ink-700"
                >
                  <span>
                    <span className="font-medium text-ink-900">
                      {entry.kind === 'gift_card'
                        ? t('cart.codes.giftCard', { code: shown })
                        : t('cart.codes.discount', { code: shown })}
                    </span>
                    {entry.balance_after !== null ? (
                      <span className="block text-ink-600">
                        {t('cart.codes.giftCardBalance', {
                          amount: formatPrice(entry.balance_after, language),
                        })}
                      </span>
                    ) : null}
                  </span>
                  <button
                    type="button"
                    className="cursor-pointer font-medium text-clay-700 underline-offset-4 hover:underline"
                    disabled={loading}
                    aria-label={t('cart.codes.remove', { code: shown })}
                    onClick={() => void removeCartCode({ language, code: entry.code })}
                  >
                    {t('cart.codes.removeButton')}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </section>
  );
}
