import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GiftsIllustration } from '../../../components/illustrations/GiftsIllustration';
import { usePriorityImagePreload } from '../../../lib/image-preloads';

export const PRODUCTS_HERO_IMAGE = '/media/hero/products-hero.webp';
/**
 * Smaller copies beside it (the demo's in apps/server/seed-assets/hero/): a phone shows the
 * photo about 400 px wide, and the 44 KB original was most of what its first paint waited for.
 */
const PRODUCTS_HERO_SRCSET = [
  '/media/hero/products-hero-640w.webp 640w',
  '/media/hero/products-hero-960w.webp 960w',
  `${PRODUCTS_HERO_IMAGE} 1600w`,
].join(', ');
const HERO_SIZES = '(min-width: 1024px) 36rem, calc(100vw - 2rem)';

export function ProductsHero({ title }: { title: string }) {
  const { t } = useTranslation();
  // Without the photo (not uploaded yet, media server down) the frame shows an illustration.
  const [imageFailed, setImageFailed] = useState(false);
  usePriorityImagePreload({
    src: PRODUCTS_HERO_IMAGE,
    srcSet: PRODUCTS_HERO_SRCSET,
    sizes: HERO_SIZES,
  });

  return (
    <section
      aria-labelledby="products-hero-heading"
      className="bg-linear-to-b from-cream-100 to-cream-50"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1.1fr_1fr] lg:px-8">
        <div>
          <p className="text-sm font-semibold tracking-widest text-clay-600 uppercase">
            {t('products.hero.eyebrow')}
          </p>
          <h1
            id="products-hero-heading"
            className="mt-3 text-4xl font-semibold tracking-tight text-ink-900 sm:text-5xl"
          >
            {title}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-700">
            {t('products.hero.intro')}
          </p>
        </div>
        <div className="relative aspect-[16/10] overflow-hidden rounded-3xl bg-linear-to-br from-clay-100 via-cream-200 to-clay-200 shadow-sm">
          {imageFailed ? (
            <GiftsIllustration className="absolute inset-0 m-auto h-5/6 w-auto" />
          ) : (
            <img
              src={PRODUCTS_HERO_IMAGE}
              srcSet={PRODUCTS_HERO_SRCSET}
              sizes={HERO_SIZES}
              alt={t('products.hero.imageAlt')}
              width={1600}
              height={1000}
              fetchPriority="high"
              onError={() => setImageFailed(true)}
              className="size-full object-cover"
            />
          )}
        </div>
      </div>
    </section>
  );
}
