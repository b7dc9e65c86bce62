// Plain lists, apart from catalog.ts's schemas: the storefront's product page reads them without
// loading zod.

/**
 * The HTML a product description may hold. The server keeps only these when a description is
 * stored; the storefront applies the same list again before rendering it.
 */
export const DESCRIPTION_ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'a',
] as const;
/** Attributes allowed on those tags (links only; their scheme is limited to http(s) and mailto). */
export const DESCRIPTION_ALLOWED_ATTRIBUTES = { a: ['href', 'title', 'rel'] } as const;
export const DESCRIPTION_ALLOWED_SCHEMES = ['http', 'https', 'mailto'] as const;
