import { z } from 'zod';

/**
 * Imported first by main.tsx, before any schema exists: zod decides when a schema is built
 * whether to compile its parser with new Function, probing for eval, which the shop's
 * Content-Security-Policy forbids (the browser would report a violation). Without the
 * compiled fast path parsing gives the same results.
 */
z.config({ jitless: true });
