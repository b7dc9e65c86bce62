import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { accountFailureOf } from '../account-failure';
import { downloadMyData, useEraseMyAccountMutation } from '../api/data-rights';
import { useFailureText } from '../hooks/use-failure-text';
import { useLogout } from '../hooks/use-logout';
import { FormBanner } from './FormBanner';
import { FormField } from './FormField';

/** My account's data rights (ADR 0035): a copy of everything, and erasing the account. */
export function DataRightsSection() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="data-rights-title"
      className="mt-8 space-y-6 rounded-3xl border border-cream-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <div>
        <h2 id="data-rights-title" className="text-2xl font-semibold text-ink-900">
          {t('accounts.dataRights.title')}
        </h2>
        <p className="mt-2 text-ink-700">{t('accounts.dataRights.lead')}</p>
      </div>
      <DownloadMyData />
      <DeleteMyAccount />
    </section>
  );
}

function DownloadMyData() {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await downloadMyData();
    } catch (error) {
      setFailure(failureText(accountFailureOf(error, 'profile')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3">
      {failure ? <FormBanner>{failure}</FormBanner> : null}
      <p className="text-sm text-ink-600">{t('accounts.dataRights.downloadHint')}</p>
      <Button variant="outline" disabled={busy} onClick={() => void download()}>
        {busy ? t('accounts.dataRights.downloading') : t('accounts.dataRights.download')}
      </Button>
    </div>
  );
}

function DeleteMyAccount() {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const logout = useLogout();
  const [eraseMyAccount] = useEraseMyAccountMutation();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [banner, setBanner] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBanner(null);
    setFieldError(undefined);
    if (password === '') {
      setFieldError(t('validation.currentPasswordRequired'));
      return;
    }
    setBusy(true);
    const { error } = await eraseMyAccount({ current_password: password });
    if (error) {
      const failure = accountFailureOf(error, 'profile');
      const onField = failure.fields.current_password?.join(' ');
      setFieldError(onField);
      setBanner(onField && !failure.message ? null : failureText(failure));
      setBusy(false);
      return;
    }
    // The account is gone with its sign-ins: leave as signing out does.
    await logout();
  };

  if (!open) {
    return (
      <div className="space-y-3 border-t border-cream-200 pt-6">
        <p className="text-sm text-ink-600">{t('accounts.dataRights.deleteHint')}</p>
        <Button variant="outline" onClick={() => setOpen(true)}>
          {t('accounts.dataRights.delete')}
        </Button>
      </div>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-4 border-t border-cream-200 pt-6"
      aria-busy={busy}
    >
      <p className="font-medium text-ink-900">{t('accounts.dataRights.deleteWarning')}</p>
      {banner ? <FormBanner>{banner}</FormBanner> : null}
      <FormField
        label={t('accounts.fields.currentPassword')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldError}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? t('accounts.dataRights.deleting') : t('accounts.dataRights.deleteConfirm')}
        </Button>
        <Button type="button" variant="outline" onClick={() => setOpen(false)}>
          {t('accounts.dataRights.cancel')}
        </Button>
      </div>
    </form>
  );
}
