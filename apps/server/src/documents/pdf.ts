import { fileURLToPath } from 'node:url';
import type PdfKit from 'pdfkit';

/**
 * The one way the shop makes PDFs (invoices, credit notes, packing slips, gift cards): pdfkit
 * with DejaVu Sans embedded from the repository (ADR 0032), so every character a customer can
 * type (accents, €, ł, emoji-free scripts) prints, and nothing is fetched at run time.
 */

/** apps/server/assets/fonts, from src/documents or dist/documents alike. */
const FONTS = fileURLToPath(new URL('../../assets/fonts/', import.meta.url));
export const PDF_FONTS = {
  regular: `${FONTS}DejaVuSans.ttf`,
  bold: `${FONTS}DejaVuSans-Bold.ttf`,
} as const;

export interface PdfInfo {
  title: string;
  /** BCP 47 language of the document's text ("nl"), for screen readers and search. */
  language: string;
  /** The document's own date: with it the same input gives the same bytes. */
  createdAt: Date;
}

export type Pdf = PDFKit.PDFDocument;

let pdfKitLoading: Promise<typeof PdfKit> | undefined;
/**
 * pdfkit, loaded on the first document: with its font metrics it weighs about 25 MB of memory,
 * which a shop instance that serves pages and carts never needs (issue 30's memory target).
 */
export async function loadPdfKit(): Promise<typeof PdfKit> {
  pdfKitLoading ??= import('pdfkit').then((module) => module.default);
  return pdfKitLoading;
}

/** A4 in points, with 50 pt margins: what a Belgian printer and envelope window expect. */
export const PDF_PAGE = { width: 595.28, height: 841.89, margin: 50 } as const;

/**
 * Draws a document with `draw` and answers its bytes. Fonts are registered as "regular" and
 * "bold"; the text starts in regular, 10 pt.
 */
export async function renderPdf(info: PdfInfo, draw: (doc: Pdf) => void): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: PDF_PAGE.margin,
    lang: info.language,
    displayTitle: true,
    info: {
      Title: info.title,
      Producer: 'pdfkit',
      Creator: 'shop',
      CreationDate: info.createdAt,
      ModDate: info.createdAt,
    },
    // Keeps the output the same for the same input: pdfkit otherwise writes random ids.
    pdfVersion: '1.7',
  });
  doc.registerFont('regular', PDF_FONTS.regular);
  doc.registerFont('bold', PDF_FONTS.bold);
  doc.font('regular').fontSize(10);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

export interface PdfColumn {
  header: string;
  /** Share of the text width, 0–1; the columns' shares add up to 1. */
  width: number;
  align?: 'left' | 'right';
}

/**
 * The columns' widths in points: each column's share of `textWidth`, widened where needed so
 * its longest word (header in bold, cells in regular) fits on one line; what a widened column
 * takes comes from the others' room to spare, in proportion. A header such as the French
 * "Quantité" then never breaks inside the word ("Quantit/é"). A no-break space joins an
 * amount and its euro sign into one word. If the words cannot all fit, the shares stay.
 */
function fitColumnWidths(
  doc: Pdf,
  columns: readonly PdfColumn[],
  rows: readonly string[][],
  textWidth: number,
  padding: number,
): number[] {
  const longestWord = (text: string, font: 'regular' | 'bold') => {
    doc.font(font);
    return Math.max(0, ...text.split(/[ \t\n]+/).map((word) => doc.widthOfString(word)));
  };
  const needed = columns.map(
    (column, index) =>
      Math.max(
        longestWord(column.header, 'bold'),
        ...rows.map((row) => longestWord(row[index] ?? '', 'regular')),
      ) +
      padding +
      1,
  );
  const shares = columns.map((column) => column.width * textWidth);
  const missing = shares.reduce(
    (sum, width, index) => sum + Math.max(0, needed[index]! - width),
    0,
  );
  // The first column (the description) wraps between its words and keeps its share: product
  // names stay on as few lines as before; the narrow columns of figures give the room.
  const spare = shares.map((width, index) =>
    index === 0 ? 0 : Math.max(0, width - needed[index]!),
  );
  const spareTotal = spare.reduce((sum, room) => sum + room, 0);
  if (missing === 0 || spareTotal < missing) return shares;
  return shares.map((width, index) =>
    width < needed[index]! ? needed[index]! : width - (spare[index]! / spareTotal) * missing,
  );
}

/**
 * A table of text rows under bold headers, starting at the current position; rows wrap their
 * cells between words and break to a new page (headers repeated) when the page is full.
 */
export function drawTable(
  doc: Pdf,
  columns: readonly PdfColumn[],
  rows: readonly string[][],
): void {
  const left = PDF_PAGE.margin;
  const textWidth = doc.page.width - 2 * PDF_PAGE.margin;
  const padding = 4;
  const widths = fitColumnWidths(doc, columns, rows, textWidth, padding);
  const drawRow = (cells: readonly string[], font: 'regular' | 'bold') => {
    doc.font(font);
    const heights = cells.map((cell, index) =>
      doc.heightOfString(cell, { width: widths[index]! - padding }),
    );
    const height = Math.max(...heights, doc.currentLineHeight());
    if (doc.y + height > doc.page.height - PDF_PAGE.margin) {
      doc.addPage();
      if (font === 'regular')
        drawRow(
          columns.map((column) => column.header),
          'bold',
        );
      doc.font(font);
    }
    const top = doc.y;
    let x = left;
    cells.forEach((cell, index) => {
      doc.text(cell, x, top, {
        width: widths[index]! - padding,
        align: columns[index]!.align ?? 'left',
      });
      x += widths[index]!;
    });
    doc.x = left;
    doc.y = top + height + padding;
  };
  drawRow(
    columns.map((column) => column.header),
    'bold',
  );
  doc
    .moveTo(left, doc.y - padding / 2)
    .lineTo(left + textWidth, doc.y - padding / 2)
    .lineWidth(0.5)
    .stroke();
  for (const row of rows) drawRow(row, 'regular');
  doc.font('regular');
}
