import { useTranslation } from 'react-i18next';
import { ContactLine } from '../components/ContactLine';
import { InfoCard, PageBody, PageHeader } from '../components/PageHeader';
import { useStaticPageHead } from '../hooks/use-static-page-head';

const SITUATIONS = ['defective', 'damaged', 'mismatch'] as const;

export function ReturnsPage() {
  const { t } = useTranslation();
  useStaticPageHead('returns');
  return (
    <>
      <PageHeader
        eyebrow={t('returns.eyebrow')}
        title={t('returns.title')}
        lead={t('returns.lead')}
      />
      <PageBody>
        <div className="grid gap-5 md:grid-cols-2">
          <InfoCard title={t('returns.personalised.title')}>
            <p>{t('returns.personalised.body')}</p>
          </InfoCard>
          <InfoCard title={t('returns.standard.title')}>
            <p>{t('returns.standard.body')}</p>
            <p>{t('returns.standard.howTo')}</p>
            <p>{t('returns.standard.refund')}</p>
          </InfoCard>
          <InfoCard title={t('returns.special.title')}>
            <p>{t('returns.special.intro')}</p>
            <ul className="list-disc space-y-1 pl-5">
              {SITUATIONS.map((key) => (
                <li key={key}>{t(`returns.special.situations.${key}`)}</li>
              ))}
            </ul>
            <p>{t('returns.special.remedy')}</p>
            <p>{t('returns.special.guarantee')}</p>
            <p className="font-medium text-ink-900">{t('returns.special.contactNote')}</p>
          </InfoCard>
          <InfoCard title={t('returns.costs.title')}>
            <p>{t('returns.costs.body')}</p>
          </InfoCard>
        </div>
        <ContactLine i18nKey="returns.contact" />
      </PageBody>
    </>
  );
}
