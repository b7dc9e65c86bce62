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

/** How long the take-over waits for the main picture at most, on a link that stalls. */
const PICTURE_WAIT_MS = 3000;

/** The element a server-rendered page carries its data in (lib/initial-data.ts). */
const INITIAL_DATA_ELEMENT_ID = 'initial-data';

function mainPictureShown(): Promise<void> {
  const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!picture || picture.complete) return Promise.resolve();
  return new Promise((resolve) => {
    picture.addEventListener('load', () => resolve(), { once: true });
    picture.addEventListener('error', () => resolve(), { once: true });
    setTimeout(resolve, PICTURE_WAIT_MS);
  });
}

/** Resolves once the browser has painted what it has: after a frame, in the next task. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

async function takeOver(): Promise<void> {
  const script = document.querySelector<HTMLScriptElement>('script[data-app]');
  const app = script?.dataset.app;
  if (!app) throw new Error('The page names no app to load (script[data-app]).');
  if (document.getElementById(INITIAL_DATA_ELEMENT_ID)) {
    await mainPictureShown();
    await afterNextPaint();
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
