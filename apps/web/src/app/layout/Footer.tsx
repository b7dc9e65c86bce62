import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STOREFRONT_ROUTES, type CategorySlug } from '@shop/contracts';
import { SITE } from '../../config/site';
import { SellerIdentityLine } from '../../features/content';
import { LogoMark } from '../../components/layout/Logo';

function categoryPath(category: CategorySlug): string {
  return `${STOREFRONT_ROUTES.products}?category=${category}`;
}

const R = STOREFRONT_ROUTES;

/** Footer columns (spec §2 "Footer"); the legal column as issue 16 asks. */
const FOOTER_COLUMNS = [
  {
    titleKey: 'footer.shop.title',
    links: [
      { to: R.products, labelKey: 'footer.shop.allProducts' },
      { to: categoryPath('personalized'), labelKey: 'footer.shop.personalized' },
      { to: categoryPath('gift-cards'), labelKey: 'footer.shop.giftCards' },
      { to: categoryPath('seasonal'), labelKey: 'footer.shop.seasonal' },
    ],
  },
  {
    titleKey: 'footer.company.title',
    links: [
      { to: R.home, labelKey: 'footer.company.home' },
      { to: R.about, labelKey: 'footer.company.about' },
      { to: R.contact, labelKey: 'footer.company.contact' },
    ],
  },
  {
    titleKey: 'footer.service.title',
    links: [
      { to: R.help, labelKey: 'footer.service.help' },
      { to: R.wrapping, labelKey: 'footer.service.wrapping' },
      { to: R.shipping, labelKey: 'footer.service.shipping' },
      { to: R.returns, labelKey: 'footer.service.returns' },
    ],
  },
  {
    titleKey: 'footer.legal.title',
    links: [
      { to: R.terms, labelKey: 'footer.legal.terms' },
      { to: R.privacy, labelKey: 'footer.legal.privacy' },
      { to: R.legal, labelKey: 'footer.legal.notice' },
      { to: R.accessibility, labelKey: 'footer.legal.accessibility' },
      { to: R.withdrawalForm, labelKey: 'footer.legal.withdrawalForm' },
      // The withdrawal function (art. 11a; ADR 0047): on every page, signed in or not.
      { to: R.withdraw, labelKey: 'footer.legal.withdraw' },
    ],
  },
] as const;

const linkClasses =
  'rounded text-cream-200 underline-offset-4 transition-colors hover:text-white hover:underline';

export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();

  return (
    <footer className="mt-auto bg-ink-900 text-cream-100 [&_:focus-visible]:outline-clay-300">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="grid grid-cols-2 gap-10 md:grid-cols-4 lg:grid-cols-[1.3fr_repeat(4,1fr)]">
          <div className="col-span-2 max-w-sm md:col-span-4 lg:col-span-1">
            <Link to={R.home} className="inline-flex items-center gap-2.5 rounded-lg">
              <LogoMark className="size-9" />
              <span className="font-display text-2xl font-semibold text-white">{SITE.name}</span>
            </Link>
            <p className="mt-4 text-sm leading-relaxed text-cream-200">{t('footer.tagline')}</p>

            <h2 className="mt-6 font-sans text-sm font-semibold tracking-wide text-white uppercase">
              {t('footer.social.title')}
            </h2>
            <ul className="mt-3 flex gap-5 text-sm">
              <li>
                <a
                  href={SITE.social.instagram}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('footer.social.instagram', { shop: SITE.name })}
                  className={linkClasses}
                >
                  Instagram
                </a>
              </li>
              <li>
                <a
                  href={SITE.social.tiktok}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('footer.social.tiktok', { shop: SITE.name })}
                  className={linkClasses}
                >
                  TikTok
                </a>
              </li>
            </ul>
          </div>

          {FOOTER_COLUMNS.map((column, index) => (
            <nav key={column.titleKey} aria-labelledby={`footer-column-${index}`}>
              <h2
                id={`footer-column-${index}`}
                className="font-sans text-sm font-semibold tracking-wide text-white uppercase"
              >
                {t(column.titleKey)}
              </h2>
              <ul className="mt-4 space-y-2.5 text-sm">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={linkClasses}>
                      {t(link.labelKey)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>

        <div className="mt-12 border-t border-white/15 pt-6 text-sm text-cream-200">
          <SellerIdentityLine />
          <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <p>{t('footer.copyright', { year, shop: SITE.name })}</p>
            <p>
              {t('footer.credit')}{' '}
              {SITE.developer.url ? (
                <a
                  href={SITE.developer.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={linkClasses}
                >
                  {SITE.developer.name}
                </a>
              ) : (
                <span className="text-white">{SITE.developer.name}</span>
              )}
            </p>
          </div>
        </div>
      </div>
    </footer>
  );
}
