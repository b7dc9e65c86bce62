import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** How a link looks inside running text of a content page. */
export const TEXT_LINK_CLASSES =
  'font-medium text-clay-700 underline underline-offset-4 hover:text-clay-800';

/** A link to one of our pages inside running text (contact page, privacy policy, a form). */
export function TextLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <Link to={to} className={TEXT_LINK_CLASSES}>
      {children}
    </Link>
  );
}
