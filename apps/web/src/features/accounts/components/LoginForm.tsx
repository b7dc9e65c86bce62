import { useTranslation } from 'react-i18next';
import { loginFormSchema } from '@shop/contracts';
import { Button } from '../../../components/ui/button';
import { useLoginMutation } from '../api/session-api';
import { useAccountForm } from '../hooks/use-account-form';
import { FormBanner } from './FormBanner';
import { EmailField, FormField } from './FormField';
import { PanelSwitchPrompt } from './PanelSwitchPrompt';
import { GoogleButton } from './GoogleButton';

const FIELDS = ['email', 'password'] as const;
const USERNAME_ON_EMAIL = { username: 'email' } as const;

export interface LoginFormProps {
  onSwitchToSignup: () => void;
  /** Opens the 'forgot password' panel (issue 8). */
  onForgotPassword: () => void;
  /** A note above the form, such as "your session has expired". */
  notice?: string | undefined;
}

/** Spec §2/§5: e-mail and password; server errors on their fields or in the banner. */
export function LoginForm({ onSwitchToSignup, onForgotPassword, notice }: LoginFormProps) {
  const { t } = useTranslation();
  const [login] = useLoginMutation();
  // Spec §8: the API names the e-mail "username"; its errors belong on the e-mail field.
  const { form, message, banner, submitWith } = useAccountForm({
    schema: loginFormSchema,
    defaultValues: { email: '', password: '' },
    fields: FIELDS,
    fieldFor: USERNAME_ON_EMAIL,
    action: 'login',
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  // Signed in: the auth state closes the panel and moves the page on.
  const onSubmit = submitWith(async (values) => {
    await login(values).unwrap();
  });

  return (
    <div className="space-y-6">
      <GoogleButton label={t('accounts.google.signIn')} />
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={isSubmitting}>
        {notice ? <FormBanner tone="info">{notice}</FormBanner> : null}
        {banner ? <FormBanner>{banner}</FormBanner> : null}
        <EmailField error={message(errors.email?.message)} {...register('email')} />
        <FormField
          label={t('accounts.fields.password')}
          type="password"
          autoComplete="current-password"
          error={message(errors.password?.message)}
          {...register('password')}
        />
        <p className="-mt-2 text-right text-sm">
          <button
            type="button"
            onClick={onForgotPassword}
            className="cursor-pointer font-medium text-clay-700 underline-offset-4 hover:underline"
          >
            {t('accounts.login.forgotPassword')}
          </button>
        </p>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? t('accounts.login.submitting') : t('accounts.login.submit')}
        </Button>
      </form>
      <PanelSwitchPrompt
        question={t('accounts.login.noAccount')}
        action={t('accounts.login.switchToSignup')}
        onClick={onSwitchToSignup}
      />
    </div>
  );
}
