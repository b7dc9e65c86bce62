import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** A message above a form: an error (announced at once) or a success note. */
export function FormBanner({
  tone = 'error',
  children,
}: {
  tone?: 'error' | 'success' | 'info';
  children: ReactNode;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-xl border px-4 py-3 text-sm',
        tone === 'error' && 'border-clay-200 bg-clay-50 text-clay-800',
        tone === 'success' && 'border-sage-700/20 bg-sage-100 text-sage-800',
        tone === 'info' && 'border-cream-300 bg-cream-100 text-ink-900',
      )}
    >
      {children}
    </div>
  );
}
