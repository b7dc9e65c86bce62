import { VatBreakdownLines } from '../../../components/documents/VatBreakdownLines';
import { useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SHOP_COUNTRY, STOREFRONT_ROUTES } from '@shop/contracts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { buttonClasses } from '../../../components/ui/button';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { cn } from '../../../lib/cn';
import { formatPrice } from '../../../lib/format';
import { selectIsAuthenticated } from '../../accounts';
import { CartCheckout } from '../../checkout';
import { useSettings } from '../../content';
import { clearCartError } from '../cart-slice';
import { CartCheckoutBar } from '../components/CartCheckoutBar';
import { CartCodes } from '../components/CartCodes';
import { CartDelivery } from '../components/CartDelivery';
import { ClearCartButton } from '../components/ClearCartButton';
import { GiftOptions } from '../components/GiftOptions';
import { CartLineControls, CartLineImage, CartLineTitle } from '../components/CartLineParts';
import { useCart } from '../hooks/use-cart';
import { useCartErrorText } from '../hooks/use-cart-error-text';

function SignedOut() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-lg py-10 text-center">
      <h1 className="text-3xl font-semibold text-ink-900">{t('cart.signedOut.title')}</h1>
      <p className="mt-4 text-ink-700">{t('cart.signedOut.body')}</p>
      <div className="mt-8 flex justify-center gap-3">
        <Link to={STOREFRONT_ROUTES.login} className={buttonClasses()}>
          {t('cart.signedOut.signIn')}
        </Link>
        <Link to={STOREFRONT_ROUTES.signup} className={buttonClasses({ variant: 'outline' })}>
          {t('cart.signedOut.signUp')}
        </Link>
      </div>
    </div>
  );
}

/** The cart (spec §2): lines, summary, checkout and clearing; its texts follow spec §8. */
export function CartPage() {
  const { t } = useTranslation();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  useDocumentTitle(t('cart.title'));

  if (!isAuthenticated) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <SignedOut />
      </div>
    );
  }
  return <SignedInCart />;
}

