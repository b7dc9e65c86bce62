/** Spec §9: order dates are shown as dd/mm/yyyy, in every language, in the shopper's time zone. */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** Spec §9: a card lists at most 3 items; the rest is counted as '+N more items'. */
export const ORDER_CARD_ITEMS = 3;

export function cardItems<T>(items: readonly T[]): { shown: readonly T[]; more: number } {
  return {
    shown: items.slice(0, ORDER_CARD_ITEMS),
    more: Math.max(0, items.length - ORDER_CARD_ITEMS),
  };
}
