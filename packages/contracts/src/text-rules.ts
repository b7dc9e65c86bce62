/*
 * The free-text rule itself, without zod (text.ts builds the schema on it), so that a screen
 * which only cleans or counts text does not load zod with it.
 *
 * Free text people type that ends on a product, a mail or a packing slip (personalisations,
 * contact messages, product names, ...): one rule for all of it, used by the server's request
 * schemas and by the storefront's forms and counters (ADR 0018).
 *
 * - Normalised to NFC, so "é" typed as e + combining accent and as one character is one text.
 * - Refused: control characters (a newline only where the field has lines), bidi overrides and
 *   isolates, zero-width and other format characters (ZWJ is kept inside emoji sequences such
 *   as the family emoji, and tag characters inside flag sequences), and broken (lone)
 *   surrogates. Each has its own message code (TEXT_MESSAGE_KEYS).
 * - Length is counted as people see characters: grapheme clusters (Intl.Segmenter).
 * - A required text needs at least one visible character.
 */

/**
 * The free-text rule's message codes. The sentences live in the locale files, under
 * `validation.<code>` (the server's and the web's); `textTooLong` takes `{{max}}`.
 */
export const TEXT_MESSAGE_KEYS = [
  'textRequired',
  'textNothingVisible',
  'textTooLong',
  'textControlCharacter',
  'textDirectionCharacter',
  'textInvisibleCharacter',
  'textBrokenCharacter',
] as const;

export type TextMessageKey = (typeof TEXT_MESSAGE_KEYS)[number];

export function isTextMessageKey(value: unknown): value is TextMessageKey {
  return typeof value === 'string' && (TEXT_MESSAGE_KEYS as readonly string[]).includes(value);
}

/** Printable ASCII only: each character is one a person sees, and none is refused. */
const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;

let graphemes: Intl.Segmenter | null = null;

/**
 * The text's grapheme clusters. The segmenter is made on first use, not when the module loads:
 * its first use loads the break rules' data (about 11 ms of main thread here, four times that
 * on Lighthouse's phone), which a product page taking over with an empty or plain engraving
 * never needs (ADR 0104).
 */
function clustersOf(text: string): Intl.Segments {
  graphemes ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  return graphemes.segment(text);
}

/** How many characters a person sees: "👨‍👩‍👧" is 1, "é" is 1 whether composed or not. */
export function graphemeLength(text: string): number {
  if (PRINTABLE_ASCII.test(text)) return text.length;
  let count = 0;
  for (const _ of clustersOf(text)) count += 1;
  return count;
}

export interface PlainTextOptions {
  /** A newline is allowed (a message); otherwise the text is one line. */
  multiline?: boolean;
}

export type PlainTextResult =
  | { ok: true; text: string }
  | { ok: false; problem: Exclude<TextMessageKey, 'textRequired' | 'textTooLong'> };

const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/u;
const LINE_SEPARATORS = /[\u2028\u2029]/u;
const EXTENDED_PICTOGRAPHIC = /^\p{Extended_Pictographic}$/u;
const ZWJ = '\u200D';
const BLACK_FLAG = '\u{1F3F4}';
const TAG_CHARACTER = /^[\u{E0020}-\u{E007F}]$/u;

/**
 * Whether a format character (Unicode category Cf) is part of an emoji a person typed: a ZWJ
 * joining two pictographs (👨‍👩‍👧, 👩🏽‍💻, ❤️‍🔥), or a tag character in a subdivision flag (🏴󠁧󠁢󠁳󠁣󠁴󠁿).
 * Checked within the grapheme cluster, so the joiner never escapes into the text around it.
 */
function isEmojiPart(cluster: string[], index: number): boolean {
  const character = cluster[index]!;
  const first = cluster[0]!;
  if (character === ZWJ) {
    const next = cluster[index + 1];
    return (
      EXTENDED_PICTOGRAPHIC.test(first) && next !== undefined && EXTENDED_PICTOGRAPHIC.test(next)
    );
  }
  return first === BLACK_FLAG && TAG_CHARACTER.test(character);
}

function problemIn(text: string, multiline: boolean): PlainTextResult | null {
  if (PRINTABLE_ASCII.test(text)) return null;
  for (const { segment } of clustersOf(text)) {
    const cluster = [...segment];
    for (let index = 0; index < cluster.length; index += 1) {
      const character = cluster[index]!;
      if (character === '\n' && multiline) continue;
      if (/\p{Cc}/u.test(character) || LINE_SEPARATORS.test(character)) {
        return { ok: false, problem: 'textControlCharacter' };
      }
      if (BIDI_CONTROLS.test(character)) return { ok: false, problem: 'textDirectionCharacter' };
      if (/\p{Cf}/u.test(character) && !isEmojiPart(cluster, index)) {
        return { ok: false, problem: 'textInvisibleCharacter' };
      }
    }
  }
  return null;
}

/**
 * The text as it is stored: NFC, with line endings as "\n" (multi-line) and surrounding
 * whitespace trimmed; a one-line text has each run of whitespace made one space. Or the reason
 * it is refused.
 */
export function cleanPlainText(input: string, options: PlainTextOptions = {}): PlainTextResult {
  const multiline = options.multiline ?? false;
  if (/\p{Cs}/u.test(input)) return { ok: false, problem: 'textBrokenCharacter' };
  let text = input.normalize('NFC');
  if (multiline) text = text.replace(/\r\n?/g, '\n');
  const problem = problemIn(text, multiline);
  if (problem) return problem;
  text = multiline ? text.replace(/[^\S\n]+$/gm, '').trim() : text.replace(/\s+/gu, ' ').trim();
  return { ok: true, text };
}

/** True when the text shows something: a letter, digit, punctuation mark or symbol. */
export function hasVisibleCharacter(text: string): boolean {
  return /[\p{L}\p{N}\p{P}\p{S}]/u.test(text);
}