/** The signed-in shopper's cart: a part of its own, so signing out unmounts it (`useCart`). */
function SignedInCart() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const summary = useRef<HTMLElement>(null);
  const { cart, loading, error, language } = useCart();
  const errorText = useCartErrorText(error);
  const settings = useSettings();

  const isEmpty = cart.items.length === 0;
  const hasWrapping = cart.wrapping_total !== '0.00';
  const discount = cart.codes.find((entry) => entry.kind === 'discount');
  const paysWithCards = cart.gift_card_total !== '0.00';
  // Cards or a discount pay it all: no payment page will ask the address and the terms, so the
  // cart does (ADR 0043). Belgium until the shop's settings have said where it ships.
  const noPaymentPage =
    !isEmpty && cart.total_price === '0.00'
      ? {
          countries:
            settings.status === 'loaded' ? settings.settings.shipping_countries : [SHOP_COUNTRY],
          withoutWithdrawal: [
            ...new Set(
              cart.items.filter((item) => !item.withdrawal_right).map((item) => item.product.name),
            ),
          ],
        }
      : null;
  // A code's or a delivery choice's own message shows beside its field, not in the banner.
  const bannerText = error?.action === 'codes' || error?.action === 'delivery' ? null : errorText;

  return (
    // Room at the bottom for the phone's checkout bar, so it covers nothing of the page.
    <div
      className={cn(
        'mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8',
        !isEmpty && 'pb-28 sm:pb-28 lg:pb-12',
      )}
    >
      <Link
        to={STOREFRONT_ROUTES.products}
        className="inline-flex items-center gap-2 rounded font-medium text-clay-700 underline-offset-4 hover:underline"
      >
        <ArrowLeftIcon className="size-5" />
        {t('cart.continueShopping')}
      </Link>
      <h1 className="mt-6 text-3xl font-semibold tracking-tight text-ink-900 sm:text-4xl">
        {t('cart.title')}
      </h1>

      {bannerText ? (
        <div
          role="alert"
          data-testid="cart-error"
          className="mt-6 flex items-start justify-between gap-4 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800"
        >
          <span>{bannerText}</span>
          <button
            type="button"
            className="cursor-pointer font-medium underline"
            onClick={() => dispatch(clearCartError())}
          >
            {t('cart.dismiss')}
          </button>
        </div>
      ) : null}

      {isEmpty ? (
        <div className="mx-auto max-w-lg py-16 text-center" aria-busy={loading}>
          <h2 className="text-2xl font-semibold text-ink-900">
            {loading ? t('cart.loading') : t('cart.empty.title')}
          </h2>
          {loading ? null : (
            <>
              <p className="mt-3 text-ink-700">{t('cart.empty.body')}</p>
              <Link
                to={STOREFRONT_ROUTES.products}
                className={buttonClasses({ className: 'mt-8' })}
              >
                {t('cart.empty.startShopping')}
              </Link>
            </>
          )}
        </div>
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
          <section aria-label={t('cart.linesLabel')}>
            <ul className="divide-y divide-cream-200 rounded-2xl border border-cream-200 bg-white">
              {cart.items.map((item) => (
                <li
                  key={item.id}
                  data-testid="cart-line"
                  className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:p-5"
                >
                  <div className="flex min-w-0 flex-1 gap-4">
                    <CartLineImage item={item} className="size-20 sm:size-24" />
                    <div className="min-w-0 flex-1">
                      <CartLineTitle item={item} />
                      <p className="mt-1 text-sm text-ink-600">
                        {t('cart.unitPrice', { price: formatPrice(item.unit_price, language) })}
                      </p>
                    </div>
                  </div>
                  <div className="flex items-center justify-between gap-6 sm:justify-end">
                    <CartLineControls item={item} />
                    <p
                      data-testid="cart-line-total"
                      className="min-w-20 text-right font-semibold whitespace-nowrap text-ink-900"
                    >
                      {formatPrice(item.line_total, language)}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
            <GiftOptions />
            <CartDelivery />
          </section>

          <aside
            ref={summary}
            aria-labelledby="cart-summary-heading"
            className="scroll-mt-24 rounded-2xl border border-cream-200 bg-white p-5 sm:p-6"
          >
            <h2 id="cart-summary-heading" className="text-xl font-semibold text-ink-900">
              {t('cart.summary.title')}
            </h2>
            <dl className="mt-4 space-y-3 text-ink-700">
              <div className="flex justify-between gap-4">
                <dt>
                  {t('cart.summary.subtotal', {
                    items: t(cart.item_count === 1 ? 'cart.itemOne' : 'cart.itemOther', {
                      number: cart.item_count,
                    }),
                  })}
                </dt>
                <dd data-testid="cart-subtotal" className="whitespace-nowrap">
                  {formatPrice(cart.subtotal, language)}
                </dd>
              </div>
              {discount ? (
                <div className="flex justify-between gap-4">
                  <dt>{t('cart.summary.discount', { code: discount.code })}</dt>
                  <dd data-testid="cart-discount" className="whitespace-nowrap text-green-700">
                    −{formatPrice(cart.discount_total, language)}
                  </dd>
                </div>
              ) : null}
              {hasWrapping ? (
                <div className="flex justify-between gap-4">
                  <dt>{t('cart.summary.wrapping')}</dt>
                  <dd data-testid="cart-wrapping" className="whitespace-nowrap">
                    {formatPrice(cart.wrapping_total, language)}
                  </dd>
                </div>
              ) : null}
              <div className="flex justify-between gap-4">
                <dt>
                  {cart.delivery
                    ? t('cart.summary.delivery', { method: cart.delivery.name })
                    : t('cart.summary.shipping')}
                </dt>
                <dd data-testid="cart-delivery-total" className="whitespace-nowrap">
                  {!cart.delivery ? (
                    <span className="text-ink-600">{t('cart.summary.deliveryNotChosen')}</span>
                  ) : cart.delivery_total === '0.00' ? (
                    <span className="font-medium text-green-700">{t('cart.summary.free')}</span>
                  ) : (
                    formatPrice(cart.delivery_total, language)
                  )}
                </dd>
              </div>
              {paysWithCards ? (
                <div className="flex justify-between gap-4">
                  <dt>{t('cart.summary.giftCards')}</dt>
                  <dd data-testid="cart-gift-cards" className="whitespace-nowrap">
                    −{formatPrice(cart.gift_card_total, language)}
                  </dd>
                </div>
              ) : null}
              <div className="flex justify-between gap-4 border-t border-cream-200 pt-3 text-lg font-semibold text-ink-900">
                <dt>{paysWithCards ? t('cart.summary.toPay') : t('cart.summary.total')}</dt>
                <dd data-testid="cart-total" className="whitespace-nowrap">
                  {formatPrice(cart.total_price, language)}
                </dd>
              </div>
            </dl>
            {/* A list of its own: a <dl> holds only its term and value pairs. */}
            <div className="mt-2">
              <VatBreakdownLines breakdown={cart.vat_breakdown} language={language} />
            </div>
            <CartCodes />
            {/* A gift change being saved (a message left a moment ago) goes with this checkout. */}
            {/* Remounted when the payment page comes or goes, so the form starts from its defaults. */}
            <CartCheckout
              key={noPaymentPage ? 'no-payment-page' : 'payment-page'}
              disabled={isEmpty || loading}
              cartEmpty={isEmpty}
              noPaymentPage={noPaymentPage}
            />
            <div className="mt-3">
              <ClearCartButton />
            </div>
          </aside>
          <CartCheckoutBar
            summary={summary}
            label={paysWithCards ? t('cart.summary.toPay') : t('cart.summary.total')}
            total={formatPrice(cart.total_price, language)}
            needsDetails={noPaymentPage !== null}
            disabled={loading}
          />
        </div>
      )}
    </div>
  );
}
