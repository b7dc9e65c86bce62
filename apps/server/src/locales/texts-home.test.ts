import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * One home for texts (issue 15): the sentences the shop says to people live in the locale
 * files, the contracts keep message codes. This reads every source file of the contracts and
 * the server and fails on a per-language text table (an object with `en`/`nl`/`fr` texts) and
 * on an error thrown with a sentence written in the code (an English-only answer).
 */
const root = fileURLToPath(new URL('../../../..', import.meta.url));
const FOLDERS = ['packages/contracts/src', 'apps/server/src'];

/**
 * Errors still thrown with an English sentence, on purpose:
 * - catalog: `No product with the slug …` is English in every language (catalog.test.ts
 *   asserts it for ?lang=fr);
 * - the payment webhook answers Stripe, not a person.
 */
const ENGLISH_ON_PURPOSE = [
  'apps/server/src/modules/catalog/routes.ts: No product with the slug',
  'apps/server/src/checkout/routes.ts: A signed webhook body is required.',
  'apps/server/src/checkout/routes.ts: Webhook signature rejected:',
];

function sourceFiles(folder: string): string[] {
  return (
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.ts$/.test(file) && !/\.(test|d)\.ts$/.test(file))
      .filter((file) => !file.startsWith('test/') && !file.includes('/test/'))
      // The demo shop's catalogue is data (products in three languages), not the shop's words.
      .filter((file) => !file.startsWith('db/seed/'))
      .map((file) => join(folder, file))
  );
}

const LANGUAGE_PROPERTIES = new Set(['en', 'nl', 'fr']);
const HAS_WORDS = /\p{L}{2,}\s+\p{L}{2,}/u;
const ERROR_FACTORIES = new Set(['notFound', 'validation', 'withErrorText']);

function propertyName(node: ts.ObjectLiteralElementLike): string | null {
  if (!node.name) return null;
  if (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) return node.name.text;
  return null;
}

/** A string or template literal, or a function returning one: a sentence in the code. */
function sentenceIn(node: ts.Node | undefined): string | null {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    return HAS_WORDS.test(node.text) ? node.text : null;
  }
  if (ts.isTemplateExpression(node)) {
    return HAS_WORDS.test(node.head.text) ? node.head.text : node.getText();
  }
  if (ts.isArrowFunction(node)) return sentenceIn(node.body);
  return null;
}

/** Per-language text tables and errors thrown with a sentence, as "file: text". */
export function sentencesInCode(file: string, source: string): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const texts = node.properties.filter(
        (property) =>
          ts.isPropertyAssignment(property) &&
          LANGUAGE_PROPERTIES.has(propertyName(property) ?? '') &&
          sentenceIn(property.initializer) !== null,
      );
      if (texts.length >= 2) {
        found.push(`${file}: ${sentenceIn((texts[0] as ts.PropertyAssignment).initializer)}`);
      }
    }
    const isAppError =
      (ts.isNewExpression(node) && node.expression.getText() === 'AppError') ||
      (ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.expression.getText() === 'AppError' &&
        ERROR_FACTORIES.has(node.expression.name.text));
    if (isAppError) {
      for (const argument of (node as ts.CallExpression | ts.NewExpression).arguments ?? []) {
        const sentence = sentenceIn(argument);
        if (sentence) found.push(`${file}: ${sentence}`);
        // Field errors: `{ slug: ['Another product already uses this slug.'] }`.
        if (ts.isObjectLiteralExpression(argument)) {
          for (const property of argument.properties) {
            if (!ts.isPropertyAssignment(property)) continue;
            if (!ts.isArrayLiteralExpression(property.initializer)) continue;
            for (const element of property.initializer.elements) {
              const fieldSentence = sentenceIn(element);
              if (fieldSentence) found.push(`${file}: ${fieldSentence}`);
            }
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

describe('the contracts and the server', () => {
  const files = FOLDERS.flatMap(sourceFiles);

  it('are found by this test', () => {
    expect(files.length).toBeGreaterThan(60);
  });

  it('keep no per-language text table and throw no error with a sentence of their own', () => {
    const offenders = files.flatMap((file) =>
      sentencesInCode(relative(root, join(root, file)), readFileSync(join(root, file), 'utf8')),
    );
    const unexpected = offenders.filter(
      (offender) => !ENGLISH_ON_PURPOSE.some((allowed) => offender.startsWith(allowed)),
    );
    expect(unexpected).toEqual([]);
  });

  it('would notice either', () => {
    expect(
      sentencesInCode(
        'x.ts',
        `const t = { en: 'Your cart is empty.', nl: () => 'Je winkelwagen is leeg.' };
         throw new AppError('conflict', 'This is taken already.');
         throw AppError.notFound(\`No such thing \${id}.\`);
         throw new AppError('conflict', { key: 'errors.notFound' });
         throw AppError.validation({ slug: ['Another product uses it.'] });
         throw AppError.validation({ slug: [{ key: 'admin.errors.slugTaken' }] });`,
      ),
    ).toEqual([
      'x.ts: Your cart is empty.',
      'x.ts: This is taken already.',
      'x.ts: No such thing ',
      'x.ts: Another product uses it.',
    ]);
  });
});
