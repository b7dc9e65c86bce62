import { describe } from 'vitest';
import { LANGUAGES } from '@shop/contracts';
import { localeParityTests } from '../../../../test-support/locale-parity';

/**
 * Every language must offer exactly the same texts: a key missing in one file would show
 * the English fallback (or the raw key) to Dutch or French visitors, an extra key is a typo
 * or a leftover (the shared check in test-support/locale-parity.ts).
 */
const files = import.meta.glob<Record<string, unknown>>('./*/translation.json', {
  eager: true,
  import: 'default',
});

/** `{{name}}` placeholders and `<tag>` components a text uses. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*[\w.]+\s*\}\}|<\/?\w+>/g)].map((m) => m[0].replace(/\s/g, ''));
}

describe('translation files', () => {
  localeParityTests(
    Object.fromEntries(
      Object.entries(files).map(([path, content]) => [path.split('/')[1] ?? path, content]),
    ),
    { languages: LANGUAGES, placeholders },
  );
});
