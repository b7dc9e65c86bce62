import type { ReactNode } from 'react';
import { PageBody, PageHeader } from './PageHeader';

/** Terms and privacy: numbered sections of plain text under a page header. */
export function LegalPage({
  eyebrow,
  title,
  lead,
  sections,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  sections: Array<{ key: string; title: string; body: ReactNode }>;
}) {
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title} lead={lead} />
      <PageBody>
        <ol className="space-y-8">
          {sections.map((section, index) => (
            <li key={section.key}>
              <section aria-labelledby={`legal-${section.key}`}>
                <h2 id={`legal-${section.key}`} className="text-xl font-semibold text-ink-900">
                  {index + 1}. {section.title}
                </h2>
                <div className="mt-3 leading-relaxed text-ink-700">{section.body}</div>
              </section>
            </li>
          ))}
        </ol>
      </PageBody>
    </>
  );
}
