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
 * Sentences kept in the code on purpose:
 * - catalog: `No product with the slug …` is English in every language (catalog.test.ts
 *   asserts it for ?lang=fr);
 * - the payment webhook answers Stripe, not a person.
 */
const KEPT_ON_PURPOSE = [
  // Quoted law, not the shop's copy: the directive's model form in each official wording, one
  // home for the /withdrawal-form page and the PDF (ADR 0031, 0046).
  'packages/contracts/src/model-withdrawal-form.ts: Model withdrawal form',
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
/** A short sentence that two long words would miss: "Gone.", "Choose a picture." */
const SHORT_SENTENCE = /^\p{Lu}\p{L}+(\s+\p{L}+)*[.!?]$/u;
/** A language table's value that is a word, not a code ("Cart", not "en_GB" or "nl-BE"). */
const HAS_A_WORD = /\p{L}{2,}/u;
const IDENTIFIER = /^[A-Za-z]+[_-][A-Za-z]+$/;
const ERROR_FACTORIES = new Set(['notFound', 'validation', 'withErrorText']);

function propertyName(node: ts.ObjectLiteralElementLike): string | null {
  if (!node.name) return null;
  if (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) return node.name.text;
  return null;
}

/** The string constants of a file (`const MESSAGE = '…'`), so a name leads to its sentence. */
function constantsOf(tree: ts.SourceFile): Map<string, ts.Expression> {
  const constants = new Map<string, ts.Expression>();
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isVariableDeclarationList(node.parent) &&
      (node.parent.flags & ts.NodeFlags.Const) !== 0
    ) {
      constants.set(node.name.text, node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return constants;
}

/**
 * A string or template literal, or a function returning one, or a constant holding one: a
 * sentence in the code. `loose` also takes a single word (a language table's value).
 */
function sentenceIn(
  node: ts.Node | undefined,
  constants: Map<string, ts.Expression> = new Map(),
  loose = false,
): string | null {
  if (!node) return null;
  const isText = (text: string) =>
    HAS_WORDS.test(text) ||
    SHORT_SENTENCE.test(text.trim()) ||
    (loose && HAS_A_WORD.test(text) && !IDENTIFIER.test(text));
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    return isText(node.text) ? node.text : null;
  }
  if (ts.isTemplateExpression(node)) {
    if (isText(node.head.text)) return node.head.text;
    const words = [node.head, ...node.templateSpans.map((span) => span.literal)]
      .map((part) => part.text)
      .join(' ');
    return isText(words) ? node.getText() : null;
  }
  if (ts.isArrowFunction(node)) return sentenceIn(node.body, constants, loose);
  if (ts.isIdentifier(node)) {
    const value = constants.get(node.text);
    return value ? sentenceIn(value, new Map(), loose) : null;
  }
  return null;
}

/** The first text of a language table's value: a text, or an object (or array) holding texts. */
function textInTableValue(
  node: ts.Expression,
  constants: Map<string, ts.Expression>,
): string | null {
  if (ts.isObjectLiteralExpression(node)) {
    for (const property of node.properties) {
      const found = ts.isPropertyAssignment(property)
        ? textInTableValue(property.initializer, constants)
        : null;
      if (found) return found;
    }
    return null;
  }
  if (ts.isArrayLiteralExpression(node)) {
    for (const element of node.elements) {
      const found = textInTableValue(element, constants);
      if (found) return found;
    }
    return null;
  }
  return sentenceIn(node, constants, true);
}

/** Per-language text tables and errors thrown with a sentence, as "file: text". */
export function sentencesInCode(file: string, source: string): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const constants = constantsOf(tree);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const texts = node.properties.flatMap((property) => {
        if (!ts.isPropertyAssignment(property)) return [];
        if (!LANGUAGE_PROPERTIES.has(propertyName(property) ?? '')) return [];
        const text = textInTableValue(property.initializer, constants);
        return text === null ? [] : [text];
      });
      if (texts.length >= 2) found.push(`${file}: ${texts[0]}`);
    }
    const isAppError =
      (ts.isNewExpression(node) && node.expression.getText() === 'AppError') ||
      (ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.expression.getText() === 'AppError' &&
        ERROR_FACTORIES.has(node.expression.name.text));
    if (isAppError) {
      for (const argument of (node as ts.CallExpression | ts.NewExpression).arguments ?? []) {
        const sentence = sentenceIn(argument, constants);
        if (sentence) found.push(`${file}: ${sentence}`);
        // Field errors: `{ slug: ['Another product already uses this slug.'] }`.
        if (ts.isObjectLiteralExpression(argument)) {
          for (const property of argument.properties) {
            if (!ts.isPropertyAssignment(property)) continue;
            if (!ts.isArrayLiteralExpression(property.initializer)) continue;
            for (const element of property.initializer.elements) {
              const fieldSentence = sentenceIn(element, constants);
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
      (offender) => !KEPT_ON_PURPOSE.some((allowed) => offender.startsWith(allowed)),
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

  it('would notice a table of objects, a short sentence and a sentence held in a constant', () => {
    expect(
      sentencesInCode(
        'x.ts',
        `const META = { en: { title: \`Cart | \${SHOP}\` }, nl: { title: 'Winkelwagen' } };
         const WORDS = { en: 'Cart', fr: 'Panier' };
         const LOCALES = { en: 'en_GB', nl: 'nl_BE', fr: 'fr_BE' };
         throw AppError.notFound('Gone.');
         throw AppError.validation({ file: ['Choose a picture.'] });
         const TAKEN = 'This name is taken.';
         throw new AppError('conflict', TAKEN);
         const KEY = 'errors.notFound';
         throw new AppError('conflict', { key: KEY });`,
      ),
    ).toEqual([
      'x.ts: Cart | ',
      'x.ts: Cart',
      'x.ts: Gone.',
      'x.ts: Choose a picture.',
      'x.ts: This name is taken.',
    ]);
  });
});
