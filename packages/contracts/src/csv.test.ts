import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvText, neutraliseFormulas } from './csv.js';

/** The cells a spreadsheet that splits on `;`, `,` or a tab (ignoring quotes) would make. */
const naiveCells = (line: string) =>
  line.split(/[;,\t\r\n]/).map((cell) => cell.replace(/^[\s"]*/, ''));

describe('csvText', () => {
  it('quotes the text and makes a formula after a `;` inert (issue 24)', () => {
    const cell = csvText('Bob;=HYPERLINK("http://x";"y")');
    expect(cell).toBe(`"Bob;'=HYPERLINK(""http://x"";""y"")"`);
    for (const part of naiveCells(cell)) expect(part).not.toMatch(/^[=+\-@]/);
  });

  it('prefixes a text that starts like a formula, and leaves other texts as they are', () => {
    expect(csvText('=1+1')).toBe(`"'=1+1"`);
    expect(csvText('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvText('\t=cmd')).toBe(`"'\t'=cmd"`);
    expect(csvText('Atelier "De Boom", BV')).toBe(`"Atelier ""De Boom"", BV"`);
    expect(csvText('Jan Peeters')).toBe('"Jan Peeters"');
  });

  it('leaves no cell a naive split could make starting with a formula character', () => {
    const pieces = fc.constantFrom(
      '=',
      '+',
      '-',
      '@',
      ';',
      ',',
      '\t',
      '\r',
      '\n',
      ' ',
      '"',
      'a',
      '1',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 30 }), (chars) => {
        const text = chars.join('');
        for (const part of naiveCells(csvText(text))) expect(part).not.toMatch(/^[=+\-@]/);
        // Nothing but apostrophes is added.
        expect(neutraliseFormulas(text).replaceAll("'", '')).toBe(text.replaceAll("'", ''));
      }),
    );
  });
});
