import { useTranslation } from 'react-i18next';
import {
  DEFAULT_PHONE_COUNTRY_CODE,
  PHONE_COUNTRY_CODES,
  signupFormSchema,
  toRegistrationPayload,
} from '@shop/contracts';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useRegisterMutation } from '../api/session-api';
import { useAccountForm } from '../hooks/use-account-form';
import { FormBanner } from './FormBanner';
import { EmailField, FormField, inputClasses } from './FormField';
import { GoogleButton } from './GoogleButton';
import { NewPasswordFields } from './NewPasswordFields';
import { PanelSwitchPrompt } from './PanelSwitchPrompt';

const FIELDS = [
  'username',
  'email',
  'country_code',
  'national_number',
  'password',
  'confirm_password',
] as const;
/** The API's phone_number is the form's country code plus number; errors go on the number. */
const PHONE_ON_NUMBER = { phone_number: 'national_number' } as const;

export interface SignupFormProps {
  onSwitchToLogin: () => void;
}

/**
 * Spec §2/§5: username, e-mail, country code and number, password with its strength meter,
 * and the confirmation. The rules are the registration schema's, shared with the server.
 */
export function SignupForm({ onSwitchToLogin }: SignupFormProps) {
  const { t } = useTranslation();
  const [registerAccount] = useRegisterMutation();
  const { form, message, banner, submitWith } = useAccountForm({
    schema: signupFormSchema,
    defaultValues: {
      username: '',
      email: '',
      country_code: DEFAULT_PHONE_COUNTRY_CODE,
      national_number: '',
      password: '',
      confirm_password: '',
    },
    fields: FIELDS,
    fieldFor: PHONE_ON_NUMBER,
    action: 'signup',
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  // Signed up: the auth state closes the panel.
  const onSubmit = submitWith(async (values) => {
    await registerAccount(toRegistrationPayload(values)).unwrap();
  });

  const phoneError = message(errors.national_number?.message ?? errors.country_code?.message);

  return (
    <div className="space-y-6">
      <GoogleButton label={t('accounts.google.signUp')} />
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={isSubmitting}>
        {banner ? <FormBanner>{banner}</FormBanner> : null}
        <FormField
          label={t('accounts.fields.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={message(errors.username?.message)}
          {...register('username')}
        />
        <EmailField error={message(errors.email?.message)} {...register('email')} />
        <FormField
          label={t('accounts.fields.phoneNumber')}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          placeholder={t('accounts.fields.nationalNumberPlaceholder')}
          error={phoneError}
          leading={
            <select
              aria-label={t('accounts.fields.countryCode')}
              autoComplete="tel-country-code"
              className={cn(inputClasses, 'w-28 shrink-0 border-ink-300 pr-2')}
              {...register('country_code')}
            >
              {PHONE_COUNTRY_CODES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          }
          {...register('national_number')}
        />
        <NewPasswordFields form={form} purpose="first" withStrength />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? t('accounts.signup.submitting') : t('accounts.signup.submit')}
        </Button>
      </form>
      <PanelSwitchPrompt
        question={t('accounts.signup.haveAccount')}
        action={t('accounts.signup.switchToLogin')}
        onClick={onSwitchToLogin}
      />
    </div>
  );
}
