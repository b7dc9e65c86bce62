import { useTranslation } from 'react-i18next';
import { ContactLine } from '../components/ContactLine';
import { InfoCard, PageBody, PageHeader } from '../components/PageHeader';
import { useStaticPageHead } from '../hooks/use-static-page-head';

const SECTIONS = ['packed', 'direct', 'occasion'] as const;

export function WrappingPage() {
  const { t } = useTranslation();
  useStaticPageHead('wrapping');
  return (
    <>
      <PageHeader
        eyebrow={t('wrapping.eyebrow')}
        title={t('wrapping.title')}
        lead={t('wrapping.lead')}
      />
      <PageBody>
        <div className="grid gap-5 md:grid-cols-3">
          {SECTIONS.map((key) => (
            <InfoCard key={key} title={t(`wrapping.sections.${key}.title`)}>
              <p>{t(`wrapping.sections.${key}.body`)}</p>
            </InfoCard>
          ))}
        </div>
        <ContactLine i18nKey="wrapping.contact" />
      </PageBody>
    </>
  );
}
