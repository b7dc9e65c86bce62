/**
 * A product description (HTML from the shop's admin) or, when empty, `fallback`. The API
 * answers it cleaned with the shared allow-list (apps/server/src/db/catalog-rules.ts), and the
 * Content-Security-Policy refuses inline script as a second line: no sanitiser of its own here
 * (DOMPurify was 10 KiB of a product page's JavaScript before its take-over, issue 30).
 */
export function ProductDescription({ html, fallback }: { html: string; fallback: string }) {
  if (html.replace(/<[^>]*>/g, '').trim() === '') {
    return <p className="text-ink-700 italic">{fallback}</p>;
  }
  return (
    <div
      data-testid="product-description"
      className="space-y-4 leading-relaxed text-ink-700 [&_a]:font-medium [&_a]:text-clay-700 [&_a]:underline [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-ink-900 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink-900 [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-5 [&_strong]:text-ink-900 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5"
      // Cleaned by the server with the shared allow-list (see above).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
