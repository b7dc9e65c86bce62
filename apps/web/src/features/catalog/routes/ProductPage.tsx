import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  STOREFRONT_ROUTES,
  productPageHead,
  type Language,
  type ProductDetail,
  type ProductVariant,
} from '@shop/contracts';
import { Button, buttonClasses } from '../../../components/ui/button';
import { HydrateLater } from '../../../components/ui/hydrate-later';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { useLanguage } from '../../../hooks/use-language';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { usePageHead } from '../../../hooks/use-page-head';
import { describeApiFailure } from '../../../lib/api-failure';
import { formatPrice } from '../../../lib/format';
import { AvailabilityBadge } from '../components/AvailabilityBadge';
import { SaleReference } from '../components/SaleReference';
import { ProductDescription } from '../components/ProductDescription';
import { ProductFeatures } from '../components/ProductFeatures';
import { ProductGallery, type GalleryPicture } from '../components/ProductGallery';
import { ProductPurchase, type PurchaseHandlers } from '../components/ProductPurchase';
import { failureOf } from '../../../lib/api';
import { useGetProductQuery } from '../api/product-api';
import { productError, type ProductError } from '../product-error';
import { VariantPicker } from '../components/VariantPicker';
import { useVariantChoice } from '../use-variant-choice';
import { firstUnchosenOption, lowestVariantPrice } from '../variant-choice';
import { usePhotoChoice } from '../photo/use-photo-choice';
import { PhotoPreview } from '../photo/PhotoPreview';

/** The product's pictures; a chosen variant's own picture comes first, in the main one's place. */
function picturesOf(product: ProductDetail, variant: ProductVariant | null): GalleryPicture[] {
  const main: GalleryPicture | null = variant?.image_url
    ? { url: variant.image_url, alt: product.name, width: null, height: null, variants: [] }
    : product.main_image;
  return [
    ...(main ? [main] : []),
    ...product.carousel_images.map(({ image_url, alt_text, ...rest }) => ({
      ...rest,
      url: image_url,
      alt: alt_text,
    })),
  ];
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link
      to={STOREFRONT_ROUTES.products}
      className="inline-flex items-center gap-2 rounded font-medium text-clay-700 underline-offset-4 hover:underline"
    >
      <ArrowLeftIcon className="size-5" />
      {t('product.back')}
    </Link>
  );
}

function ErrorState({
  error,
  slug,
  onRetry,
}: {
  error: Exclude<ProductError, { reason: 'notFound' }>;
  slug: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const message =
    error.reason === 'apiError'
      ? t('product.error.apiError', { message: error.message })
      : t(`product.error.${error.reason}`, { slug });
  return (
    <div
      role="alert"
      className="mx-auto max-w-lg rounded-2xl border border-clay-200 bg-clay-50 px-6 py-10 text-center"
    >
      <h1 className="text-2xl font-semibold text-ink-900">{t('product.error.title')}</h1>
      <p className="mt-3 text-ink-700">{message}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>{t('product.error.retry')}</Button>
        <Link to={STOREFRONT_ROUTES.products} className={buttonClasses({ variant: 'outline' })}>
          {t('product.back')}
        </Link>
      </div>
    </div>
  );
}

function NotFoundState({ slug }: { slug: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-lg py-10 text-center">
      <h1 className="text-3xl font-semibold text-ink-900">{t('product.notFound.title')}</h1>
      <p className="mt-4 text-lg text-ink-700">{t('product.notFound.body')}</p>
      <p className="mt-2 text-sm text-ink-600">{t('product.error.notFound', { slug })}</p>
      <Link to={STOREFRONT_ROUTES.products} className={buttonClasses({ className: 'mt-8' })}>
        {t('product.notFound.browse')}
      </Link>
    </div>
  );
}

function LoadingState() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-10 lg:grid-cols-2" aria-busy="true">
      <div className="aspect-square animate-pulse rounded-3xl bg-cream-100" aria-hidden="true" />
      <div>
        <p role="status" className="text-ink-700">
          {t('product.loading')}
        </p>
        <div className="mt-6 space-y-4" aria-hidden="true">
          <div className="h-10 w-3/4 animate-pulse rounded bg-cream-200" />
          <div className="h-8 w-1/4 animate-pulse rounded bg-cream-200" />
          <div className="h-24 w-full animate-pulse rounded bg-cream-200" />
        </div>
      </div>
    </div>
  );
}

type ProductState =
  | { status: 'loading'; product: null; error: null }
  | { status: 'loaded'; product: ProductDetail; error: null }
  | { status: 'failed'; product: null; error: ProductError };

/**
 * The product in the visitor's language (names and descriptions come translated), again when
 * the slug or the language changes and on `retry`.
 */
function useProduct(slug: string, lang: Language): ProductState & { retry: () => void } {
  const query = useGetProductQuery({ slug, lang });
  const retry = query.refetch;
  if (query.isFetching || query.isUninitialized) {
    return { status: 'loading', product: null, error: null, retry };
  }
  if (query.isError) {
    const failure = failureOf(query.error) ?? describeApiFailure(undefined);
    return { status: 'failed', product: null, error: productError(failure), retry };
  }
  if (!query.currentData) {
    return { status: 'failed', product: null, error: { reason: 'notFound' }, retry };
  }
  return { status: 'loaded', product: query.currentData, error: null, retry };
}

