import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { boundariesRule } from './eslint/boundaries.js';

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
    plugins: { shop: { rules: { boundaries: boundariesRule } } },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // Server modules, checkout and the domains; the web's app → features → shared
      // (eslint/boundaries.js, ADR 0028, ADR 0056). `domainUses` is the one direction between
      // the server's domains; the other exceptions are what the web still crosses.
      'shop/boundaries': [
        'error',
        {
          domainUses: [
            {
              from: 'orders',
              to: 'invoicing',
              reason:
                'A payment issues the invoice and a refund or cancel the credit note, in the transition’s transaction; the reads list the order’s documents.',
            },
            {
              from: 'orders',
              to: 'gift-cards',
              reason:
                'A payment issues the cards the order bought; creation, cancel and refunds take and give back what cards paid, and void cards refunded or cancelled.',
            },
            {
              from: 'orders',
              to: 'pricing',
              reason: 'Creation, reads, refunds and withdrawals take amounts from the one price.',
            },
            {
              from: 'orders',
              to: 'carriers',
              reason:
                'Shipping creates the parcel and its label through the carrier seam; the reads give each carrier’s tracking link.',
            },
            {
              from: 'orders',
              to: 'photo-compositions',
              reason:
                'The confirmation mail shows each line’s photo on the product, made from the order line’s photo and placement.',
            },
            {
              from: 'invoicing',
              to: 'pricing',
              reason: 'Invoices and credit notes state the lines and VAT per rate the price gives.',
            },
          ],
          featureAppImports: [
            {
              path: 'hooks',
              reason:
                "Redux Toolkit's typed hooks (useAppDispatch, useAppSelector): their types are the sum of the features' slices, so they can only be declared beside the store.",
            },
            {
              path: 'store',
              reason:
                "The store's types (AppStore) for thunks that read it, and createAppStore for the features' tests; the hooks are in app/hooks.ts, so no component imports the store at run time.",
            },
          ],
          featurePairs: [
            ...['cart', 'catalog', 'checkout'].map((from) => ({
              from,
              to: 'accounts',
              reason:
                'The signed-in state (selectIsAuthenticated) and the sign-in panel (openAuthPanel) gate buying; they live in the auth slice of the accounts feature (the tokens and the panels; the profile is in the API cache, ADR 29).',
            })),
            {
              from: 'cart',
              to: 'checkout',
              reason: "The cart's 'Proceed to checkout' buttons start checkout (useStartCheckout).",
            },
            {
              from: 'cart',
              to: 'content',
              reason:
                "The cart's gift wrapping option shows the price staff set (useSettings, GET /api/settings/).",
            },
            {
              from: 'cart',
              to: 'delivery',
              reason:
                'The cart asks how it is delivered (issue 27): the methods offered and the pick-up point finder.',
            },
            {
              from: 'checkout',
              to: 'orders',
              reason:
                "The success page shows the new order with the orders feature's status badge and date format.",
            },
          ],
        },
      ],
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
    ignores: ['packages/contracts/src/**/*.test.ts', 'packages/contracts/src/test-support/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\.).*', message: 'The contracts depend on zod only.' }] },
      ],
    },
  },
);
