import { Suspense, useState, type ReactElement } from 'react';

/**
 * Parts of a server-rendered page that are taken over in a task of their own, after the rest
 * (ADR 0104). Preact hydrates a page in one task (ADR 0085); on Lighthouse's phone (4× slower
 * CPU) a product page's was one long task that blocked input. A part wrapped in `HydrateLater`
 * suspends while the page is hydrated: Preact keeps its server-rendered element as it is and
 * hydrates it when the part is let go, one part per task, in the order the page rendered them.
 *
 * Nothing a shopper does on such a part is lost meanwhile: the app announces the take-over
 * (`data-hydrated`, main.tsx) only once every part is hydrated, and until then the boot
 * script keeps taps and typed text and hands them over (ADR 0053, 0084).
 *
 * Only the first render of a server-rendered page is split; a page the browser renders itself
 * (a navigation in the app) renders its parts at once, and so does the server.
 */

interface Gate {
  open: boolean;
  promise: Promise<void>;
}

/** While a page is hydrated: what lets each part met go, in the order they rendered. */
let waiting: (() => void)[] | null = null;

/** Settles once the page's last part is hydrated: at once when there is nothing to hydrate. */
let allHydrated = Promise.resolve();

/** Resolves in a task of its own: the browser may paint and handle input in between. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `hydrate` (which hydrates synchronously, as Preact does) with the parts marked
 * `HydrateLater` left as the server rendered them, then lets them go, one task each. The first
 * render's effects run after this returns (in a microtask, preact-effects.ts), so they see
 * `whenAllHydrated()` of this page.
 */
export function hydrateInParts(hydrate: () => void): void {
  const releases: (() => void)[] = (waiting = []);
  try {
    hydrate();
  } finally {
    waiting = null;
  }
  allHydrated = (async () => {
    for (const release of releases) {
      await nextTask();
      // Preact renders the part again in this task's microtasks, into the kept element.
      release();
    }
    if (releases.length > 0) await nextTask();
  })();
}

/** Settles once every part of the page is hydrated (`hydrateInParts`). */
export function whenAllHydrated(): Promise<void> {
  return allHydrated;
}

/** Suspends until its gate is open; hook-free, as Preact drops a suspended first render's hooks. */
function Gated({ gate, children }: { gate: Gate | null; children: ReactElement }) {
  if (gate && !gate.open) throw gate.promise;
  return children;
}

/**
 * Hydrates `children` in a later task (see above). `children` must render one element at its
 * root: that is what Preact keeps while the part waits.
 */
export function HydrateLater({ children }: { children: ReactElement }) {
  const [gate] = useState(() => {
    const releases = waiting;
    if (!releases) return null;
    const created = { open: false } as Gate;
    created.promise = new Promise<void>((resolve) =>
      releases.push(() => {
        created.open = true;
        resolve();
      }),
    );
    return created;
  });
  return (
    <Suspense fallback={null}>
      <Gated gate={gate}>{children}</Gated>
    </Suspense>
  );
}
