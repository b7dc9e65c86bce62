import {
  formatGiftCardCode,
  formatMoney,
  type Money,
  SHOP_TIME_ZONE,
  MONEY_LOCALES,
  type Language,
} from '@shop/contracts';
import type { Config } from '../config.js';
import { serverText, type TextKey, type TextValues } from '../i18n/texts.js';
import { PDF_PAGE, renderPdf } from './pdf.js';

/**
 * A money gift card to print (issue 17, ADR 0039): its value, its code, the day it pays until,
 * the recipient and the buyer's message when there are, and how to use it, in the card's
 * language, with who sells it at the foot.
 */
export interface GiftCardDocument {
  code: string;
  value: Money;
  issuedAt: Date;
  expiresAt: Date;
  language: Language;
  recipientName: string;
  message: string;
}

export function giftCardDate(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(MONEY_LOCALES[language], {
    dateStyle: 'long',
    timeZone: SHOP_TIME_ZONE,
  }).format(date);
}

/** The file name a card's PDF is attached under: its last four symbols, never the whole code. */
export function giftCardFileName(card: Pick<GiftCardDocument, 'code' | 'language'>): string {
  return serverText(card.language, 'giftCards.pdf.fileName', { last: card.code.slice(-4) });
}

export function renderGiftCardPdf(
  card: GiftCardDocument,
  seller: Config['seller'],
): Promise<Buffer> {
  const t = (key: TextKey, values?: TextValues) => serverText(card.language, key, values);
  const title = t('giftCards.pdf.title');
  return renderPdf({ title, language: card.language, createdAt: card.issuedAt }, (doc) => {
    const width = doc.page.width - 2 * PDF_PAGE.margin;
    const top = doc.y;
    doc
      .roundedRect(PDF_PAGE.margin, top, width, 260, 12)
      .lineWidth(1.5)
      .strokeColor('#111827')
      .stroke();
    const inner = { x: PDF_PAGE.margin + 24, width: width - 48 };
    doc
      .font('bold')
      .fontSize(14)
      .text(seller.legalName, inner.x, top + 24, inner);
    doc.moveDown(0.4).fontSize(28).text(title, inner);
    doc.moveDown(0.3).fontSize(36).text(formatMoney(card.value, card.language), inner);
    doc.moveDown(0.6).font('regular').fontSize(11).text(t('giftCards.pdf.code'), inner);
    doc.font('bold').fontSize(22).text(formatGiftCardCode(card.code), inner);
    doc
      .moveDown(0.4)
      .font('regular')
      .fontSize(11)
      .text(
        `${t('giftCards.pdf.validUntil')}: ${giftCardDate(card.expiresAt, card.language)}`,
        inner,
      );
    doc.x = PDF_PAGE.margin;
    doc.y = top + 284;
    if (card.recipientName) {
      doc.font('bold').text(`${t('giftCards.pdf.for')}: `, { continued: true });
      doc.font('regular').text(card.recipientName);
      doc.moveDown(0.5);
    }
    if (card.message) {
      doc.font('bold').text(t('giftCards.pdf.message'));
      doc.font('regular').fontSize(12).text(card.message, { width });
      doc.moveDown();
    }
    doc.fontSize(10).text(t('giftCards.pdf.howToUse', { shop: seller.legalName }), { width });
    doc.moveDown(2);
    const { street, postalCode, city } = seller.address;
    doc
      .fontSize(8)
      .fillColor('#6b7280')
      .text(
        `${seller.legalName}, ${street}, ${postalCode} ${city} · ${seller.vatNumber} · ${seller.email}`,
        { width },
      );
  });
}
