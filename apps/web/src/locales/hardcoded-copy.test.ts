import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The storefront's visible texts come from the translation files, in the visitor's language.
 * This reads every feature's and shared component and fails on text written straight into
 * JSX or into an attribute a person hears or sees.
 */
const sources = import.meta.glob<string>(['../features/**/*.tsx', '../components/**/*.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const VISIBLE_ATTRIBUTES = new Set(['aria-label', 'alt', 'placeholder', 'title', 'label']);
/** Names of brands read the same in every language. */
const BRAND_NAMES = new Set(['Instagram', 'TikTok']);
/** Punctuation and symbols are no language: a dash, a middle dot, quotes, the euro sign. */
const HAS_WORDS = /\p{L}{2,}/u;

function hardCodedTexts(file: string, source: string): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isJsxText(node) &&
      HAS_WORDS.test(node.getText()) &&
      !BRAND_NAMES.has(node.getText().trim())
    ) {
      found.push(node.getText().trim());
    }
    if (
      ts.isJsxAttribute(node) &&
      VISIBLE_ATTRIBUTES.has(node.name.getText()) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      HAS_WORDS.test(node.initializer.text)
    ) {
      found.push(`${node.name.getText()}="${node.initializer.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

describe('storefront components', () => {
  it('are found by this test', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(15);
  });

  it('hold no hard-coded user-visible text', () => {
    const offenders = Object.entries(sources).flatMap(([file, source]) =>
      hardCodedTexts(file, source).map((text) => `${file}: ${text}`),
    );
    expect(offenders).toEqual([]);
  });

  it('would notice one', () => {
    expect(hardCodedTexts('x.tsx', 'const a = <p title="Hello there">Buy now</p>;')).toEqual([
      'title="Hello there"',
      'Buy now',
    ]);
  });
});
