import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STOREFRONT_ROUTES } from '@shop/contracts';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { ContentPage } from '../../../components/page/ContentPage';

const HELP_TOPICS = [
  { to: STOREFRONT_ROUTES.shipping, key: 'shipping' },
  { to: STOREFRONT_ROUTES.returns, key: 'returns' },
  { to: STOREFRONT_ROUTES.wrapping, key: 'wrapping' },
  { to: STOREFRONT_ROUTES.contact, key: 'contact' },
] as const;

export function HelpPage() {
  const { t } = useTranslation();
  return (
    <ContentPage eyebrow={t('help.eyebrow')} title={t('help.title')} lead={t('help.lead')}>
      <nav aria-label={t('help.topicsLabel')} className="mt-10">
        <ul className="grid gap-4 sm:grid-cols-2">
          {HELP_TOPICS.map((topic) => (
            <li key={topic.key}>
              <Link
                to={topic.to}
                className="group flex h-full items-start justify-between gap-4 rounded-2xl border border-cream-200 bg-white p-6 shadow-sm transition hover:border-clay-200 hover:shadow-md"
              >
                <span>
                  <span className="block font-display text-xl font-semibold text-ink-900">
                    {t(`help.topics.${topic.key}.title`)}
                  </span>
                  <span className="mt-1 block text-ink-700">
                    {t(`help.topics.${topic.key}.body`)}
                  </span>
                </span>
                <ArrowRightIcon className="mt-1 size-5 shrink-0 text-clay-600 transition group-hover:translate-x-0.5" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </ContentPage>
  );
}
