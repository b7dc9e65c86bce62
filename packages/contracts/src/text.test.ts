import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importWatchingIntl } from './test-support/intl-constructions.js';
import { cleanPlainText, graphemeLength, plainTextSchema } from './text.js';

const FAMILY = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}';
const WOMAN_TECHNOLOGIST_MEDIUM = '\u{1F469}\u{1F3FD}\u200D\u{1F4BB}';
const HEART_ON_FIRE = '\u2764\uFE0F\u200D\u{1F525}';
const SCOTLAND = '\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}';

function problemOf(text: string, multiline = false) {
  const result = cleanPlainText(text, { multiline });
  return result.ok ? null : result.problem;
}

describe('graphemeLength', () => {
  it('counts characters as people see them', () => {
    expect(graphemeLength(FAMILY)).toBe(1);
    expect(FAMILY.length).toBe(8);
    expect(graphemeLength('\u00e9')).toBe(1);
    expect(graphemeLength('e\u0301')).toBe(1);
    expect(graphemeLength('🇧🇪')).toBe(1);
    expect(graphemeLength(SCOTLAND)).toBe(1);
    expect(graphemeLength('Anna & Ben')).toBe(10);
    expect(graphemeLength('')).toBe(0);
  });

  it('counts any text as the segmenter does, plain ASCII (counted without it) or not', () => {
    const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
    const pieces = fc.oneof(
      fc.string({
        unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
      }),
      fc.constantFrom('\u0301', '\r\n', '\n', FAMILY, SCOTLAND, '🇧🇪', '\u00e9', '\u200d', '\t'),
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 12 }), (parts) => {
        const text = parts.join('');
        expect(graphemeLength(text)).toBe([...segmenter.segment(text)].length);
      }),
    );
  });
});

describe('the text rule on a page taking over (ADR 0104)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('loads no segmenter for a plain text: its data is a long task on a phone', async () => {
    const { made, module: rules } = await importWatchingIntl(
      'Segmenter',
      () => import('./text-rules.js'),
    );
    expect(rules.graphemeLength('')).toBe(0);
    expect(rules.graphemeLength('Anna & Ben')).toBe(10);
    expect(rules.cleanPlainText(' Anna  & Ben ')).toEqual({ ok: true, text: 'Anna & Ben' });
    expect(made).not.toHaveBeenCalled();
    expect(rules.graphemeLength('Zoë')).toBe(3);
    expect(made).toHaveBeenCalledTimes(1);
  });
});

describe('cleanPlainText', () => {
  it('normalises to NFC, trims and makes whitespace runs one space on one line', () => {
    expect(cleanPlainText('  Cafe\u0301\t\u00a0 au  lait ')).toEqual({
      ok: false,
      problem: 'textControlCharacter',
    });
    expect(cleanPlainText('  Cafe\u0301 \u00a0 au  lait ')).toEqual({
      ok: true,
      text: 'Caf\u00e9 au lait',
    });
  });

  it('keeps lines in a multi-line text, with \\n as the only line ending', () => {
    expect(cleanPlainText(' Hello,\r\n\r\nThanks  \rAda \n', { multiline: true })).toEqual({
      ok: true,
      text: 'Hello,\n\nThanks\nAda',
    });
    expect(problemOf('Hello\nworld')).toBe('textControlCharacter');
  });

  it('refuses control characters, C0 and C1, and line separators', () => {
    const controls = [
      '\u0000',
      '\u0007',
      '\u001b',
      '\t',
      '\r',
      '\u007f',
      '\u0085',
      '\u009b',
      '\u2028',
      '\u2029',
    ];
    for (const character of controls) {
      expect(problemOf(`a${character}b`), JSON.stringify(character)).toBe('textControlCharacter');
      // A multi-line text reads a carriage return as a line ending; nothing else gets through.
      if (character !== '\r') {
        expect(problemOf(`a${character}b`, true), JSON.stringify(character)).toBe(
          'textControlCharacter',
        );
      }
    }
  });

  it('refuses bidi overrides and isolates', () => {
    for (let code = 0x202a; code <= 0x202e; code += 1) {
      expect(problemOf(`abc${String.fromCharCode(code)}def`)).toBe('textDirectionCharacter');
    }
    for (let code = 0x2066; code <= 0x2069; code += 1) {
      expect(problemOf(`abc${String.fromCharCode(code)}def`)).toBe('textDirectionCharacter');
    }
  });

  it('refuses zero-width and other format characters', () => {
    for (const character of [
      '\u200b',
      '\u200c',
      '\u200e',
      '\u200f',
      '\ufeff',
      '\u2060',
      '\u00ad',
      '\u2064',
      '\u{E0041}',
      '\u0600',
    ]) {
      expect(problemOf(`An${character}na`), JSON.stringify(character)).toBe(
        'textInvisibleCharacter',
      );
    }
  });

  it('keeps ZWJ inside emoji sequences and tag characters inside a flag, nowhere else', () => {
    for (const emoji of [FAMILY, WOMAN_TECHNOLOGIST_MEDIUM, HEART_ON_FIRE, SCOTLAND]) {
      expect(cleanPlainText(`For ${emoji} with love`)).toEqual({
        ok: true,
        text: `For ${emoji} with love`,
      });
    }
    expect(problemOf('An\u200dna')).toBe('textInvisibleCharacter');
    expect(problemOf('\u{1F468}\u200d')).toBe('textInvisibleCharacter');
    expect(problemOf('\u200d\u{1F468}')).toBe('textInvisibleCharacter');
    expect(problemOf('a\u200d\u{1F468}')).toBe('textInvisibleCharacter');
    expect(problemOf('\u{1F468}\u{E0067}')).toBe('textInvisibleCharacter');
  });

  it('refuses broken (lone) surrogates', () => {
    expect(problemOf('Anna\ud800')).toBe('textBrokenCharacter');
    expect(problemOf('\udc00Anna')).toBe('textBrokenCharacter');
    expect(problemOf('\u{1D49C}')).toBeNull();
  });
});

describe('plainTextSchema', () => {
  const required = plainTextSchema({ max: 5, required: true });
  const messagesOf = (result: ReturnType<typeof required.safeParse>) =>
    result.success ? [] : result.error.issues.map((issue) => issue.message);

  it('gives the cleaned text', () => {
    expect(required.parse(' e\u0301te\u0301 ')).toBe('\u00e9t\u00e9');
  });

  it('needs a visible character in a required text', () => {
    expect(messagesOf(required.safeParse('   '))).toEqual(['textRequired']);
    expect(messagesOf(required.safeParse('\u0301\u0301'))).toEqual(['textNothingVisible']);
    expect(messagesOf(required.safeParse(undefined))).toEqual(['textRequired']);
    expect(plainTextSchema({ max: 5 }).parse('  ')).toBe('');
  });

  it('counts the length in graphemes, with the limit in the issue', () => {
    expect(required.parse(FAMILY.repeat(5))).toBe(FAMILY.repeat(5));
    const tooLong = required.safeParse('e\u0301'.repeat(6));
    expect(messagesOf(tooLong)).toEqual(['textTooLong']);
    expect(tooLong.success ? null : tooLong.error.issues[0]).toMatchObject({ params: { max: 5 } });
  });

  // The codes' sentences are the locale files' (apps/server/src/i18n/texts.test.ts).
  it('names each refusal with a message code', () => {
    expect(messagesOf(required.safeParse('a\u202eb'))).toEqual(['textDirectionCharacter']);
  });
});
