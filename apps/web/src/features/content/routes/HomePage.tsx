import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STOREFRONT_ROUTES } from '@shop/contracts';
import { buttonClasses } from '../../../components/ui/button';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { GiftsIllustration } from '../../../components/illustrations/GiftsIllustration';

export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle();

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
      {/* Later issues: product carousel, about preview, why-choose-us cards, testimonials (spec §2). */}
    </>
  );
}
