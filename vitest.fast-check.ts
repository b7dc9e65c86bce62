import fc from 'fast-check';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seed of every fast-check property in this run (vitest.config.ts prints it). */
    fastCheckSeed: number;
  }
}

// Each property starts from the run's seed, so a failure replays with FC_SEED=<seed> alone,
// whatever other tests ran before it (docs/RELIABILITY.md).
fc.configureGlobal({ seed: inject('fastCheckSeed') });
