/** Slugs of admin-made records (products, categories): readable, ASCII, unique. */

/** Lower-case ASCII words joined by hyphens: "Crème brûlée mug!" -> "creme-brulee-mug". */
export function slugify(text: string, fallback = 'product'): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || fallback;
}

/** `base`, or `base-2`, `base-3`, ... whichever is not among `taken` (slugs starting with base). */
export function firstFreeSlug(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    if (!used.has(`${base}-${suffix}`)) return `${base}-${suffix}`;
  }
}
