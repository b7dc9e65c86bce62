import {
  formatMoney,
  moneyFromCents,
  moneyToApi,
  parseMoney,
  SHOP_TIME_ZONE,
  type Language,
  type PaymentMethod,
} from '@shop/contracts';
import type { DocumentCustomer, DocumentLine, DocumentSeller } from '../db/document-types.js';
import { vatRateInWords, type VatBreakdownLine } from '@shop/contracts';
import { paymentMethodText, serverText, type TextValues } from '../i18n/texts.js';
import { mailLanguage } from '../mail/templates.js';
import { drawTable, renderPdf, type Pdf } from './pdf.js';

/**
 * An invoice or a credit note as a PDF, in the document's language, with what Belgian law
 * asks of an invoice (VAT code art. 53 §2, Royal Decree no. 1 art. 5; EU VAT Directive art.
 * 226): number, dates, both parties with the seller's VAT and enterprise numbers, each line
 * with quantity, unit price without VAT and rate, the taxable amount and VAT per rate, the
 * total. Drawn once from the kept record (ADR 0033).
 */

export interface AccountingDocument {
  kind: 'invoice' | 'credit-note';
  number: string;
  issuedAt: Date;
  language: string;
  seller: DocumentSeller;
  customer: DocumentCustomer;
  lines: DocumentLine[];
  vatBreakdown: VatBreakdownLine[];
  totalCents: number;
  /** Invoice: the supply date and the payment. */
  supplyDate?: string;
  paidAt?: Date;
  /** The method's type; with its details (card brand and last digits) when known. */
  paymentMethod?: string;
  paymentMethodDetails?: PaymentMethod | null;
  /** Credit note: the invoice it corrects, its number and issue date. */
  invoiceNumber?: string;
  invoiceIssuedAt?: Date;
}

