import { SHOP_TIME_ZONE, type Language } from '@shop/contracts';
import { serverText } from '../i18n/texts.js';
import { drawTable, PDF_PAGE, renderPdf, type Pdf } from './pdf.js';

/** The side of the box a photo's thumbnail is fitted in on the slip, in points. */
const PHOTO_BOX = 130;

/**
 * The packing slip staff print for an order (issue 17): what goes in the parcel and to whom,
 * in the order's language. It carries no price anywhere: a gift's recipient reads it, and
 * packing needs none.
 */
export interface PackingSlip {
  /** Who sends the parcel: the seller's name. */
  shopName: string;
  orderId: number;
  /** When the order was paid (else placed). */
  orderedAt: Date;
  language: Language;
  /** The address the payment page collected, line by line; empty while none is known. */
  recipient: string[];
  /** Collected at the workshop: `recipient` is who comes for it, not an address. */
  collection?: boolean;
  lines: {
    productName: string;
    quantity: number;
    personalization: string;
    /**
     * The customer's photo (issue 29): the composition's thumbnail (JPEG), null once the photo
     * was deleted after its retention; absent for a line without a photo.
     */
    photo?: { thumbnail: Buffer | null };
  }[];
  gift: { isGift: boolean; message: string; wrapped: boolean };
}

const DATE_LOCALES: Record<Language, string> = { en: 'en-GB', nl: 'nl-BE', fr: 'fr-BE' };

export function packingSlipDate(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[language], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: SHOP_TIME_ZONE,
  }).format(date);
}

export function renderPackingSlip(slip: PackingSlip): Promise<Buffer> {
  const t = (key: Parameters<typeof serverText>[1], values?: Parameters<typeof serverText>[2]) =>
    serverText(slip.language, key, values);
  const title = t('packingSlip.title', { orderId: slip.orderId });
  return renderPdf({ title, language: slip.language, createdAt: slip.orderedAt }, (doc) => {
    doc.font('bold').fontSize(16).text(slip.shopName);
    doc.moveDown(0.5).fontSize(13).text(title);
    doc
      .font('regular')
      .fontSize(10)
      .text(`${t('packingSlip.date')}: ${packingSlipDate(slip.orderedAt, slip.language)}`);
    doc.moveDown();
    doc
      .font('bold')
      .text(
        t(
          slip.collection
            ? 'packingSlip.collectedBy'
            : slip.gift.isGift
              ? 'packingSlip.recipient'
              : 'packingSlip.shipTo',
        ),
      );
    doc
      .font('regular')
      .text(slip.recipient.length ? slip.recipient.join('\n') : t('packingSlip.noAddress'));
    doc.moveDown();
    drawTable(
      doc,
      [
        { header: t('packingSlip.quantity'), width: 0.12, align: 'right' },
        { header: t('packingSlip.item'), width: 0.4 },
        { header: t('packingSlip.personalisation'), width: 0.48 },
      ],
      slip.lines.map((line) => [String(line.quantity), line.productName, line.personalization]),
    );
    drawPhotos(doc, slip, t);
    if (slip.gift.isGift) {
      doc.moveDown();
      doc.font('bold').text(t(slip.gift.wrapped ? 'packingSlip.giftWrapped' : 'packingSlip.gift'));
      if (slip.gift.message) {
        doc.moveDown(0.5).text(t('packingSlip.giftMessage'));
        doc.font('regular').text(slip.gift.message);
      }
    }
  });
}

/**
 * Each line with a photo again, its thumbnail (the photo on the product, as placed) beside
 * its quantity, name and personalisation, so the packer checks the print against the order.
 */
function drawPhotos(
  doc: Pdf,
  slip: PackingSlip,
  t: (key: Parameters<typeof serverText>[1]) => string,
): void {
  const withPhoto = slip.lines.filter((line) => line.photo);
  if (withPhoto.length === 0) return;
  doc.moveDown();
  doc.font('bold').text(t('packingSlip.photos'));
  doc.moveDown(0.5);
  const left = PDF_PAGE.margin;
  const textLeft = left + PHOTO_BOX + 12;
  const textWidth = doc.page.width - PDF_PAGE.margin - textLeft;
  for (const line of withPhoto) {
    if (doc.y + PHOTO_BOX > doc.page.height - PDF_PAGE.margin) doc.addPage();
    const top = doc.y;
    const thumbnail = line.photo!.thumbnail;
    if (thumbnail) doc.image(thumbnail, left, top, { fit: [PHOTO_BOX, PHOTO_BOX] });
    doc.font('bold').text(`${line.quantity} × ${line.productName}`, textLeft, top, {
      width: textWidth,
    });
    doc.font('regular');
    if (line.personalization) doc.text(line.personalization, textLeft, doc.y, { width: textWidth });
    if (!thumbnail) doc.text(t('packingSlip.photoDeleted'), textLeft, doc.y, { width: textWidth });
    doc.x = left;
    doc.y = Math.max(doc.y, top + (thumbnail ? PHOTO_BOX : 0)) + 8;
  }
}
