import { describe, expect, it } from 'vitest';
import { pdfText } from '../test/pdf-text.js';
import { drawTable, renderPdf } from './pdf.js';

describe('renderPdf', () => {
  const info = {
    title: 'Factuur 2026-000001',
    language: 'nl',
    createdAt: new Date('2026-11-23T10:00:00Z'),
  };

  it('prints what a customer can type, accents, the euro sign and non-Latin letters included', async () => {
    const bytes = await renderPdf(info, (doc) => {
      doc.font('bold').text('Crème brûlée voor Zoë');
      doc.font('regular').text('€ 49,90 · Łódź · Ελληνικά · Кириллица');
    });
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain('Crème brûlée voor Zoë');
    expect(text).toContain('€ 49,90 · Łódź · Ελληνικά · Кириллица');
  });

  it('gives the same bytes for the same input, so a kept document can be made again and compared', async () => {
    const draw = (doc: PDFKit.PDFDocument) => doc.text('Hetzelfde');
    const [first, second] = await Promise.all([renderPdf(info, draw), renderPdf(info, draw)]);
    expect(first.equals(second)).toBe(true);
  });

  it('draws a table over several pages with its headers repeated', async () => {
    const rows = Array.from({ length: 80 }, (_, index) => [`Artikel ${index + 1}`, '1', '€ 10,00']);
    const bytes = await renderPdf(info, (doc) =>
      drawTable(
        doc,
        [
          { header: 'Omschrijving', width: 0.6 },
          { header: 'Aantal', width: 0.2, align: 'right' },
          { header: 'Bedrag', width: 0.2, align: 'right' },
        ],
        rows,
      ),
    );
    const text = await pdfText(bytes);
    expect(text).toContain('Artikel 1 ');
    expect(text).toContain('Artikel 80');
    expect(text.match(/Omschrijving/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('never breaks a word inside a cell: a narrow column takes the width of its longest word', async () => {
    const bytes = await renderPdf({ ...info, language: 'fr' }, (doc) =>
      drawTable(
        doc,
        [
          { header: 'Description', width: 0.36 },
          { header: 'Quantité', width: 0.1, align: 'right' },
          { header: 'Prix unitaire HTVA', width: 0.18, align: 'right' },
          { header: 'Taux de TVA', width: 0.12, align: 'right' },
          { header: 'Montant HTVA', width: 0.24, align: 'right' },
        ],
        [
          [
            'Planche à découper en chêne',
            '12',
            '1\u202f234,50\u00a0€',
            '21 %',
            '14\u202f814,00\u00a0€',
          ],
        ],
      ),
    );
    const words = (await pdfText(bytes)).split(/\s+/);
    for (const word of ['Quantité', 'Description', 'unitaire', 'Montant', 'découper', '234,50']) {
      expect(words, word).toContain(word);
    }
  });
});
