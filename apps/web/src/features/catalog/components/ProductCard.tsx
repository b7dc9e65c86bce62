import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { productPath, type Language, type ProductListItem } from '@shop/contracts';
import { formatPrice } from '../../../lib/format';
import { AvailabilityBadge } from './AvailabilityBadge';

/**
 * One product in the grid. The whole card is clickable through the name link, stretched
 * over the card with a pseudo-element, so there is a single link per card for assistive
 * technology and keyboard users.
 */
export function ProductCard({
  product,
  language,
}: {
  product: ProductListItem;
  language: Language;
}) {
  const { t } = useTranslation();
  const [imageFailed, setImageFailed] = useState(false);
  const name = product.name.trim() || t('products.card.unnamed');
  const imageUrl = imageFailed ? null : product.main_image_url;

  return (
    <article
      data-testid="product-card"
      className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-cream-200 bg-white shadow-sm transition duration-200 hover:-translate-y-0.5 hover:shadow-lg hover:shadow-ink-900/5 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-clay-600"
    >
      <div className="aspect-square overflow-hidden bg-cream-100">
        {imageUrl ? (
          <img
            src={imageUrl}
            alt={name}
            width={600}
            height={600}
            loading="lazy"
            decoding="async"
            onError={() => setImageFailed(true)}
            className="size-full object-cover transition duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <div className="flex size-full items-center justify-center p-6 text-center text-sm text-ink-600">
            {t('products.card.noImage')}
          </div>
        )}
      </div>

      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <h3 data-testid="product-name" className="text-lg leading-snug font-semibold text-ink-900">
          <Link
            to={productPath(product.slug)}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {name}
          </Link>
        </h3>
        <div className="mt-auto flex items-center justify-between gap-3">
          <p className="text-lg font-semibold whitespace-nowrap text-clay-700">
            {formatPrice(product.price, language)}
          </p>
          <AvailabilityBadge availability={product.availability} />
        </div>
        {/*
         * SEAM (cart issue): "Add to Cart" for signed-in visitors when product.is_available
         * (spec §2). Give it `relative z-10` so it sits above the stretched card link.
         */}
      </div>
    </article>
  );
}
