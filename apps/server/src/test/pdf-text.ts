import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text a reader sees in a PDF, page by page, lines joined by newlines: what tests check
 * invoices, credit notes and packing slips by (Mozilla's PDF.js reads them as a viewer would).
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false })
    .promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
        .join(''),
    );
  }
  await document.destroy();
  return pages.join('\n');
}

/** The pictures drawn in a PDF, all pages together, as a viewer paints them (PDF.js). */
export async function pdfPicturesDrawn(bytes: Uint8Array): Promise<number> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false })
    .promise;
  const pictureOperations = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject]);
  let drawn = 0;
  for (let number = 1; number <= document.numPages; number++) {
    const operations = await (await document.getPage(number)).getOperatorList();
    drawn += operations.fnArray.filter((operation) => pictureOperations.has(operation)).length;
  }
  await document.destroy();
  return drawn;
}
