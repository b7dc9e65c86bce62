import type { MouseEvent } from 'react';

/**
 * A plain left click on a link the app answers in the page (a panel, a language switch); with
 * a modifier key or another button the browser does what it does with any link (a new tab).
 */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
