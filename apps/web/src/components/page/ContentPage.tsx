import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title';

export interface ContentSection {
  title: string;
  body: string;
}

/**
 * The frame of a text page (about, shipping, returns, ...): a heading, a lead paragraph and
 * optional sections. Pages that grow richer content replace the children.
 */
export function ContentPage({
  eyebrow,
  title,
  lead,
  sections = [],
  children,
}: {
  eyebrow?: string;
  title: string;
  lead: string;
  sections?: ContentSection[];
  children?: ReactNode;
}) {
  useDocumentTitle(title);

  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
      {/* A div, not <header>: the page has one header element, the site header. */}
      <div>
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-widest text-clay-600 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 text-4xl font-semibold tracking-tight text-ink-900 sm:text-5xl">
          {title}
        </h1>
        <p className="mt-6 text-lg leading-relaxed text-ink-700">{lead}</p>
      </div>

      {sections.length > 0 ? (
        <div className="mt-10 grid gap-5 sm:grid-cols-2">
          {sections.map((section) => (
            <section
              key={section.title}
              className="rounded-2xl border border-cream-200 bg-white p-6 shadow-sm"
            >
              <h2 className="text-xl font-semibold text-ink-900">{section.title}</h2>
              <p className="mt-2 leading-relaxed text-ink-700">{section.body}</p>
            </section>
          ))}
        </div>
      ) : null}

      {children}
    </article>
  );
}
