import {
  MODEL_WITHDRAWAL_FORM,
  SHOP_TIME_ZONE,
  MONEY_LOCALES,
  type Language,
} from '@shop/contracts';
import type { Config } from '../config.js';
import { serverText } from '../i18n/texts.js';
import { PDF_PAGE, renderPdf } from './pdf.js';

/**
 * The model withdrawal form (Directive 2011/83/EU, Annex I(B)) as the PDF the order
 * confirmation carries (art. 8(7), ADR 0046): the official wording of the order's language
 * (`MODEL_WITHDRAWAL_FORM`, the same words as the /withdrawal-form page), with the seller's
 * name, geographical address and e-mail filled in, and lines to write on.
 */
export interface WithdrawalFormDocument {
  orderId: number;
  language: Language;
  /** When the order was placed: the document's date, so the same order gives the same bytes. */
  orderedAt: Date;
}

export function withdrawalFormFileName(form: WithdrawalFormDocument): string {
  return serverText(form.language, 'documents.fileWithdrawalForm', { orderId: form.orderId });
}

/** "Kerkstraat 12, 9000 Gent, België": the seller's address with the country in the language. */
function sellerAddress(language: Language, seller: Config['seller']): string {
  const { street, postalCode, city, country } = seller.address;
  const countryName = new Intl.DisplayNames([language], { type: 'region' }).of(country) ?? country;
  return `${street}, ${postalCode} ${city}, ${countryName}`;
}

export function renderWithdrawalFormPdf(
  form: WithdrawalFormDocument,
  seller: Config['seller'],
): Promise<Buffer> {
  const text = MODEL_WITHDRAWAL_FORM[form.language];
  const orderedOn = new Intl.DateTimeFormat(MONEY_LOCALES[form.language], {
    dateStyle: 'long',
    timeZone: SHOP_TIME_ZONE,
  }).format(form.orderedAt);
  return renderPdf(
    { title: text.title, language: form.language, createdAt: form.orderedAt },
    (doc) => {
      const width = doc.page.width - 2 * PDF_PAGE.margin;
      doc.font('bold').fontSize(16).text(text.title, { width });
      doc
        .moveDown(0.5)
        .font('regular')
        .fontSize(9)
        .fillColor('#4b5563')
        .text(
          serverText(form.language, 'documents.withdrawalFormLead', {
            orderId: form.orderId,
            date: orderedOn,
          }),
          { width },
        );
      doc.moveDown(1).fillColor('#111827').fontSize(11).text(text.instruction, { width });
      doc
        .moveDown(1)
        .text(
          `— ${text.to([seller.legalName, sellerAddress(form.language, seller), seller.email].join(', '))}`,
          { width },
        );
      for (const field of text.fields) {
        doc.moveDown(1).text(`— ${field}`, { width });
        // A line to write on, as on the printed page.
        const y = doc.y + 22;
        doc
          .moveTo(PDF_PAGE.margin, y)
          .lineTo(PDF_PAGE.margin + width, y)
          .dash(1, { space: 2 })
          .strokeColor('#6b7280')
          .stroke()
          .undash();
        doc.y = y + 4;
      }
      doc.moveDown(1.5).fontSize(9).text(text.footnote, { width });
    },
  );
}
