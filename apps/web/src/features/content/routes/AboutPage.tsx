import { useTranslation } from 'react-i18next';
import { SITE } from '../../../config/site';
import { InfoCard, PageBody, PageHeader } from '../components/PageHeader';
import { Testimonials } from '../components/Testimonials';
import { useStaticPageHead } from '../hooks/use-static-page-head';

const FIGURES = ['gifts', 'happy', 'personalised', 'years'] as const;
const SECTIONS = ['handmade', 'personal', 'belgian'] as const;

export function AboutPage() {
  const { t } = useTranslation();
  useStaticPageHead('about');
  return (
    <>
      <PageHeader
        eyebrow={t('about.eyebrow')}
        title={t('about.title')}
        lead={t('about.lead', { shop: SITE.name })}
      />
      <PageBody wide>
        <section aria-labelledby="about-figures-heading">
          <h2 id="about-figures-heading" className="sr-only">
            {t('about.figures.title', { shop: SITE.name })}
          </h2>
          <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {FIGURES.map((key) => (
              <div
                key={key}
                data-testid="about-figure"
                className="flex flex-col-reverse rounded-2xl border border-cream-200 bg-white p-6 text-center shadow-sm"
              >
                <dt className="mt-2 text-ink-700">{t(`about.figures.${key}.label`)}</dt>
                <dd className="font-display text-4xl font-semibold text-clay-700 sm:text-5xl">
                  {t(`about.figures.${key}.value`)}
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <div className="mt-10 grid gap-5 md:grid-cols-3">
          {SECTIONS.map((key) => (
            <InfoCard key={key} title={t(`about.sections.${key}.title`)}>
              <p>{t(`about.sections.${key}.body`)}</p>
            </InfoCard>
          ))}
        </div>
      </PageBody>
      <Testimonials title={t('about.testimonialsTitle')} headingId="about-testimonials-heading" />
    </>
  );
}
