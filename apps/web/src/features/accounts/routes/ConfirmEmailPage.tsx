import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STOREFRONT_ROUTES } from '@shop/contracts';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { accountFailureOf, placeFieldErrors } from '../account-failure';
import { useConfirmEmailChangeMutation } from '../api/confirm-email';
import { FormBanner } from '../components/FormBanner';
import { useFailureText } from '../hooks/use-failure-text';
import { useProfile } from '../hooks/use-profile';

/**
 * /confirm-email/{token} (issue 14): the page the mail to a new address links to. The change
 * happens on a click, not on opening the page, so a mail scanner that opens links changes
 * nothing. It needs no sign-in: the link may be opened on another device.
 */
export function ConfirmEmailPage() {
  return <ConfirmLinkPage texts="accounts.confirmEmail" />;
}

/**
 * /confirm-address/{token} (issue 24, ADR 0049): the page the sign-up mail links to; the same
 * link and click as a change, to the address the account already has.
 */
export function ConfirmAddressPage() {
  return <ConfirmLinkPage texts="accounts.confirmAddress" />;
}

function ConfirmLinkPage({
  texts,
}: {
  texts: 'accounts.confirmEmail' | 'accounts.confirmAddress';
}) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const signedIn = useProfile().data !== undefined;
  const token = useParams().token ?? '';
  const [confirmEmailChange] = useConfirmEmailChangeMutation();
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const [confirmedEmail, setConfirmedEmail] = useState<string | null>(null);
  useDocumentTitle(t(`${texts}.title`));

  async function confirm() {
    setBusy(true);
    setBanner(null);
    try {
      const { email } = await confirmEmailChange(token).unwrap();
      // The stored profile is asked again (the mutation invalidates it) when signed in.
      setConfirmedEmail(email);
    } catch (error) {
      // The server says why (unknown, used or replaced, expired) in the visitor's language,
      // on its `token` field: this page has no fields, so every message goes in the banner.
      const failure = accountFailureOf(error, 'profile');
      setBanner(placeFieldErrors(failure, []).message ?? failureText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-md px-4 py-14 sm:py-20">
      <div className="rounded-3xl border border-cream-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-3xl font-semibold tracking-tight text-ink-900">
          {t(`${texts}.title`)}
        </h1>
        {confirmedEmail ? (
          <div className="mt-6 space-y-5">
            <FormBanner tone="success">{t(`${texts}.done`, { email: confirmedEmail })}</FormBanner>
            {signedIn ? (
              <Button asChild className="w-full">
                <Link to={STOREFRONT_ROUTES.profile}>{t(`${texts}.toProfile`)}</Link>
              </Button>
            ) : null}
          </div>
        ) : (
          <div className="mt-2 space-y-5">
            <p className="text-ink-700">{t(`${texts}.lead`)}</p>
            {banner ? <FormBanner>{banner}</FormBanner> : null}
            <Button
              className="w-full"
              disabled={busy}
              aria-busy={busy}
              onClick={() => void confirm()}
            >
              {busy ? t(`${texts}.submitting`) : t(`${texts}.submit`)}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
