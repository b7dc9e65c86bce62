import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from './FormField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

/**
 * A new password and its confirmation, as sign-up, the reset page and the profile ask for
 * them. With `strengthOf` (the password typed so far) the rules' hint and the strength meter
 * are shown too.
 */
export function NewPasswordFields({
  labels,
  password,
  confirmation,
  errors,
  strengthOf,
}: {
  labels: { password: string; confirmation: string };
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  errors: { password?: string | undefined; confirmation?: string | undefined };
  strengthOf?: string;
}) {
  const { t } = useTranslation();
  const withStrength = strengthOf !== undefined;
  return (
    <>
      <FormField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        error={errors.password}
        hint={withStrength ? t('accounts.fields.passwordHint') : undefined}
        after={withStrength ? <PasswordStrengthMeter password={strengthOf} /> : undefined}
        {...password}
      />
      <FormField
        label={labels.confirmation}
        type="password"
        autoComplete="new-password"
        error={errors.confirmation}
        {...confirmation}
      />
    </>
  );
}
