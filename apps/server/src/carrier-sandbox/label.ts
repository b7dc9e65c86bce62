import { loadPdfKit, PDF_FONTS } from '../documents/pdf.js';

/** A6 in points (105 × 148 mm), the size label printers take. */
const A6 = [297.64, 419.53] as const;

export interface LabelContent {
  carrier: string;
  trackingNumber: string;
  orderNumber: string;
  sender: string[];
  recipient: string[];
  servicePoint: string | null;
  createdAt: Date;
}

/**
 * A carrier label as the stand-in answers it: A6, sender and recipient, the pick-up point when
 * there is one, and the tracking number under bars drawn from its characters (a look-alike of
 * a Code 128, not a scannable one).
 */
export async function renderLabelPdf(label: LabelContent): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: [...A6],
    margin: 14,
    info: {
      Title: `${label.carrier} ${label.trackingNumber}`,
      CreationDate: label.createdAt,
      ModDate: label.createdAt,
    },
    pdfVersion: '1.7',
  });
  doc.registerFont('regular', PDF_FONTS.regular);
  doc.registerFont('bold', PDF_FONTS.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = A6[0] - 28;
  doc.font('bold').fontSize(16).text(label.carrier.toUpperCase().replace('_', ' '), 14, 14);
  doc
    .font('regular')
    .fontSize(7)
    .text(`Order ${label.orderNumber}`, 14, 18, { width, align: 'right' });
  doc
    .moveTo(14, 40)
    .lineTo(A6[0] - 14, 40)
    .stroke();
  doc.font('bold').fontSize(7).text('FROM', 14, 46);
  doc.font('regular').fontSize(8).text(label.sender.join('\n'), 14, 56, { width });
  doc.font('bold').fontSize(7).text('TO', 14, 110);
  doc.font('bold').fontSize(12).text(label.recipient.join('\n'), 14, 120, { width });
  if (label.servicePoint !== null) {
    doc.font('regular').fontSize(8).text(`Pick-up point: ${label.servicePoint}`, { width });
  }
  const barsTop = 300;
  let x = 24;
  for (const character of label.trackingNumber) {
    const code = character.charCodeAt(0);
    for (const bit of [1, 2, 4, 8, 16, 32]) {
      const barWidth = code & bit ? 2.4 : 1.1;
      doc.rect(x, barsTop, barWidth, 60).fill('#000');
      x += barWidth + 1.3;
    }
  }
  doc
    .font('bold')
    .fontSize(11)
    .fillColor('#000')
    .text(label.trackingNumber, 14, barsTop + 66, {
      width,
      align: 'center',
    });
  doc.end();
  return done;
}
