import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STOREFRONT_ROUTES } from '@shop/contracts';
import { buttonClasses } from '../../../components/ui/button';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { GiftsIllustration } from '../../../components/illustrations/GiftsIllustration';
import { SITE } from '../../../config/site';
import { Testimonials } from '../components/Testimonials';
import { useStaticPageHead } from '../hooks/use-static-page-head';

const REASONS = ['madeToOrder', 'personal', 'securePayment', 'care'] as const;

const reasonIcons: Record<(typeof REASONS)[number], ReactNode> = {
  madeToOrder: <path d="M4 20h16M6 16l8-8 3 3-8 8H6zM14 8l2-2 3 3-2 2" />,
  personal: <path d="M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.5A4 4 0 0 1 19 10c0 5.5-7 10-7 10z" />,
  securePayment: (
    <>
      <rect x="5" y="11" width="14" height="9" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </>
  ),
  care: <path d="M4 12a8 8 0 1 0 3-6.2M4 4v4h4M12 8v4l3 2" />,
};

/**
 * The home page (spec §2): hero, the product carousel, a look at who we are, four reasons to
 * choose the shop and what customers say. The carousel belongs to the catalogue feature; the
 * router passes it in.
 */
export function HomePage({ productCarousel }: { productCarousel?: ReactNode }) {
  const { t } = useTranslation();
  useStaticPageHead('home');

  return (
    <>
      <section
        aria-labelledby="home-hero-heading"
        className="relative overflow-hidden bg-linear-to-b from-cream-50 via-cream-100 to-cream-50"
      >
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8 lg:py-24">
          <div>
            <h1
              id="home-hero-heading"
              className="text-4xl leading-tight font-semibold tracking-tight text-ink-900 sm:text-5xl lg:text-6xl"
            >
              {t('home.hero.heading')}
            </h1>
            <p className="mt-4 font-display text-xl text-clay-700 italic sm:text-2xl">
              {t('home.hero.subheading')}
            </p>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-700">
              {t('home.hero.description')}
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to={STOREFRONT_ROUTES.products} className={buttonClasses({ size: 'lg' })}>
                {t('home.hero.cta')}
                <ArrowRightIcon className="size-5" />
              </Link>
              <Link
                to={STOREFRONT_ROUTES.about}
                className={buttonClasses({ size: 'lg', variant: 'ghost' })}
              >
                {t('home.hero.secondaryCta')}
              </Link>
            </div>
            <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-700">
              {(['madeToOrder', 'fastShipping', 'belgium'] as const).map((key) => (
                <li key={key} className="flex items-center gap-2">
                  <span className="size-1.5 rounded-full bg-clay-500" aria-hidden="true" />
                  {t(`home.hero.highlights.${key}`)}
                </li>
              ))}
            </ul>
          </div>
          <GiftsIllustration className="mx-auto w-full max-w-md lg:max-w-lg" />
        </div>
      </section>

      {productCarousel}

      <section aria-labelledby="home-about-heading" className="py-16 sm:py-20">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_1.2fr] lg:px-8">
          <div className="rounded-3xl bg-clay-600 p-8 text-white sm:p-10">
            <p className="font-display text-5xl font-semibold">{t('about.figures.gifts.value')}</p>
            <p className="mt-2 text-lg text-clay-50">{t('about.figures.gifts.label')}</p>
            <p className="mt-8 font-display text-5xl font-semibold">
              {t('about.figures.happy.value')}
            </p>
            <p className="mt-2 text-lg text-clay-50">{t('about.figures.happy.label')}</p>
          </div>
          <div>
            <p className="text-sm font-semibold tracking-widest text-clay-600 uppercase">
              {t('home.aboutPreview.eyebrow')}
            </p>
            <h2
              id="home-about-heading"
              className="mt-3 text-3xl font-semibold tracking-tight text-ink-900 sm:text-4xl"
            >
              {t('home.aboutPreview.title')}
            </h2>
            <p className="mt-5 text-lg leading-relaxed text-ink-700">
              {t('home.aboutPreview.body', { shop: SITE.name })}
            </p>
            <Link
              to={STOREFRONT_ROUTES.about}
              className={buttonClasses({ variant: 'outline', className: 'mt-8' })}
            >
              {t('home.aboutPreview.cta')}
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="home-reasons-heading" className="bg-white py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2
            id="home-reasons-heading"
            className="text-center text-3xl font-semibold tracking-tight text-ink-900 sm:text-4xl"
          >
            {t('home.whyChooseUs.title', { shop: SITE.name })}
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {REASONS.map((key) => (
              <li
                key={key}
                data-testid="reason-card"
                className="rounded-2xl border border-cream-200 bg-cream-50 p-6"
              >
                <span className="inline-flex size-12 items-center justify-center rounded-full bg-clay-100 text-clay-700">
                  <svg
                    viewBox="0 0 24 24"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    className="size-6"
                    aria-hidden="true"
                    focusable="false"
                  >
                    {reasonIcons[key]}
                  </svg>
                </span>
                <h3 className="mt-4 text-lg font-semibold text-ink-900">
                  {t(`home.whyChooseUs.items.${key}.title`)}
                </h3>
                <p className="mt-2 leading-relaxed text-ink-700">
                  {t(`home.whyChooseUs.items.${key}.body`)}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Testimonials title={t('home.testimonialsTitle')} headingId="home-testimonials-heading" />
    </>
  );
}
