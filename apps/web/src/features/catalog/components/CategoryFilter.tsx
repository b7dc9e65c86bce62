import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CATEGORY_SLUGS, type CategorySlug } from '@shop/contracts';
import { cn } from '../../../lib/cn';
import { KEEP_SCROLL } from '../../../lib/keep-scroll';

/**
 * Category links (All, Personalised, Gift cards, Seasonal): the filter lives in the URL.
 * `hrefOf` builds a link's address, keeping the other filters. The page shows the chosen
 * category's list in view rather than going back to its top.
 */
export function CategoryFilter({
  active,
  hrefOf,
}: {
  active: CategorySlug | undefined;
  hrefOf: (category: CategorySlug | undefined) => string;
}) {
  const { t } = useTranslation();
  const options = [
    { slug: undefined, label: t('products.categories.all') },
    ...CATEGORY_SLUGS.map((slug) => ({ slug, label: t(`products.categories.${slug}`) })),
  ];

  return (
    <nav aria-label={t('products.categories.label')}>
      <ul className="flex flex-wrap gap-2">
        {options.map(({ slug, label }) => {
          const isActive = slug === active;
          return (
            <li key={slug ?? 'all'}>
              <Link
                to={hrefOf(slug)}
                state={KEEP_SCROLL}
                aria-current={isActive ? 'page' : undefined}
                className={cn(
                  'inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium transition-colors',
                  isActive
                    ? 'border-clay-600 bg-clay-600 text-white'
                    : 'border-cream-300 bg-white text-ink-700 hover:border-clay-300 hover:text-ink-900',
                )}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
