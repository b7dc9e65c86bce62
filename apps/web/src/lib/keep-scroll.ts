/**
 * Navigation state for a change within a page (a filter, a sort, a category of the list):
 * the layout does not take the page back to its top, the page decides where to show.
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

export function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'keepScroll' in state;
}
