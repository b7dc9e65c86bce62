import { describe } from 'vitest';
import { LANGUAGES } from '@shop/contracts';
import { localeParityTests } from '../../../../../test-support/locale-parity';

/** The photo editor's texts, loaded with its chunk (ADR 0099): the same keys in every language. */
const files = import.meta.glob<Record<string, unknown>>('./*.json', {
  eager: true,
  import: 'default',
});

describe("the photo editor's texts", () => {
  localeParityTests(
    Object.fromEntries(
      Object.entries(files).map(([path, content]) => [path.slice(2, -'.json'.length), content]),
    ),
    {
      languages: LANGUAGES,
      placeholders: (text) => [...text.matchAll(/\{\{\s*\w+\s*\}\}/g)].map((m) => m[0]),
    },
  );
});
