/**
 * The storefront's first script: paints first, then takes the page over (ADR 0045).
 *
 * A server-rendered page arrives with its content; to be seen it needs the HTML, the
 * stylesheet and its main picture. The scripts that take it over (React, the store, the texts:
 * about 180 KiB compressed) are asked for only once that picture is on screen: on a phone's
 * slow link they would otherwise share it with the stylesheet and the picture and hold back
 * the first paint by about a second. Until then links work as they do without JavaScript.
 *
 * The build names the app's entry in `data-app` and the modules it imports in `data-preload`
 * (vite.config.ts, `paintFirst`); the server adds the page's texts. This file imports nothing,
 * so that it stays one small request of its own.
 *
 * Until the take-over nothing a shopper does is lost (issue 30, ADR 0053): text typed into a
 * field is given to the app once it is there, and a tap on a button that needs the app (Add to
 * Cart, the signed-in menus) is kept and carried out then, as Angular's event replay does.
 * Links and the header's `<details>` (the language, the search, the small-screen menu, Sign
 * in: ADR 0102) are left to the browser: they work without the app.
 */

/** How long the take-over waits for the main picture's paint at most, on a link that stalls. */
const PICTURE_WAIT_MS = 3000;

/** The element a server-rendered page carries its data in (lib/initial-data.ts). */
const INITIAL_DATA_ELEMENT_ID = 'initial-data';

/**
 * Resolves once the page's content is painted with its main picture (the one fetched at high
 * priority), if it has one. A frame requested with requestAnimationFrame can come before the
 * browser paints any content, so the browser's record of its largest paints says when content
 * is on screen; the picture counts as shown when such a paint names it, or a frame after it
 * loaded once content is on screen (it need not be the largest element). A browser that keeps
 * no such record waits for the picture's load and a frame.
 */
function mainContentPainted(): Promise<void> {
  const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const supported =
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint') === true;
  return new Promise((resolve) => {
    let contentPainted = !supported;
    let pictureLoaded = !picture || picture.complete;
    const finish = () => {
      observer?.disconnect();
      clearTimeout(timer);
      // Out of the observer's or the frame's callback: what follows is a task of its own.
      setTimeout(resolve, 0);
    };
    const check = () => {
      if (contentPainted && pictureLoaded) finish();
    };
    const afterNextFrame = () => requestAnimationFrame(() => setTimeout(check, 0));
    const observer = supported
      ? new PerformanceObserver((list) => {
          contentPainted = true;
          const paints = list.getEntries() as LargestContentfulPaint[];
          if (picture && paints.some((paint) => paint.element === picture)) finish();
          else if (pictureLoaded) afterNextFrame();
        })
      : null;
    const timer = setTimeout(finish, PICTURE_WAIT_MS);
    const onPictureDone = () => {
      pictureLoaded = true;
      afterNextFrame();
    };
    picture?.addEventListener('load', onPictureDone, { once: true });
    picture?.addEventListener('error', onPictureDone, { once: true });
    observer?.observe({ type: 'largest-contentful-paint', buffered: true });
    if (!supported) afterNextFrame();
  });
}

/**
 * Keeps what the shopper does before the app takes the page over, and hands it to the app
 * once it has. The app says so by setting `data-hydrated` on `<html>` (main.tsx), after its
 * first render is committed with the visitor's sign-in known.
 *
 * - A tap on a button that does nothing without the app (any button but a form's submit
 *   button, which sends its form natively) is stopped before it reaches the page, so that
 *   React, if it is hydrating already, cannot carry it out a first time, and is replayed as a
 *   click on the same element: hydration keeps the server's elements. The button shows that
 *   it is waiting (`data-waiting`, index.css) until then. Each button is replayed once.
 * - Text typed into a field stays in the field, but React sets a controlled field back to its
 *   state when it takes it over: the text is put back and announced as an input, so the app's
 *   state (the counter, the buttons' checks) has it.
 * - A radio checked (a product's option, ADR 0095) stays checked, but the app's state does not
 *   know it, and its next render would uncheck it: the last radio checked in each group is
 *   clicked again for the app, unchecked first so that the click is a change.
 */
function keepEarlyTouches(): void {
  const root = document.documentElement;
  const tapped = new Set<HTMLButtonElement>();
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
  const chosen = new Map<string, HTMLInputElement>();

  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (!button || button.disabled || (button.type === 'submit' && button.form)) return;
    event.stopPropagation();
    tapped.add(button);
    button.dataset.waiting = '';
  };
  const keepField = (field: EventTarget | null) => {
    const isText =
      field instanceof HTMLTextAreaElement ||
      (field instanceof HTMLInputElement && field.type !== 'checkbox' && field.type !== 'radio');
    if (isText) typed.set(field, field.value);
    else if (field instanceof HTMLInputElement && field.type === 'radio' && field.checked) {
      chosen.set(field.name, field);
    }
  };
  const onInput = (event: Event) => keepField(event.target);
  // On a slow link this script is a request of its own: text typed before it ran (or put back
  // by the browser on the way back) is in the fields already, and differs from what the server
  // wrote (ADR 0084).
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input, textarea',
  )) {
    const checkedChanged =
      field instanceof HTMLInputElement && field.checked !== field.defaultChecked;
    if (field.value !== field.defaultValue || checkedChanged) keepField(field);
  }
  window.addEventListener('click', onClick, true);
  window.addEventListener('input', onInput, true);

  const replay = () => {
    for (const [field, value] of typed) {
      if (!field.isConnected || field.value === value) continue;
      // The prototype's setter, not React's tracked one: React then sees the input as new.
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(
        field,
        value,
      );
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    for (const radio of chosen.values()) {
      if (!radio.isConnected) continue;
      radio.checked = false;
      radio.click();
    }
    for (const button of tapped) {
      delete button.dataset.waiting;
      if (button.isConnected) button.click();
    }
  };
  new MutationObserver((_records, observer) => {
    if (root.dataset.hydrated !== 'true') return;
    observer.disconnect();
    window.removeEventListener('click', onClick, true);
    window.removeEventListener('input', onInput, true);
    // A task of its own, after React has finished the work of the commit that announced it.
    setTimeout(replay, 0);
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
}

async function takeOver(): Promise<void> {
  const script = document.querySelector<HTMLScriptElement>('script[data-app]');
  const app = script?.dataset.app;
  if (!app) throw new Error('The page names no app to load (script[data-app]).');
  if (document.getElementById(INITIAL_DATA_ELEMENT_ID)) {
    await mainContentPainted();
  }
  // Asked for together, not one after the other as the app's imports would find them; the
  // app's own chunk first, so that on six connections it never waits behind a small one.
  const preloads = (script.dataset.preload ?? '').split(' ').filter(Boolean);
  for (const href of [app, ...preloads]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  await import(/* @vite-ignore */ app);
}

if (document.getElementById(INITIAL_DATA_ELEMENT_ID)) keepEarlyTouches();
await takeOver();

export {};
