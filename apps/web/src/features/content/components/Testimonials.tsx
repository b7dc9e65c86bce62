import { useTranslation } from 'react-i18next';

export const TESTIMONIALS = ['sarah', 'thomas', 'amelie', 'pieter'] as const;
/** Spec §2: every testimonial is rated 5. */
const RATING = 5;

function Stars({ label }: { label: string }) {
  return (
    <p className="flex gap-0.5 text-clay-500" role="img" aria-label={label}>
      {Array.from({ length: RATING }, (_, index) => (
        <svg key={index} viewBox="0 0 20 20" className="size-5 fill-current" aria-hidden="true">
          <path d="m10 1.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </p>
  );
}

/** What customers say: the four testimonials, each with its five stars (spec §2). */
export function Testimonials({ title, headingId }: { title: string; headingId: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={headingId} className="bg-cream-100 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2
          id={headingId}
          className="text-center text-3xl font-semibold tracking-tight text-ink-900 sm:text-4xl"
        >
          {title}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TESTIMONIALS.map((key) => (
            <li key={key} data-testid="testimonial">
              <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm">
                <Stars label={t('testimonials.rating', { rating: RATING })} />
                <blockquote className="mt-4 flex-1 leading-relaxed text-ink-700">
                  <p>“{t(`testimonials.items.${key}.quote`)}”</p>
                </blockquote>
                <figcaption className="mt-5 text-sm">
                  <span className="font-semibold text-ink-900">
                    {t(`testimonials.items.${key}.name`)}
                  </span>
                  <span className="text-ink-600"> · {t(`testimonials.items.${key}.place`)}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