/**
 * The product detail page (spec §2). The cart provides the buying actions through `purchase`;
 * without them the buttons show but stay disabled. An unavailable product offers 'Notify When
 * Available' (NotifyWhenAvailable).
 */
export function ProductPage({ purchase = {} }: { purchase?: PurchaseHandlers }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { slug = '' } = useParams();
  const { status, product, error, retry } = useProduct(slug, language);
  const { choice, variant, choose } = useVariantChoice(product);
  const photo = usePhotoChoice(product?.photo ? product.id : null);
  // The personalisation text as typed, drawn on the photo's preview.
  const [previewText, setPreviewText] = useState('');

  // The head is the browser's business: the server writes its own (plugins/seo.ts), and
  // while rendering there it has no address to build absolute URLs from.
  const origin = globalThis.location?.origin;
  const pageMeta = usePageMeta();
  usePageHead(
    product && origin
      ? productPageHead(product, language, origin, pageMeta('pages.products').description)
      : error?.reason === 'notFound'
        ? { ...pageMeta('notFound'), path: null, type: 'website' }
        : null,
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <nav aria-label={t('product.breadcrumbLabel')} className="mb-8">
        <BackLink />
      </nav>

      {status === 'loading' ? (
        <LoadingState />
      ) : status === 'failed' ? (
        error.reason === 'notFound' ? (
          <NotFoundState slug={slug} />
        ) : (
          <ErrorState error={error} slug={slug} onRetry={retry} />
        )
      ) : (
        <article className="grid gap-10 lg:grid-cols-2 lg:gap-14">
          {/* The picture is painted from the server's element; its buttons (and the photo's
              editor) are taken over in a task of their own, as the buying block below
              (ADR 0104). */}
          <HydrateLater>
            <ProductGallery
              // A new photo shows on the main picture: the gallery starts from it again.
              key={`${product.slug}:${photo.choice.upload?.id ?? ''}`}
              pictures={picturesOf(product, variant)}
              productName={product.name}
              overlay={
                <PhotoPreview
                  product={product}
                  choice={photo.choice}
                  onPlace={photo.place}
                  text={previewText}
                />
              }
            />
          </HydrateLater>

          <div>
            <div className="flex flex-wrap items-center gap-3">
              <span className="text-sm font-semibold tracking-widest text-clay-600 uppercase">
                {t(`products.categories.${product.category}`)}
              </span>
              <AvailabilityBadge
                availability={
                  variant && !variant.is_available ? 'out_of_stock' : product.availability
                }
              />
            </div>
            <h1
              data-testid="product-title"
              className="mt-3 text-3xl leading-tight font-semibold tracking-tight text-ink-900 sm:text-4xl"
            >
              {product.name}
            </h1>
            <p
              data-testid="product-price"
              className="mt-4 text-3xl font-semibold whitespace-nowrap text-clay-700"
            >
              {variant
                ? formatPrice(variant.price, language)
                : product.variants.some((other) => other.price !== product.price)
                  ? t('product.variants.fromPrice', {
                      price: formatPrice(
                        lowestVariantPrice(product.variants) ?? product.price,
                        language,
                      ),
                    })
                  : formatPrice(product.price, language)}
            </p>
            {/* The 30-day reference is the product's price's (ADR 0080). */}
            {!variant || variant.regular_price === product.regular_price ? (
              <SaleReference product={product} className="mt-2" />
            ) : null}
            {product.options.length > 0 ? (
              <div className="mt-6">
                <VariantPicker
                  options={product.options}
                  variants={product.variants}
                  choice={choice}
                  onChoose={choose}
                />
              </div>
            ) : null}

            <HydrateLater>
              <div className="mt-8">
                <ProductPurchase
                  key={product.id}
                  productId={product.id}
                  productSlug={product.slug}
                  isAvailable={variant ? variant.is_available : product.is_available}
                  variantId={variant?.id ?? null}
                  chooseFirst={firstUnchosenOption(product, choice)?.name ?? null}
                  personalization={product.personalization}
                  isGiftCard={product.is_gift_card}
                  photo={
                    product.photo
                      ? {
                          required: product.photo.mode === 'required',
                          choice: photo.choice,
                          onChoose: photo.choose,
                          onSignIn: photo.signIn,
                          input: photo.input,
                        }
                      : null
                  }
                  onTextChange={setPreviewText}
                  {...purchase}
                />
              </div>
            </HydrateLater>

            {/* Below the buying buttons: taken over in a task of its own (ADR 0104). */}
            <HydrateLater>
              <ProductFeatures mailed={product.is_gift_card} />
            </HydrateLater>

            <HydrateLater>
              <section aria-labelledby="product-description-heading" className="mt-10">
                <h2 id="product-description-heading" className="text-xl font-semibold text-ink-900">
                  {t('product.descriptionTitle')}
                </h2>
                <div className="mt-4">
                  <ProductDescription
                    html={product.description}
                    fallback={t('product.noDescription')}
                  />
                </div>
              </section>
            </HydrateLater>
          </div>
        </article>
      )}
    </div>
  );
}
