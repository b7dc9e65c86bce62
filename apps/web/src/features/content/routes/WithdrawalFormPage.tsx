import { useTranslation } from 'react-i18next';
import { MODEL_WITHDRAWAL_FORM } from '@shop/contracts';
import { useLanguage } from '../../../hooks/use-language';
import { InfoCard, PageBody, PageHeader } from '../components/PageHeader';
import { sellerPostalAddress } from '../components/seller-address';
import { WithSeller } from '../components/SellerIdentity';
import { TEXT_LINK_CLASSES } from '../components/TextLink';
import { useStaticPageHead } from '../hooks/use-static-page-head';

/** A blank line to write on, when the form is printed. */
function WritingLine() {
  return <span className="mt-6 block border-b border-dotted border-ink-700" aria-hidden="true" />;
}

/**
 * The model withdrawal form of Directive 2011/83/EU, Annex I(B) (Belgian Code of Economic Law,
 * book VI, annex 2), in the wording of each language's official text, with our details filled
 * in where the trader must insert them.
 */
export function WithdrawalFormPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  useStaticPageHead('withdrawalForm');
  // The official wording, shared with the PDF the order confirmation carries (ADR 0046).
  const form = MODEL_WITHDRAWAL_FORM[language];
  return (
    <>
      <PageHeader
        eyebrow={t('withdrawalForm.eyebrow')}
        title={t('withdrawalForm.title')}
        lead={t('withdrawalForm.lead')}
      />
      <PageBody>
        <WithSeller>
          {(seller) => (
            <>
              <InfoCard title={form.title}>
                <p>{form.instruction}</p>
                <ul className="mt-6 space-y-5 leading-relaxed text-ink-900">
                  <li data-testid="withdrawal-form-trader">
                    —{' '}
                    {form.to(
                      [seller.legal_name, sellerPostalAddress(seller, language), seller.email].join(
                        ', ',
                      ),
                    )}
                  </li>
                  {form.fields.map((line) => (
                    <li key={line}>
                      — {line}
                      <WritingLine />
                    </li>
                  ))}
                </ul>
                <p className="text-sm">{form.footnote}</p>
              </InfoCard>
              <p className="mt-8 leading-relaxed text-ink-700 print:hidden">
                {t('withdrawalForm.send', { address: sellerPostalAddress(seller, language) })}{' '}
                <a href={`mailto:${seller.email}`} className={TEXT_LINK_CLASSES}>
                  {seller.email}
                </a>
              </p>
            </>
          )}
        </WithSeller>
      </PageBody>
    </>
  );
}
