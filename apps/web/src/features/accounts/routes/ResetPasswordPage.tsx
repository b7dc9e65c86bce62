import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useConfirmPasswordResetMutation } from '../api/password-reset';
import { openAuthPanel } from '../auth-slice';
import { FormBanner } from '../components/FormBanner';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { useAccountForm } from '../hooks/use-account-form';
import { resetPasswordFormSchema } from '../password-reset-form';

const FIELDS = ['password', 'confirm_password'] as const;

/**
 * /reset-password/{token} (issue 8): the page the reset mail links to. The new password is
 * sent with the link's token; afterwards the customer signs in with it. A used or expired
 * link is refused by the server with its own message, and a new link is one click away.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const token = useParams().token ?? '';
  const [done, setDone] = useState(false);
  useDocumentTitle(t('accounts.reset.title'));
  const [confirmPasswordReset] = useConfirmPasswordResetMutation();
  const { form, banner, submitWith } = useAccountForm({
    schema: resetPasswordFormSchema,
    defaultValues: { password: '', confirm_password: '' },
    fields: FIELDS,
    action: 'profile',
  });
  const { isSubmitting } = form.formState;

  const onSubmit = submitWith(async ({ password: newPassword }) => {
    // The server judges the token (unknown, used, expired) and says so in its `detail`.
    await confirmPasswordReset({ token, password: newPassword }).unwrap();
    setDone(true);
  });

  return (
    <div className="mx-auto max-w-md px-4 py-14 sm:py-20">
      <div className="rounded-3xl border border-cream-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-3xl font-semibold tracking-tight text-ink-900">
          {t('accounts.reset.title')}
        </h1>
        {done ? (
          <div className="mt-6 space-y-5">
            <FormBanner tone="success">{t('accounts.reset.done')}</FormBanner>
            <Button className="w-full" onClick={() => dispatch(openAuthPanel('login', '/'))}>
              {t('accounts.reset.signIn')}
            </Button>
          </div>
        ) : (
          <>
            <p className="mt-2 mb-6 text-ink-700">{t('accounts.reset.lead')}</p>
            <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={isSubmitting}>
              {banner ? (
                <div className="space-y-3">
                  <FormBanner>{banner}</FormBanner>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => dispatch(openAuthPanel('forgotPassword'))}
                  >
                    {t('accounts.reset.requestNewLink')}
                  </Button>
                </div>
              ) : null}
              <NewPasswordFields form={form} purpose="change" withStrength />
              <Button type="submit" className="w-full" disabled={isSubmitting}>
                {isSubmitting ? t('accounts.reset.submitting') : t('accounts.reset.submit')}
              </Button>
            </form>
          </>
        )}
      </div>
    </div>
  );
}
