import { vi } from 'vitest';

type IntlConstructor = 'DateTimeFormat' | 'NumberFormat' | 'Segmenter';

/**
 * Watches the construction of one Intl service, still building the real one, and loads
 * `modulePath` afresh so that what the module does when it is imported is watched too: a
 * page's first Intl object loads ICU data, a long task on a phone (ADR 0104).
 * Restore with `vi.restoreAllMocks()`.
 */
export async function importWatchingIntl<Module>(
  constructor: IntlConstructor,
  load: () => Promise<Module>,
) {
  vi.resetModules();
  const Real = Intl[constructor] as unknown as new (...args: unknown[]) => object;
  const made = vi.spyOn(Intl, constructor).mockImplementation(function (...args: unknown[]) {
    return new Real(...args);
  } as never);
  return { made, module: await load() };
}
