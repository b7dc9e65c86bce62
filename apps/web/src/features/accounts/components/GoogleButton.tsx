import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
      <path
        fill="#4285F4"
        d="M22.6 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h6a5.1 5.1 0 0 1-2.2 3.4v2.8h3.6c2-1.9 3.2-4.7 3.2-8.2z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.8c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.9A11 11 0 0 0 12 23z"
      />
      <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7H2.1a11 11 0 0 0 0 10l3.7-2.9z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7l3.7 2.9C6.7 7.3 9.1 5.4 12 5.4z"
      />
    </svg>
  );
}

/** Spec §1: Google sign-in and sign-up are shown, marked as coming soon. */
export function GoogleButton({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <Button variant="secondary" className="w-full" disabled>
        <GoogleMark />
        {label}
        <span className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-ink-700">
          {t('accounts.google.comingSoon')}
        </span>
      </Button>
      <div className="flex items-center gap-3 text-sm text-ink-600" aria-hidden="true">
        <span className="h-px flex-1 bg-cream-300" />
        {t('accounts.or')}
        <span className="h-px flex-1 bg-cream-300" />
      </div>
    </div>
  );
}
