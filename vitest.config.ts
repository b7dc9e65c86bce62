import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Property tests (fast-check) run from one seed per run: FC_SEED when given (to replay a
 * failure), otherwise a fresh one. It is printed on every test run, so CI's log names it;
 * only then: knip also loads this file during `npm run lint`, where a seed means nothing.
 * Vitest sets VITEST before it loads its configuration.
 */
const fastCheckSeed = readFastCheckSeed(process.env.FC_SEED);
if (process.env.VITEST) {
  console.log(`fast-check seed: ${fastCheckSeed} (replay with FC_SEED=${fastCheckSeed})`);
}

function readFastCheckSeed(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return Math.floor(Math.random() * 2 ** 31);
  const seed = Number(value);
  if (!Number.isSafeInteger(seed)) throw new Error(`FC_SEED must be an integer, not ${value}.`);
  return seed;
}

/** Every project gets the seed (inline projects do not inherit the root's test options). */
const propertyTests = {
  provide: { fastCheckSeed },
  setupFiles: [fileURLToPath(new URL('./vitest.fast-check.ts', import.meta.url))],
};

export default defineConfig({
  test: {
    // Vitest's default is one worker per core less one: one worker on CI's 2 cores. The API
    // tests mostly wait on PostgreSQL and on timers, so three files at a time use the cores
    // better: the whole suite passed this way under a load average of 12, each file on its
    // own cloned database.
    maxWorkers: 3,
    projects: [
      {
        test: {
          ...propertyTests,
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
        },
      },
      {
        test: {
          ...propertyTests,
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          // Starts one PostgreSQL (or uses DATABASE_URL) and prepares template databases;
          // each test file then clones its own database from a template.
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // A safety net for a hung test, not a speed target: the first e-invoice test compiles
          // the EN 16931 and Peppol rules (kept in the temporary folder afterwards), which took
          // over 30 s on a loaded machine.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          ...propertyTests,
          name: 'payment-sandbox',
          include: ['apps/payment-sandbox/src/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          ...propertyTests,
          name: 'admin',
          include: ['apps/admin/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        // The lint rules of eslint/ (ESLint's RuleTester: each boundary rule fires).
        test: { name: 'lint-rules', include: ['eslint/**/*.test.js'] },
      },
      {
        test: {
          ...propertyTests,
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
