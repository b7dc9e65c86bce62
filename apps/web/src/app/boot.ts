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

async function takeOver(): Promise<void> {
  const script = document.querySelector<HTMLScriptElement>('script[data-app]');
  const app = script?.dataset.app;
  if (!app) throw new Error('The page names no app to load (script[data-app]).');
  if (document.getElementById(INITIAL_DATA_ELEMENT_ID)) {
    await mainContentPainted();
  }
  // Asked for together, not one after the other as the app's imports would find them.
  for (const href of (script.dataset.preload ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  await import(/* @vite-ignore */ app);
}

await takeOver();

export {};
