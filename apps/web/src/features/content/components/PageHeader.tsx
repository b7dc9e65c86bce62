import type { ReactNode } from 'react';

/** The top of a text page: a small label, the page's one h1 and a lead paragraph. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="bg-linear-to-b from-cream-100 to-cream-50">
      <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <p className="text-sm font-semibold tracking-widest text-clay-600 uppercase">{eyebrow}</p>
        <h1 className="mt-3 text-4xl font-semibold tracking-tight text-ink-900 sm:text-5xl">
          {title}
        </h1>
        <p className="mt-6 max-w-3xl text-lg leading-relaxed text-ink-700">{lead}</p>
        {children}
      </div>
    </div>
  );
}

/** A card of a text page: a heading and its paragraph(s). */
export function InfoCard({
  title,
  children,
  tone = 'plain',
  headingLevel = 2,
}: {
  title: string;
  children: ReactNode;
  tone?: 'plain' | 'warm';
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      className={
        tone === 'warm'
          ? 'rounded-2xl border border-clay-100 bg-clay-50 p-6 sm:p-8'
          : 'rounded-2xl border border-cream-200 bg-white p-6 shadow-sm sm:p-8'
      }
    >
      <Heading className="text-xl font-semibold text-ink-900">{title}</Heading>
      <div className="mt-3 space-y-3 leading-relaxed text-ink-700">{children}</div>
    </section>
  );
}

/** The width and padding of a text page's body. */
export function PageBody({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className={`mx-auto px-4 pt-4 pb-20 sm:px-6 lg:px-8 ${wide ? 'max-w-6xl' : 'max-w-4xl'}`}>
      {children}
    </div>
  );
}
