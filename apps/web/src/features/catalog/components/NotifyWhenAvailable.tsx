import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BackInStockRequest } from '@shop/contracts';
import { useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/ui/button';
import { selectIsAuthenticated } from '../../accounts';
import { failureOf } from '../../../lib/api';
import { loadLazyContracts } from '../../../lib/api-client';
import { useSubscribeToBackInStockMutation } from '../api/back-in-stock';
import { describeNotifyFailure } from '../back-in-stock-failure';
import { describeApiFailure } from '../../../lib/api-failure';

/**
 * 'Notify When Available' on an unavailable product or combination of options (issues 8, 29). A signed-in customer subscribes
 * with one click (the account's e-mail is used); a visitor first gives an e-mail address in a
 * small form. The server's answer ("we'll e-mail you", "you are on the list already") is shown
 * as it comes, in the visitor's language.
 */
export function NotifyWhenAvailable({
  productSlug,
  variantId = null,
}: {
  productSlug: string;
  /** The sold-out combination asked about (issue 29); null: the product itself. */
  variantId?: number | null;
}) {
  const { t } = useTranslation();
  const isSignedIn = useAppSelector(selectIsAuthenticated);
  const id = useId();
  const [formOpen, setFormOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [subscribeToBackInStock] = useSubscribeToBackInStockMutation();

  async function subscribe(request: BackInStockRequest) {
    setBusy(true);
    setFailure(null);
    setEmailError(null);
    const result = await subscribeToBackInStock({
      slug: productSlug,
      request: variantId === null ? request : { ...request, variant_id: variantId },
    });
    setBusy(false);
    if (result.data) {
      setAnswer(result.data.detail);
      setFormOpen(false);
      return;
    }
    const shown = describeNotifyFailure(failureOf(result.error) ?? describeApiFailure(null));
    if (shown.emailError) setEmailError(shown.emailError);
    else setFailure(shown.message ?? t('product.notify.failed'));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The rule the API applies to a visitor's address, checked before sending; with the lazily
    // loaded contracts, so the product page takes over without zod.
    const { backInStockRequestSchema } = await loadLazyContracts();
    const parsed = backInStockRequestSchema.shape.email.unwrap().safeParse(email);
    if (!parsed.success) {
      setEmailError(t('product.notify.invalidEmail'));
      return;
    }
    void subscribe({ email: parsed.data });
  }

  const showForm = formOpen && !isSignedIn && answer === null;
  const emailErrorId = `${id}-email-error`;

  return (
    <div className="space-y-4" data-testid="notify-when-available">
      {answer === null && !showForm ? (
        <Button
          size="lg"
          variant="secondary"
          className="w-full sm:w-auto"
          disabled={busy}
          onClick={() => (isSignedIn ? void subscribe({}) : setFormOpen(true))}
        >
          {busy ? t('product.notify.submitting') : t('product.notifyWhenAvailable')}
        </Button>
      ) : null}

      {showForm ? (
        <form
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          aria-busy={busy}
          className="space-y-4 rounded-2xl border border-cream-200 bg-cream-50 p-5"
        >
          <p className="text-ink-700">{t('product.notify.lead')}</p>
          <div>
            <label htmlFor={`${id}-email`} className="block font-medium text-ink-900">
              {t('product.notify.email')}
            </label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              inputMode="email"
              // The visitor asked for this form with the button that it replaces.
              autoFocus
              value={email}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? emailErrorId : undefined}
              onChange={(event) => {
                setEmail(event.target.value);
                setEmailError(null);
              }}
              className="mt-2 h-11 w-full rounded-xl border border-cream-300 bg-white px-4 text-base text-ink-900 focus:outline-2 focus:-outline-offset-2 focus:outline-clay-600 aria-invalid:border-red-600"
            />
            {emailError ? (
              <p id={emailErrorId} className="mt-1 text-sm font-medium text-red-700">
                {emailError}
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={busy}>
              {busy ? t('product.notify.submitting') : t('product.notify.submit')}
            </Button>
            <Button
              variant="ghost"
              disabled={busy}
              onClick={() => {
                setFormOpen(false);
                setEmailError(null);
                setFailure(null);
              }}
            >
              {t('product.notify.cancel')}
            </Button>
          </div>
        </form>
      ) : null}

      <div aria-live="polite">
        {answer !== null ? (
          <p data-testid="notify-answer" className="font-medium text-green-700">
            {answer}
          </p>
        ) : failure ? (
          <p role="alert" className="font-medium text-red-700">
            {failure}
          </p>
        ) : null}
      </div>
    </div>
  );
}