function dateIn(language: Language, moment: Date | string): string {
  const date = typeof moment === 'string' ? new Date(`${moment}T12:00:00Z`) : moment;
  return new Intl.DateTimeFormat(`${language}-BE`, {
    timeZone: SHOP_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
}

export function renderAccountingPdf(document: AccountingDocument): Promise<Buffer> {
  const language = mailLanguage(document.language);
  const t = (key: string, values?: TextValues) =>
    serverText(language, `documents.${key}` as Parameters<typeof serverText>[1], values);
  const euros = (amount: string) => formatMoney(parseMoney(amount), language);
  // A credit note states what it credits as negative amounts.
  const sign = (amount: string) =>
    document.kind === 'credit-note' && amount !== '0.00' ? `-${euros(amount)}` : euros(amount);
  const title = `${t(document.kind === 'invoice' ? 'invoice' : 'creditNote')} ${document.number}`;
  const { seller, customer } = document;

  return renderPdf({ title, language, createdAt: document.issuedAt }, (doc: Pdf) => {
    doc.font('bold').fontSize(18).text(title);
    doc.moveDown(0.5).font('regular').fontSize(10);
    doc.text(`${t('number')}: ${document.number}`);
    doc.text(`${t('issueDate')}: ${dateIn(language, document.issuedAt)}`);
    if (document.supplyDate) {
      // The dispatch date when it was known at issue, else the invoice's own date, said so.
      const supplied = dateIn(language, document.supplyDate);
      doc.text(
        `${t('supplyDate')}: ${supplied === dateIn(language, document.issuedAt) ? t('sameAsIssueDate') : supplied}`,
      );
    }
    if (document.invoiceNumber) {
      doc.text(
        `${t('correctsInvoice')}: ${
          document.invoiceIssuedAt
            ? t('correctsInvoiceDated', {
                number: document.invoiceNumber,
                date: dateIn(language, document.invoiceIssuedAt),
              })
            : document.invoiceNumber
        }`,
      );
    }
    doc.moveDown();

    const top = doc.y;
    doc.font('bold').text(t('seller'), 50, top);
    doc.font('regular');
    for (const line of [
      seller.legalName,
      ...(seller.legalForm ? [`${t('legalForm')}: ${seller.legalForm}`] : []),
      seller.street,
      `${seller.postalCode} ${seller.city}`,
      seller.country,
      `${t('vatNumber')}: ${seller.vatNumber}`,
      `${t('enterpriseNumber')}: ${seller.enterpriseNumber}`,
      ...(seller.registerCourt ? [t('register', { court: seller.registerCourt })] : []),
      ...(seller.iban
        ? [`${t('bankAccount')}: IBAN ${seller.iban}`, `BIC ${seller.bic ?? ''}`]
        : []),
      seller.email,
      seller.phone,
    ]) {
      doc.text(line, 50, doc.y, { width: 240 });
    }
    const sellerBottom = doc.y;
    doc.font('bold').text(t('customer'), 310, top);
    doc.font('regular');
    for (const line of [
      customer.name,
      ...customer.addressLines,
      ...(customer.vatNumber ? [`${t('vatNumber')}: ${customer.vatNumber}`] : []),
      customer.email,
    ]) {
      doc.text(line, 310, doc.y, { width: 235 });
    }
    // The goods' destination (for a gift, the recipient) stands apart from the buyer.
    if (customer.delivery) {
      doc.moveDown(0.5).font('bold').text(t('deliveryAddress'), 310, doc.y);
      doc.font('regular');
      for (const line of [customer.delivery.name, ...customer.delivery.addressLines]) {
        doc.text(line, 310, doc.y, { width: 235 });
      }
    }
    doc.x = 50;
    doc.y = Math.max(sellerBottom, doc.y);
    doc.moveDown();

    drawTable(
      doc,
      [
        { header: t('description'), width: 0.36 },
        { header: t('quantity'), width: 0.1, align: 'right' },
        { header: t('unitPriceExclVat'), width: 0.18, align: 'right' },
        { header: t('vatRate'), width: 0.12, align: 'right' },
        { header: t('amountExclVat'), width: 0.24, align: 'right' },
      ],
      document.lines.map((line) => [
        [
          line.description,
          ...(line.personalization ? [`${t('personalisation')}: ${line.personalization}`] : []),
          // The table is without VAT, so the discount it shows is too: unit × quantity − this.
          ...(line.discount
            ? [
                t('discountExclVat', {
                  code: line.discount.code,
                  amount: `-${euros(line.discount.amountExclVat)}`,
                }),
              ]
            : []),
        ].join('\n'),
        String(line.quantity),
        euros(line.unitPriceExclVat),
        line.outOfScope ? '—' : `${vatRateInWords(line.vatRate, language)} %`,
        sign(line.amountExclVat),
      ]),
    );
    doc.moveDown();
    drawTable(
      doc,
      [
        { header: t('vatRate'), width: 0.34 },
        { header: t('taxableAmount'), width: 0.33, align: 'right' },
        { header: t('vatAmount'), width: 0.33, align: 'right' },
      ],
      document.vatBreakdown.map((rate) => [
        `${vatRateInWords(rate.rate, language)} %`,
        sign(rate.taxable_amount),
        sign(rate.vat_amount),
      ]),
    );
    // A multi-purpose voucher sold is outside the scope of VAT: stated apart, so the rates'
    // taxable amounts and VAT plus this add up to the total.
    const outOfScope = document.lines.filter((line) => line.outOfScope);
    if (outOfScope.length > 0) {
      const cents = outOfScope.reduce((sum, line) => sum + parseMoney(line.amountInclVat), 0);
      doc
        .moveDown(0.5)
        .text(`${t('outOfScope')}: ${sign(moneyToApi(moneyFromCents(cents)))}`, { align: 'right' });
    }
    // What is not VAT is without it, a voucher outside its scope included.
    const totalVat = document.vatBreakdown.reduce(
      (sum, rate) => sum + parseMoney(rate.vat_amount),
      0,
    );
    const amountOf = (cents: number) => moneyToApi(moneyFromCents(cents));
    doc
      .moveDown(0.5)
      .text(`${t('totalExclVat')}: ${sign(amountOf(document.totalCents - totalVat))}`, {
        align: 'right',
      })
      .text(`${t('totalVat')}: ${sign(amountOf(totalVat))}`, { align: 'right' });
    doc.moveDown();
    const total =
      (document.kind === 'credit-note' ? '-' : '') +
      formatMoney(moneyFromCents(document.totalCents), language);
    doc
      .font('bold')
      .fontSize(12)
      .text(`${t('totalInclVat')}: ${total}`, { align: 'right' });
    doc.font('regular').fontSize(10).moveDown();
    // Under reverse charge the 0 % is no zero rate but the exemption the buyer accounts for
    // (art. 226(11) Directive 2006/112/EC, RD no. 1 art. 5 §1): its mention and legal basis.
    if (customer.reverseCharge) doc.text(t('reverseChargeMention'));
    else if (document.vatBreakdown.some((rate) => rate.rate === '0')) {
      doc.text(t('zeroRateMention'));
    }
    if (outOfScope.length > 0) doc.text(t('voucherMention'));
    if (document.kind === 'invoice' && document.paidAt) {
      doc.text(
        t('paid', {
          date: dateIn(language, document.paidAt),
          method: methodInWords(language, document),
        }),
      );
    }
    if (document.kind === 'credit-note') {
      doc.text(t('credited', { invoice: document.invoiceNumber ?? '' }));
      if (document.paymentMethod) {
        doc.text(t('originalPayment', { method: methodInWords(language, document) }));
      }
      // A company may have deducted the VAT it now gets back (RD no. 1, art. 5 §1 / VAT code
      // art. 79): the credit note tells it to repay that part.
      if (customer.vatNumber) doc.text(t('vatToRepay'));
    }
  });
}

/** The document's payment method in words, in its language ("Visa •••• 4242", "Bancontact"). */
function methodInWords(language: Language, document: AccountingDocument): string {
  const method = document.paymentMethodDetails ?? {
    type: document.paymentMethod ?? 'online',
    brand: null,
    last4: null,
  };
  return paymentMethodText(language, method);
}
