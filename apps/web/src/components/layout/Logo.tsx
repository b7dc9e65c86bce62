import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STOREFRONT_ROUTES } from '@shop/contracts';
import { SITE } from '../../config/site';
import { cn } from '../../lib/cn';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="12" className="fill-clay-600" />
      <path
        d="M9 18h22v12.5a2.5 2.5 0 0 1-2.5 2.5h-17A2.5 2.5 0 0 1 9 30.5z"
        className="fill-cream-50"
      />
      <rect x="7" y="12.5" width="26" height="6.5" rx="2" className="fill-clay-100" />
      <path d="M18 12.5h4V33h-4z" className="fill-clay-400" />
      <path
        d="M20 12.5c-2-4.5-7-5.6-7.6-2.6S16.8 12.5 20 12.5zm0 0c2-4.5 7-5.6 7.6-2.6S23.2 12.5 20 12.5z"
        fill="none"
        strokeWidth="2"
        strokeLinejoin="round"
        className="stroke-clay-100"
      />
    </svg>
  );
}

/** Brand mark and shop name, linking home. */
export function Logo({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={STOREFRONT_ROUTES.home}
      className={cn('inline-flex items-center gap-2.5 rounded-lg', className)}
      aria-label={t('nav.homeLink', { shop: SITE.name })}
    >
      <LogoMark className="size-9 shrink-0" />
      <span className="font-display text-2xl font-semibold tracking-tight text-ink-900">
        {SITE.name}
      </span>
    </Link>
  );
}
