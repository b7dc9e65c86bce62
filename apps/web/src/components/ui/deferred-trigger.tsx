import {
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentProps,
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { whenAllHydrated } from './hydrate-later';

/**
 * Menus and sheets that are closed on the first paint (the header's language, account, cart
 * and small-screen menus) need their Radix code only once opened. Until then a plain button
 * stands in for the Radix trigger: same look, same name, same ARIA popup state. The first press
 * loads the real component, which replaces the button already open (`defaultOpen`); hovering
 * or focusing the button starts the download early, so it is usually there by the press.
 */
export function lazyOpenable<P extends object>(
  load: () => Promise<ComponentType<P & OpenableProps>>,
): { Component: ComponentType<P & OpenableProps>; preload: () => void } {
  let loading: Promise<ComponentType<P & OpenableProps>> | null = null;
  const loadOnce = () => (loading ??= load());
  const Component = lazy(async () => ({ default: await loadOnce() }));
  return {
    Component,
    preload: () => {
      // A failed download is retried by the press (React.lazy reports it then).
      loadOnce().catch(() => (loading = null));
    },
  };
}

/** Runs `work` when the browser has nothing else to do (Safari has no requestIdleCallback). */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 200);
  return () => clearTimeout(handle);
}

/**
 * Fetches the code a first tap would open while the browser is idle, once the app has taken
 * the page over, so that the tap waits on no download (interaction to next paint, ADR 0102).
 * Not before the page's last part is hydrated (ADR 0104): the browser is idle between the
 * parts' tasks too, and the code's evaluation would delay the take-over.
 * `preload` must be a stable function (a module's, or `lazyOpenable`'s).
 */
export function usePreloadWhenIdle(preload: () => void, enabled = true): void {
  useEffect(() => {
    if (!enabled) return undefined;
    let cancelIdle: (() => void) | null = null;
    let cancelled = false;
    void whenAllHydrated().then(() => {
      if (!cancelled) cancelIdle = whenIdle(preload);
    });
    return () => {
      cancelled = true;
      cancelIdle?.();
    };
  }, [preload, enabled]);
}

/** Given to the lazily loaded component: open it at once, it was asked for by a press. */
export interface OpenableProps {
  defaultOpen?: boolean;
}

interface DeferredOpenableProps<P extends object> {
  openable: ReturnType<typeof lazyOpenable<P>>;
  /** The props of the real component. */
  props: P;
  /** The stand-in trigger: a `<button>` element's props (label, classes) and its content. */
  trigger: Omit<ComponentProps<'button'>, 'type'> & { children: ReactNode; 'data-testid'?: string };
  /** What the real trigger opens (its `aria-haspopup`). */
  popup: 'menu' | 'dialog';
  /** Opened already when first rendered (its plain-HTML stand-in was open, ADR 0102). */
  initiallyPressed?: boolean;
}

/**
 * Renders the stand-in trigger until the first press, then the real component (opened). Radix
 * opens menus on pointer down and on Enter, Space or ArrowDown, dialogs on click; the stand-in
 * answers all of them, so the first press feels like any later one.
 */
export function DeferredOpenable<P extends object>({
  openable,
  props,
  trigger,
  popup,
  initiallyPressed = false,
}: DeferredOpenableProps<P>) {
  const [pressed, setPressed] = useState(initiallyPressed);
  const standIn = (
    <button
      type="button"
      aria-haspopup={popup}
      aria-expanded={false}
      data-state="closed"
      {...trigger}
      onPointerEnter={openable.preload}
      onFocus={openable.preload}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        if (popup !== 'menu' || event.button !== 0 || event.ctrlKey) return;
        // As Radix does: the menu takes focus, not the button.
        event.preventDefault();
        setPressed(true);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        if (popup !== 'menu' || !['Enter', ' ', 'ArrowDown'].includes(event.key)) return;
        event.preventDefault();
        setPressed(true);
      }}
      // Dialogs, and clicks that come without a pointer (assistive technology).
      onClick={() => setPressed(true)}
    />
  );
  if (!pressed) return standIn;
  return (
    <Suspense fallback={standIn}>
      <openable.Component {...props} defaultOpen />
    </Suspense>
  );
}
