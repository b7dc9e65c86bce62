import type { AdminLocale } from './locales';

/** A screen's texts, shaped like a catalogue's subtree ("resources", "shop"). */
export interface ScreenTexts {
  [key: string]: string | ScreenTexts;
}

/** Per language, the added texts by their flat key. Kept tiny: the provider, in the entry, reads it. */
const added = new Map<string, string>();

function flatten(prefix: string, texts: ScreenTexts, into: Map<string, string>): void {
  for (const [key, value] of Object.entries(texts)) {
    const path = `${prefix}.${key}`;
    if (typeof value === 'string') into.set(path, value);
    else flatten(path, value, into);
  }
}

/**
 * Adds the texts of a screen that loads in its own chunk. They stay out of the catalogue every
 * first load downloads (the admin bundle budget, e2e/tests/admin-bundle-budget.spec.ts) and
 * are said from the moment the screen's chunk has arrived, before it renders.
 */
export function addScreenTexts(texts: Record<AdminLocale, ScreenTexts>): void {
  for (const [locale, own] of Object.entries(texts)) flatten(locale, own, added);
}

/** A screen's text in `locale` with its %{placeholders} filled, or undefined when none is added. */
export const screenText = (locale: string, key: string, values: Record<string, unknown> = {}) =>
  added.get(`${locale}.${key}`)?.replace(/%\{(\w+)\}/g, (_, name: string) => String(values[name]));
