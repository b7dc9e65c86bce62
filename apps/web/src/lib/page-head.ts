import {
  HEAD_TAG_MARKER,
  pageHeadTags,
  type Language,
  type PageHead,
  type PageMeta,
} from '@shop/contracts';

export type { PageHead };

/**
 * Writes a page's head into the document: the same tags the server put into the first answer
 * (@shop/contracts builds the list for both), so title, description, canonical address,
 * language alternates, Open Graph and JSON-LD stay right while the visitor navigates.
 */
export function applyPageHead(head: PageHead, language: Language): void {
  document.title = head.title;
  for (const element of document.head.querySelectorAll(`[${HEAD_TAG_MARKER}]`)) {
    element.remove();
  }
  const elements = pageHeadTags(head, language, window.location.origin).map(
    ({ tag, attributes, text }) => {
      const element = document.createElement(tag);
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      element.setAttribute(HEAD_TAG_MARKER, '');
      if (text !== undefined) element.textContent = text;
      return element;
    },
  );
  document.head.append(...elements);
}

/**
 * What a page without a head of its own shows (its own hook may still set the title): the
 * shop's title and description, nothing that would describe the previous page.
 */
export function neutralPageHead(home: PageMeta): PageHead {
  return { ...home, path: null, type: 'website' };
}
