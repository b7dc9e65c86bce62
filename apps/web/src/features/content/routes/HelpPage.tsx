import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STOREFRONT_ROUTES } from '@shop/contracts';
import { ArrowRightIcon, ChevronDownIcon } from '../../../components/ui/icons';
import { ContactLine } from '../components/ContactLine';
import { PageBody, PageHeader } from '../components/PageHeader';
import { useStaticPageHead } from '../hooks/use-static-page-head';

const HELP_TOPICS = [
  { to: STOREFRONT_ROUTES.shipping, key: 'shipping' },
  { to: STOREFRONT_ROUTES.returns, key: 'returns' },
  { to: STOREFRONT_ROUTES.wrapping, key: 'wrapping' },
  { to: STOREFRONT_ROUTES.contact, key: 'contact' },
] as const;

/** The questions customers ask, answered from the shop's own policies (spec §1). */
export const FAQ = [
  'makingTime',
  'deliveryArea',
  'personalisedReturn',
  'standardReturn',
  'damaged',
  'returnCosts',
  'payment',
  'replyTime',
] as const;

export function HelpPage() {
  const { t } = useTranslation();
  useStaticPageHead('help');
  return (
    <>
      <PageHeader eyebrow={t('help.eyebrow')} title={t('help.title')} lead={t('help.lead')} />
      <PageBody>
        <section aria-labelledby="faq-heading">
          <h2 id="faq-heading" className="text-2xl font-semibold text-ink-900">
            {t('help.faqTitle')}
          </h2>
          <div className="mt-6 divide-y divide-cream-200 rounded-2xl border border-cream-200 bg-white shadow-sm">
            {FAQ.map((key) => (
              <details key={key} className="group px-6 py-1" data-testid="faq-item">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded py-4 text-lg font-medium text-ink-900 focus-visible:outline-2 focus-visible:outline-clay-600 [&::-webkit-details-marker]:hidden">
                  {t(`help.faq.${key}.question`)}
                  <ChevronDownIcon className="size-5 shrink-0 text-clay-600 transition group-open:rotate-180" />
                </summary>
                <p className="pb-5 leading-relaxed text-ink-700">{t(`help.faq.${key}.answer`)}</p>
              </details>
            ))}
          </div>
        </section>

        <nav aria-labelledby="help-topics-heading" className="mt-12">
          <h2 id="help-topics-heading" className="text-2xl font-semibold text-ink-900">
            {t('help.topicsLabel')}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
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
        <ContactLine i18nKey="help.contact" />
      </PageBody>
    </>
  );
}
