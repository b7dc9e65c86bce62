import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_RESET_TTL_MINUTES, passwordResetRequestSchema } from '@shop/contracts';
import { Button } from '../../../components/ui/button';
import { useRequestPasswordResetMutation } from '../api/password-reset';
import { useAccountForm } from '../hooks/use-account-form';
import { FormBanner } from './FormBanner';
import { EmailField } from './FormField';
import { PanelSwitchPrompt } from './PanelSwitchPrompt';

const FIELDS = ['email'] as const;

export interface ForgotPasswordFormProps {
  onBackToLogin: () => void;
}

/**
 * 'Forgot password?' (issue 8): asks for a reset link. The answer never tells whether the
 * address has an account, so the confirmation says "if an account exists".
 */
export function ForgotPasswordForm({ onBackToLogin }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [requestPasswordReset] = useRequestPasswordResetMutation();
  const { form, message, banner, submitWith } = useAccountForm({
    schema: passwordResetRequestSchema,
    defaultValues: { email: '' },
    fields: FIELDS,
    action: 'profile',
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  // A field error (a malformed address) goes on the field; a refusal such as too many
  // requests, with the server's own words, in the banner.
  const onSubmit = submitWith(async (values) => {
    setSentTo(null);
    await requestPasswordReset(values).unwrap();
    setSentTo(values.email);
  });

  return (
    <div className="space-y-6">
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={isSubmitting}>
        {banner ? <FormBanner>{banner}</FormBanner> : null}
        {sentTo ? (
          <FormBanner tone="success">
            {t('accounts.forgot.sent', { email: sentTo, minutes: PASSWORD_RESET_TTL_MINUTES })}
          </FormBanner>
        ) : null}
        <EmailField error={message(errors.email?.message)} {...register('email')} />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? t('accounts.forgot.submitting') : t('accounts.forgot.submit')}
        </Button>
      </form>
      <PanelSwitchPrompt action={t('accounts.forgot.backToLogin')} onClick={onBackToLogin} />
    </div>
  );
}
