import sanitizeHtml from 'sanitize-html';
import {
  DESCRIPTION_ALLOWED_ATTRIBUTES,
  DESCRIPTION_ALLOWED_SCHEMES,
  DESCRIPTION_ALLOWED_TAGS,
} from '@shop/contracts';

const DESCRIPTION_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...DESCRIPTION_ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(DESCRIPTION_ALLOWED_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...DESCRIPTION_ALLOWED_SCHEMES],
  allowProtocolRelative: false,
  // Anything else is dropped with its content when it is code (script, style) and unwrapped
  // otherwise, so the text of an unknown tag survives.
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link in a description leaves the shop: no access to this window, no ranking credit.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
  },
};

/**
 * Cleans a product description: only the tags and attributes of the shared allow-list
 * survive, so no script, event handler or style reaches a browser. Every path that writes a
 * description (the demo seed, the admin) goes through this function, and so does every answer
 * that carries one (db/catalog-rules.ts): the storefront shows the API's HTML as it is.
 */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, DESCRIPTION_OPTIONS).trim();
}

/** The description as plain text: tags dropped, entities decoded, white space collapsed. */
export function descriptionText(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|li|h[2-4]|blockquote)>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X'
          ? Number.parseInt(body.slice(2), 16)
          : Number.parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/**
 * A short plain-text summary of a description for meta descriptions and link previews:
 * at most `maxLength` characters, cut at a word boundary with an ellipsis.
 */
export function descriptionSummary(html: string, maxLength = 160): string {
  const text = descriptionText(html);
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
