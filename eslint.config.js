import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Feature folders never reach into each other (bulletproof-react, Medusa): a file in
 * apps/server/src/modules/<a>/ or apps/web/src/features/<a>/ may not import from a
 * sibling <b>/. Shared code lives outside those folders.
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
        if (other && other[1] !== own) {
          context.report({
            node,
            message: `${kind}/${own} may not import from ${kind}/${other[1]}: move the shared part out of the feature folders.`,
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
    ignores: ['apps/server/src/config.ts', 'apps/server/src/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through config.ts.' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // The contracts are shared with the browser: zod only.
    files: ['packages/contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\.).*', message: 'The contracts depend on zod only.' }] },
      ],
    },
  },
);
