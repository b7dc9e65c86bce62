import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { profileFormSchema, toProfileUpdate, type UserProfile } from '@shop/contracts';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { accountFailureOf } from '../account-failure';
import { useUpdateProfileMutation } from '../api/profile-api';
import { DataRightsSection } from '../components/DataRightsSection';
import { FormBanner } from '../components/FormBanner';
import { FormField } from '../components/FormField';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { useAccountForm } from '../hooks/use-account-form';
import { useFailureText } from '../hooks/use-failure-text';
import { useProfile } from '../hooks/use-profile';

/** Spec §4/§9: profile error messages clear after 5 seconds. */
export const PROFILE_ERROR_TIMEOUT_MS = 5_000;

const FIELDS = [
  'email',
  'phone_number',
  'password',
  'confirm_password',
  'current_password',
] as const;
type ProfileField = (typeof FIELDS)[number];

/** /data, "my account" (spec §2): the profile, loaded once after sign-in. */
export function ProfilePage() {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const { data, error, isFetching, refetch } = useProfile();
  // Asked again (a confirmed new address): the form waits for the new values, as it starts
  // from them and keeps what is typed afterwards.
  const user = isFetching ? undefined : data;
  useDocumentTitle(t('accounts.profile.title'));

  return (
    <div className="mx-auto max-w-2xl px-4 py-14 sm:px-6 sm:py-20">
      <h1 className="text-4xl font-semibold tracking-tight text-ink-900">
        {t('accounts.profile.title')}
      </h1>
      <p className="mt-3 text-lg text-ink-700">{t('accounts.profile.lead')}</p>

      <div className="mt-8 rounded-3xl border border-cream-200 bg-white p-6 shadow-sm sm:p-8">
        {user ? (
          // A new user (or a reload of it) starts the form afresh from the stored values.
          <ProfileForm key={user.username} user={user} />
        ) : !isFetching && error ? (
          <div className="space-y-4">
            <FormBanner>{failureText(accountFailureOf(error, 'profile'))}</FormBanner>
            <Button variant="outline" onClick={() => void refetch()}>
              {t('accounts.profile.retry')}
            </Button>
          </div>
        ) : (
          <p role="status" className="text-ink-700">
            {t('accounts.profile.loading')}
          </p>
        )}
      </div>
      {user ? <DataRightsSection /> : null}
    </div>
  );
}

function ProfileForm({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const [updateProfile] = useUpdateProfileMutation();
  const [saved, setSaved] = useState(false);
  /** The address a confirmation link went to, until the customer follows it. */
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const { form, message, banner, setBanner, submitWith } = useAccountForm({
    schema: profileFormSchema,
    defaultValues: {
      email: user.email,
      phone_number: user.phone_number,
      password: '',
      confirm_password: '',
      current_password: '',
    },
    fields: FIELDS,
    action: 'profile',
  });
  const {
    register,
    setError,
    clearErrors,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  // The server's errors of the last attempt, cleared together after a while (spec §4).
  const [serverErrors, setServerErrors] = useState<{ fields: ProfileField[] } | null>(null);
  useEffect(() => {
    if (!serverErrors) return;
    const timer = setTimeout(() => {
      setBanner(null);
      clearErrors(serverErrors.fields);
      setServerErrors(null);
    }, PROFILE_ERROR_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [serverErrors, clearErrors, setBanner]);

  const onSubmit = submitWith(
    async (values) => {
      setSaved(false);
      setPendingEmail(null);
      setServerErrors(null);
      // A new address needs the current password as a new password does (the schema checks
      // that one; only this form knows the address the account has now).
      if (values.email.trim() !== user.email && values.current_password === '') {
        setError('current_password', { message: 'currentPasswordRequired' }, { shouldFocus: true });
        return;
      }
      const stored = await updateProfile(toProfileUpdate(values)).unwrap();
      reset({
        email: stored.email,
        phone_number: stored.phone_number,
        password: '',
        confirm_password: '',
        current_password: '',
      });
      setSaved(true);
      setPendingEmail(stored.email_change?.new_email ?? null);
    },
    (fields) => setServerErrors({ fields }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={isSubmitting}>
      {saved ? <FormBanner tone="success">{t('accounts.profile.saved')}</FormBanner> : null}
      {pendingEmail ? (
        <FormBanner tone="success">
          {t('accounts.profile.checkNewAddress', { email: pendingEmail })}
        </FormBanner>
      ) : null}
      {banner ? <FormBanner>{banner}</FormBanner> : null}
      <FormField
        label={t('accounts.fields.username')}
        value={user.username}
        readOnly
        aria-readonly="true"
        hint={t('accounts.profile.usernameHint')}
      />
      <FormField
        label={t('accounts.fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={message(errors.email?.message)}
        {...register('email')}
      />
      <FormField
        label={t('accounts.fields.phoneNumber')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder={t('accounts.fields.phonePlaceholder')}
        error={message(errors.phone_number?.message)}
        {...register('phone_number')}
      />
      <fieldset className="space-y-5 border-t border-cream-200 pt-5">
        <legend className="float-left mb-1 text-lg font-semibold text-ink-900">
          {t('accounts.profile.passwordSection')}
        </legend>
        <p className="clear-left text-sm text-ink-600">{t('accounts.profile.passwordHint')}</p>
        <NewPasswordFields form={form} purpose="change" />
      </fieldset>
      <FormField
        className="border-t border-cream-200 pt-5"
        label={t('accounts.fields.currentPassword')}
        type="password"
        autoComplete="current-password"
        hint={t('accounts.profile.currentPasswordHint')}
        error={message(errors.current_password?.message)}
        {...register('current_password')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('accounts.profile.submitting') : t('accounts.profile.submit')}
      </Button>
    </form>
  );
}
