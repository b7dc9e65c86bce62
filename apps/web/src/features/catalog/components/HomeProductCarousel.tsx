import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STOREFRONT_ROUTES, productPath, type ProductListItem } from '@shop/contracts';
import { ArrowLeftIcon, ArrowRightIcon } from '../../../components/ui/icons';
import { useLanguage } from '../../../hooks/use-language';
import { formatPrice } from '../../../lib/format';
import { useGetHomeProductsQuery } from '../api/catalog-api';
import { NoImage, ProductImage } from './ProductImage';
import { SaleReference } from './SaleReference';

/** Spec §2, §9: the previous/next buttons scroll by this much. */
export const CAROUSEL_SCROLL_STEP = 300;
/** Card widths: 200 px below 480 px, 230 px below 768 px, 384 px otherwise. */
const CARD_WIDTH_CLASSES = 'w-[200px] min-[480px]:w-[230px] md:w-[384px]';
const CARD_IMAGE_SIZES = '(min-width: 768px) 384px, (min-width: 480px) 230px, 200px';
/** The staggered fade: each card starts this much after the one before. */
const STAGGER_MS = 70;

function useHomeProducts() {
  const { language } = useLanguage();
  const query = useGetHomeProductsQuery(language);
  // The products a server-rendered page came with are on screen from the first paint: no
  // entrance for them.
  const [firstProducts] = useState(query.currentData);
  useEffect(() => {
    // Spec §8: on the home page a failure is logged and the carousel shows no products.
    if (query.isError) console.error('Loading the home page products failed', query.error);
  }, [query.isError, query.error]);
  // While another language loads, the spinner shows.
  const loading = query.isFetching || query.isUninitialized;
  const products = loading ? [] : (query.currentData ?? []);
  const shownFromStart = !loading && products === firstProducts;
  return { products, loading, shownFromStart };
}

/** Cards slide in one after the other, unless the visitor asked for less motion. */
function useStaggeredEntrance(list: HTMLElement | null, count: number) {
  useEffect(() => {
    if (!list || count === 0) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const animations = [...list.children].map((card, index) =>
      card.animate(
        [
          { opacity: 0, transform: 'translateX(24px)' },
          { opacity: 1, transform: 'translateX(0)' },
        ],
        { duration: 450, delay: index * STAGGER_MS, easing: 'ease-out', fill: 'backwards' },
      ),
    );
    return () => animations.forEach((animation) => animation.cancel());
  }, [list, count]);
}

function CarouselCard({ product }: { product: ProductListItem }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const name = product.name.trim() || t('products.card.unnamed');
  const noImage = <NoImage label={t('products.card.noImage')} />;
  const image =
    product.main_image ??
    (product.main_image_url
      ? { url: product.main_image_url, alt: name, width: null, height: null, variants: [] }
      : null);
  return (
    <Link
      to={productPath(product.slug)}
      data-testid="carousel-card"
      className="group block overflow-hidden rounded-2xl border border-cream-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg hover:shadow-ink-900/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay-600"
    >
      <div className="aspect-square overflow-hidden bg-cream-100">
        {image ? (
          <ProductImage
            image={{ ...image, alt: '' }}
            sizes={CARD_IMAGE_SIZES}
            fallback={noImage}
            className="transition duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          noImage
        )}
      </div>
      <div className="p-4">
        <p className="line-clamp-2 font-semibold text-ink-900">{name}</p>
        <p className="mt-1 font-semibold whitespace-nowrap text-clay-700">
          {formatPrice(product.price, language)}
        </p>
        <SaleReference product={product} className="mt-1" />
      </div>
    </Link>
  );
}

/**
 * The home page's product carousel (spec §2 "Home carousel"): a horizontal row of cards with
 * previous/next buttons, a spinner while loading and a message when there is nothing to show.
 */
export function HomeProductCarousel() {
  const { t } = useTranslation();
  const { products, loading, shownFromStart } = useHomeProducts();
  const scroller = useRef<HTMLDivElement>(null);
  const [list, setList] = useState<HTMLUListElement | null>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });
  useStaggeredEntrance(list, loading || shownFromStart ? 0 : products.length);

  const updateEdges = () => {
    const element = scroller.current;
    if (!element) return;
    setEdges({
      atStart: element.scrollLeft <= 1,
      atEnd: element.scrollLeft + element.clientWidth >= element.scrollWidth - 1,
    });
  };
  useEffect(updateEdges, [products, loading]);

  const scrollByStep = (direction: -1 | 1) =>
    scroller.current?.scrollBy({ left: direction * CAROUSEL_SCROLL_STEP, behavior: 'smooth' });

  return (
    <section aria-labelledby="home-carousel-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2
              id="home-carousel-heading"
              className="text-3xl font-semibold tracking-tight text-ink-900 sm:text-4xl"
            >
              {t('home.carousel.title')}
            </h2>
            <p className="mt-2 text-lg text-ink-700">{t('home.carousel.intro')}</p>
          </div>
          {products.length > 0 ? (
            <div className="flex gap-2">
              <button
                type="button"
                onClick={() => scrollByStep(-1)}
                disabled={edges.atStart}
                aria-label={t('home.carousel.previous')}
                aria-controls="home-carousel-track"
                className="inline-flex size-11 cursor-pointer items-center justify-center rounded-full border border-cream-300 bg-white text-ink-900 transition hover:bg-cream-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay-600 disabled:cursor-not-allowed disabled:opacity-40"
              >
                <ArrowLeftIcon className="size-5" />
              </button>
              <button
                type="button"
                onClick={() => scrollByStep(1)}
                disabled={edges.atEnd}
                aria-label={t('home.carousel.next')}
                aria-controls="home-carousel-track"
                className="inline-flex size-11 cursor-pointer items-center justify-center rounded-full border border-cream-300 bg-white text-ink-900 transition hover:bg-cream-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay-600 disabled:cursor-not-allowed disabled:opacity-40"
              >
                <ArrowRightIcon className="size-5" />
              </button>
            </div>
          ) : null}
        </div>

        <div className="mt-8">
          {loading ? (
            <div className="flex h-64 items-center justify-center" role="status">
              <span
                className="size-10 animate-spin rounded-full border-4 border-cream-200 border-t-clay-600 motion-reduce:animate-none"
                aria-hidden="true"
              />
              <span className="sr-only">{t('home.carousel.loading')}</span>
            </div>
          ) : products.length === 0 ? (
            <p className="py-16 text-center text-lg text-ink-700">{t('home.carousel.empty')}</p>
          ) : (
            <div
              id="home-carousel-track"
              ref={scroller}
              onScroll={updateEdges}
              data-testid="home-carousel"
              className="-mx-4 overflow-x-auto px-4 pb-4 [scrollbar-width:thin] motion-reduce:scroll-auto"
            >
              <ul ref={setList} className="flex gap-5">
                {products.map((product) => (
                  <li key={product.id} className={`shrink-0 ${CARD_WIDTH_CLASSES}`}>
                    <CarouselCard product={product} />
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>

        <div className="mt-6">
          <Link
            to={STOREFRONT_ROUTES.products}
            className="inline-flex items-center gap-2 rounded font-medium text-clay-700 underline-offset-4 hover:underline"
          >
            {t('home.carousel.viewAll')}
            <ArrowRightIcon className="size-5" />
          </Link>
        </div>
      </div>
    </section>
  );
}
