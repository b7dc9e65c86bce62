import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Waits until `minimumMs` have passed since `startedAt` (a `performance.now()` reading). An
 * answer that must not tell whether an address has an account (or an order exists) takes the same time either way:
 * the path with an account (a token row, a mail rendered and queued) is a few ms slower.
 */
export async function waitUntilElapsed(startedAt: number, minimumMs: number): Promise<void> {
  const remaining = minimumMs - (performance.now() - startedAt);
  if (remaining > 0) await sleep(remaining);
}
