import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResponsiveImage } from '@shop/contracts';
import { ArrowLeftIcon, ArrowRightIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import { NoImage, ProductImage } from './ProductImage';

export type GalleryPicture = Pick<ResponsiveImage, 'url' | 'alt' | 'width' | 'height' | 'variants'>;

/** The gallery is at most about 36rem wide, full width on small screens. */
const GALLERY_SIZES = '(min-width: 1024px) 576px, calc(100vw - 2rem)';

const arrowButton =
  'absolute top-1/2 z-10 inline-flex size-11 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-white/90 text-ink-900 shadow-md transition hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay-600';

/**
 * The product's pictures (spec §2): one at a time, with previous/next buttons and one dot per
 * picture when there is more than one. The arrow keys move between pictures while the
 * gallery has focus; every control is a button, reachable with Tab.
 */
export function ProductGallery({
  pictures,
  productName,
  overlay = null,
}: {
  pictures: GalleryPicture[];
  productName: string;
  /** Drawn over the main picture: the customer's photo in its printable area (issue 29). */
  overlay?: ReactNode;
}) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const count = pictures.length;
  const hasMany = count > 1;
  const show = (index: number) => setCurrent(((index % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!hasMany) return;
    if (event.key === 'ArrowLeft') show(current - 1);
    else if (event.key === 'ArrowRight') show(current + 1);
    else return;
    event.preventDefault();
  };

  if (count === 0) {
    return (
      <div className="aspect-square overflow-hidden rounded-3xl bg-cream-100">
        <NoImage label={t('products.card.noImage')} />
      </div>
    );
  }

  return (
    <section
      aria-roledescription={t('product.gallery.roleDescription')}
      aria-label={t('product.gallery.label', { name: productName })}
      onKeyDown={onKeyDown}
      className="relative"
    >
      <div className="relative aspect-square overflow-hidden rounded-3xl bg-cream-100">
        <div
          className="flex h-full transition-transform duration-300 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${current * 100}%)` }}
        >
          {pictures.map((picture, index) => (
            <div
              key={picture.url}
              role="group"
              aria-roledescription={t('product.gallery.slide')}
              aria-label={t('product.gallery.position', { number: index + 1, total: count })}
              aria-hidden={index !== current}
              inert={index !== current}
              className="relative h-full w-full shrink-0"
              data-testid="gallery-slide"
              data-active={index === current ? 'true' : 'false'}
            >
              <ProductImage
                image={picture}
                sizes={GALLERY_SIZES}
                priority={index === 0}
                fallback={<NoImage label={t('products.card.noImage')} />}
              />
              {index === 0 ? overlay : null}
            </div>
          ))}
        </div>

        {hasMany ? (
          <>
            <button
              type="button"
              className={cn(arrowButton, 'left-3')}
              onClick={() => show(current - 1)}
              aria-label={t('product.gallery.previous')}
            >
              <ArrowLeftIcon className="size-5" />
            </button>
            <button
              type="button"
              className={cn(arrowButton, 'right-3')}
              onClick={() => show(current + 1)}
              aria-label={t('product.gallery.next')}
            >
              <ArrowRightIcon className="size-5" />
            </button>
          </>
        ) : null}
      </div>

      {hasMany ? (
        <div className="mt-4 flex justify-center gap-1">
          {pictures.map((picture, index) => (
            <button
              key={picture.url}
              type="button"
              onClick={() => show(index)}
              aria-label={t('product.gallery.goTo', { number: index + 1 })}
              aria-current={index === current ? 'true' : undefined}
              className="group inline-flex size-8 cursor-pointer items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-clay-600"
            >
              <span
                className={cn(
                  'block size-2.5 rounded-full transition-colors',
                  index === current ? 'bg-clay-600' : 'bg-ink-300 group-hover:bg-ink-400',
                )}
              />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
