import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { productPath, type Language, type ProductListItem } from '@shop/contracts';
import { formatPrice } from '../../../lib/format';
import { SaleReference } from './SaleReference';
import { AvailabilityBadge } from './AvailabilityBadge';
import { NoImage, ProductImage } from './ProductImage';

/** The grid is 2 to 4 columns wide (see ProductsPage): what one card's picture occupies. */
const CARD_IMAGE_SIZES =
  '(min-width: 1280px) 296px, (min-width: 1024px) calc((100vw - 7rem) / 3), (min-width: 640px) calc((100vw - 4.5rem) / 2), calc((100vw - 2.75rem) / 2)';

/**
 * One product in the grid. The whole card is clickable through the name link, stretched
 * over the card with a pseudo-element, so there is a single link per card for assistive
 * technology and keyboard users.
 */
export function ProductCard({
  product,
  language,
  action,
}: {
  product: ProductListItem;
  language: Language;
  /**
   * SEAM (cart issue): the "Add to Cart" button for signed-in visitors when the product is
   * available (spec §2). Give it `relative z-10` so it sits above the stretched card link.
   */
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  const name = product.name.trim() || t('products.card.unnamed');
  const noImage = <NoImage label={t('products.card.noImage')} />;
  const image =
    product.main_image ??
    (product.main_image_url
      ? { url: product.main_image_url, alt: name, width: null, height: null, variants: [] }
      : null);

  return (
    <article
      data-testid="product-card"
      className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-cream-200 bg-white shadow-sm transition duration-200 hover:-translate-y-0.5 hover:shadow-lg hover:shadow-ink-900/5 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-clay-600"
    >
      <div className="aspect-square overflow-hidden bg-cream-100">
        {image ? (
          <ProductImage
            image={image}
            sizes={CARD_IMAGE_SIZES}
            fallback={noImage}
            className="transition duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          noImage
        )}
      </div>

      {/* Compact on a phone, where two cards stand side by side (issue 31). */}
      <div className="flex flex-1 flex-col gap-2 p-3 sm:gap-3 sm:p-5">
        <h3
          data-testid="product-name"
          className="text-base leading-snug font-semibold break-words hyphens-auto text-ink-900 sm:text-lg"
        >
          <Link
            to={productPath(product.slug)}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {name}
          </Link>
        </h3>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <p className="text-base font-semibold whitespace-nowrap text-clay-700 sm:text-lg">
            {formatPrice(product.price, language)}
          </p>
          <AvailabilityBadge availability={product.availability} />
        </div>
        <SaleReference product={product} />
        {/* The button shows once the visitor's sign-in is known, after the page has been
            taken over: its height is kept free from the start, so nothing moves then. */}
        {product.is_available && action ? <div className="min-h-9">{action}</div> : null}
      </div>
    </article>
  );
}
