import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Feature folders never reach into each other's internals (bulletproof-react, Medusa):
 * a server module in apps/server/src/modules/<a>/ imports nothing from a sibling module;
 * a web feature in apps/web/src/features/<a>/ may use only a sibling's public entry,
 * features/<b>/index.ts. Shared code lives outside those folders.
 */
const featureBoundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const filename = context.filename;
    const match = /[/\\](modules|features)[/\\]([^/\\]+)[/\\]/.exec(filename);
    if (!match) return {};
    const [, kind, own] = match;
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const target = path.resolve(path.dirname(filename), source);
        const other = new RegExp(`[/\\\\]${kind}[/\\\\]([^/\\\\]+)`).exec(target);
        const publicEntry =
          kind === 'features' &&
          other &&
          new RegExp(`[/\\\\]features[/\\\\]${other[1]}([/\\\\]index(\\.tsx?)?)?$`).test(target);
        if (other && other[1] !== own && !publicEntry) {
          context.report({
            node,
            message:
              kind === 'features'
                ? `features/${own} may use features/${other[1]} only through its index.ts.`
                : `modules/${own} may not import from modules/${other[1]}: move the shared part to plugins/ or db/.`,
          });
        }
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { shop: { rules: { 'feature-boundaries': featureBoundaries } } },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'shop/feature-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Configuration is read in one place (apps/server/src/config.ts) and passed on.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    // The payment sandbox is its own program with its own config module.
    ignores: ['apps/server/src/config.ts', 'apps/payment-sandbox/src/main.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through config.ts.' },
      ],
    },
  },
  {
    // One transaction helper (issue 15, ADR 0026): a multi-statement write goes through
    // inTransaction in apps/server/src/db/transaction.ts, which carries its jobs and mails.
    // Tests may hold a transaction open on purpose (a second client holding a lock).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/db/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(query|execute)$/] > Literal[value=/^\\s*(begin|start\\s+transaction|commit|rollback)\\b/i]',
          message: 'Start no transaction by hand: use inTransaction from db/transaction.ts.',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^(query|execute)$/] TemplateElement[value.raw=/^\\s*(begin|start\\s+transaction|commit|rollback)\\b/i]',
          message: 'Start no transaction by hand: use inTransaction from db/transaction.ts.',
        },
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message:
            'Use inTransaction from db/transaction.ts: the one helper that carries jobs and mails with the change.',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // The contracts are shared with the browser: zod only.
    files: ['packages/contracts/src/**/*.ts'],
    ignores: ['packages/contracts/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\.).*', message: 'The contracts depend on zod only.' }] },
      ],
    },
  },
);
