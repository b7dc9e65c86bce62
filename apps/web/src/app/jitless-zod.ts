/**
 * Imported first by main.tsx, before any module that could load zod. zod decides when a schema
 * is built whether to compile its parser with new Function, probing for eval, which the shop's
 * Content-Security-Policy forbids (the browser would report a violation). Without the compiled
 * fast path parsing gives the same results.
 *
 * zod 4 keeps its global configuration in `globalThis.__zod_globalConfig` and creates that
 * object only when it is absent, so setting it here configures zod without loading it: zod
 * arrives later, in lazy chunks (forms, answer schemas), not on the first page's critical path.
 * `jitless-zod.test.ts` checks that zod still reads this setting.
 */
const zodGlobal = globalThis as typeof globalThis & {
  __zod_globalConfig?: Record<string, unknown>;
};
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
