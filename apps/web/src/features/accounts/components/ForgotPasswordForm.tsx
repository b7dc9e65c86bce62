import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  PASSWORD_RESET_TTL_MINUTES,
  passwordResetRequestSchema,
  type PasswordResetRequest,
} from '@shop/contracts';
import { Button } from '../../../components/ui/button';
import { accountFailureOf } from '../account-failure';
import { useRequestPasswordResetMutation } from '../api/password-reset';
import { useAccountMessage } from '../hooks/use-account-message';
import { useShowFailure } from '../hooks/use-show-failure';
import { FormBanner } from './FormBanner';
import { FormField } from './FormField';
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
  const message = useAccountMessage();
  const showFailure = useShowFailure(FIELDS);
  const [banner, setBanner] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [requestPasswordReset] = useRequestPasswordResetMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setBanner(null);
    setSentTo(null);
    try {
      await requestPasswordReset(values).unwrap();
      setSentTo(values.email);
    } catch (error) {
      // A field error (a malformed address) goes on the field; a refusal such as too many
      // requests, with the server's own words, in the banner.
      setBanner(showFailure(accountFailureOf(error, 'profile'), setError).banner);
    }
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
        <FormField
          label={t('accounts.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('accounts.fields.emailPlaceholder')}
          error={message(errors.email?.message)}
          {...register('email')}
        />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? t('accounts.forgot.submitting') : t('accounts.forgot.submit')}
        </Button>
      </form>
      <PanelSwitchPrompt action={t('accounts.forgot.backToLogin')} onClick={onBackToLogin} />
    </div>
  );
}
