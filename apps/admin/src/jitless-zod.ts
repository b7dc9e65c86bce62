/**
 * Imported first by main.tsx, before any module that could load zod. zod decides when a schema
 * is built whether to compile its parser with new Function, probing for eval, which the shop's
 * Content-Security-Policy forbids (the browser would report a violation). Without the compiled
 * fast path parsing gives the same results.
 *
 * Calling `z.config` from the products screen was too late: the bundler evaluates the
 * contracts' module-level schemas (and zod's eval probe) in that chunk before the call. zod 4
 * keeps its global configuration in `globalThis.__zod_globalConfig` and creates it only when
 * absent, so setting it here configures zod before it loads, without loading it (the same as
 * the storefront's `app/jitless-zod.ts`, whose test checks that zod, one copy for both, still reads it);
 * the browser test security-headers.spec.ts opens the products screen under the policy.
 */
const zodGlobal = globalThis as typeof globalThis & {
  __zod_globalConfig?: Record<string, unknown>;
};
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
