import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  STOREFRONT_ROUTES,
  moneyToApi,
  multiplyMoney,
  parseMoney,
  type CheckoutSuccess,
  type ShippingAddress,
} from '@shop/contracts';
import { DocumentLinks } from '../../../components/documents/DocumentLinks';
import { VatBreakdownLines } from '../../../components/documents/VatBreakdownLines';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useLanguage } from '../../../hooks/use-language';
import { formatPrice } from '../../../lib/format';
import { paymentMethodText } from '../../../lib/payment-method';
import { OrderStatusBadge, formatOrderDate } from '../../orders';
import { useGetCheckoutSuccessQuery } from '../api/get-checkout-success';

function Spinner() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-16 text-ink-700">
      <span
        aria-hidden="true"
        className="size-12 rounded-full border-4 border-cream-200 border-t-clay-600 motion-safe:animate-spin"
      />
      {t('checkoutSuccess.loading')}
    </div>
  );
}

function ErrorCard({ onRetry }: { onRetry: (() => void) | null }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="mx-auto max-w-lg rounded-2xl border border-clay-200 bg-clay-50 px-6 py-10 text-center"
    >
      <h1 className="text-2xl font-semibold text-ink-900">{t('checkoutSuccess.errorTitle')}</h1>
      <p className="mt-3 text-ink-700">{t('checkoutSuccess.errorLoadingOrder')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={STOREFRONT_ROUTES.home} className={buttonClasses()}>
          {t('checkoutSuccess.backHome')}
        </Link>
        {onRetry ? (
          <Button variant="outline" onClick={onRetry}>
            {t('checkoutSuccess.retry')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

const NAMED_COUNTRIES = ['BE', 'FR', 'NL', 'DE', 'LU'] as const;
/** The countries the shop ships to have a name in every language; another code shows as is. */
function isShippingCountry(code: string): code is (typeof NAMED_COUNTRIES)[number] {
  return (NAMED_COUNTRIES as readonly string[]).includes(code);
}

function Address({ address }: { address: ShippingAddress }) {
  const { t } = useTranslation();
  const lines = [
    address.name,
    address.address_1,
    address.address_2,
    `${address.postal_code} ${address.city}`,
    isShippingCountry(address.country)
      ? t(`checkoutSuccess.countries.${address.country}`)
      : address.country,
  ].filter((line): line is string => Boolean(line && line.trim()));
  return (
    <address className="not-italic text-ink-700" data-testid="shipping-address">
      {lines.map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

function Confirmation({ order }: { order: CheckoutSuccess }) {
  const { t } = useTranslation();
  const { language } = useLanguage();

  return (
    <article className="mx-auto max-w-3xl">
      <div className="text-center">
        <span
          aria-hidden="true"
          className="mx-auto flex size-16 items-center justify-center rounded-full bg-sage-100 text-3xl text-sage-800"
        >
          ✓
        </span>
        <h1 className="mt-6 text-4xl font-semibold tracking-tight text-ink-900">
          {t('checkoutSuccess.title')}
        </h1>
        <p className="mt-4 text-lg text-ink-700">{t('checkoutSuccess.thanks')}</p>
        <p className="mt-6 text-ink-700">
          {t('checkoutSuccess.orderNumber')}{' '}
          <strong data-testid="order-number" className="text-2xl text-ink-900">
            #{order.order_id}
          </strong>
        </p>
      </div>

      <div className="mt-10 grid gap-6 md:grid-cols-[2fr_1fr]">
        <section
          aria-labelledby="order-items-heading"
          className="rounded-3xl border border-cream-200 bg-white p-6 shadow-sm"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="order-items-heading" className="text-xl font-semibold text-ink-900">
              {t('checkoutSuccess.details')}
            </h2>
            <OrderStatusBadge status={order.status} />
          </div>
          <p className="mt-2 text-sm text-ink-600">
            {t('checkoutSuccess.placedOn')}{' '}
            <time dateTime={order.created_at}>{formatOrderDate(order.created_at)}</time>
          </p>
          <ul className="mt-4 divide-y divide-cream-200">
            {order.items.map((item, index) => (
              <li key={index} className="flex justify-between gap-4 py-3">
                <div>
                  <p className="font-medium text-ink-900">{item.product_name}</p>
                  {item.personalization ? (
                    <p className="text-sm text-ink-700">
                      {t('checkoutSuccess.personalization', { text: item.personalization })}
                    </p>
                  ) : null}
                  <p className="text-sm text-ink-600">
                    {t('checkoutSuccess.quantityTimesPrice', {
                      quantity: item.quantity,
                      price: formatPrice(item.unit_price, language),
                    })}
                  </p>
                </div>
                <p className="font-medium whitespace-nowrap text-ink-900">
                  {formatPrice(
                    moneyToApi(multiplyMoney(parseMoney(item.unit_price), item.quantity)),
                    language,
                  )}
                </p>
              </li>
            ))}
            {order.gift.wrapping_price !== null ? (
              <li data-testid="order-wrapping" className="flex justify-between gap-4 py-3">
                <p className="font-medium text-ink-900">{t('orders.gift.title')}</p>
                <p className="font-medium whitespace-nowrap text-ink-900">
                  {t('orders.gift.wrapped', {
                    price: formatPrice(order.gift.wrapping_price, language),
                  })}
                </p>
              </li>
            ) : null}
            {order.discount ? (
              <li data-testid="order-discount" className="flex justify-between gap-4 py-3">
                <p className="font-medium text-ink-900">
                  {t('checkoutSuccess.discount', { code: order.discount.code })}
                </p>
                <p className="font-medium whitespace-nowrap text-green-700">
                  −{formatPrice(order.discount.amount, language)}
                </p>
              </li>
            ) : null}
            {order.gift_card_total !== '0.00' ? (
              <li data-testid="order-gift-cards" className="flex justify-between gap-4 py-3">
                <p className="font-medium text-ink-900">{t('checkoutSuccess.giftCards')}</p>
                <p className="font-medium whitespace-nowrap text-ink-900">
                  −{formatPrice(order.gift_card_total, language)}
                </p>
              </li>
            ) : null}
          </ul>
          <div className="mt-2 flex justify-between border-t border-cream-200 pt-4 text-lg font-semibold text-ink-900">
            <span>{t('checkoutSuccess.total')}</span>
            <span className="whitespace-nowrap" data-testid="order-total">
              {formatPrice(order.total_amount, language)}
            </span>
          </div>
          <div className="mt-2">
            <VatBreakdownLines
              breakdown={order.vat_breakdown}
              language={language}
              reverseCharge={order.reverse_charge}
            />
          </div>
          {order.payment_method ? (
            <p data-testid="order-payment-method" className="mt-2 text-sm text-ink-700">
              {t('orders.card.paymentMethod')}: {paymentMethodText(order.payment_method, t)}
            </p>
          ) : null}
          <div className="mt-4">
            <DocumentLinks invoice={order.invoice} creditNotes={order.credit_notes} />
          </div>
        </section>

        <section
          aria-labelledby="shipping-heading"
          className="rounded-3xl border border-cream-200 bg-white p-6 shadow-sm"
        >
          <h2 id="shipping-heading" className="text-xl font-semibold text-ink-900">
            {/* A gift goes to someone else: the payment page's address is the recipient's. */}
            {order.gift.is_gift ? t('orders.gift.recipient') : t('checkoutSuccess.shippingAddress')}
          </h2>
          <div className="mt-4">
            {order.shipping_address ? (
              <Address address={order.shipping_address} />
            ) : (
              <p className="text-ink-700">{t('checkoutSuccess.addressPending')}</p>
            )}
          </div>
          {order.gift.message ? (
            <div data-testid="order-gift-message" className="mt-6">
              <h3 className="font-semibold text-ink-900">{t('orders.gift.message')}</h3>
              <p className="mt-1 whitespace-pre-line text-ink-700">{order.gift.message}</p>
            </div>
          ) : null}
        </section>
      </div>

      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link to={STOREFRONT_ROUTES.home} className={buttonClasses({ variant: 'outline' })}>
          {t('checkoutSuccess.backHome')}
        </Link>
        <Link to={STOREFRONT_ROUTES.products} className={buttonClasses()}>
          {t('checkoutSuccess.continueShopping')}
        </Link>
      </div>
    </article>
  );
}

/** /checkout/success?session_id=… (spec §2): where the payment page sends the customer back. */
export function CheckoutSuccessPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');
  // Without a session there is no order to look up (an address typed or cut short).
  const query = useGetCheckoutSuccessQuery(sessionId ?? '', { skip: !sessionId });
  const order = query.isFetching ? undefined : query.currentData;
  useDocumentTitle(t('checkoutSuccess.title'));

  return (
    <div className="px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
      {!sessionId || query.isError ? (
        <ErrorCard onRetry={sessionId ? query.refetch : null} />
      ) : order ? (
        <Confirmation order={order} />
      ) : (
        <Spinner />
      )}
    </div>
  );
}
