import {
  useWatch,
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAccountMessage } from '../hooks/use-account-message';
import { FormField } from './FormField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

/** The two fields every form that sets a password names the same way. */
interface NewPasswordValues {
  password: string;
  confirm_password: string;
}

/**
 * A new password and its confirmation, as sign-up, the reset page and the profile ask for
 * them, wired to the form that holds them. A first password (sign-up) and a changed one are
 * labelled differently; with `withStrength` the rules' hint and the strength meter of the
 * password typed so far are shown too.
 */
export function NewPasswordFields<T extends FieldValues & NewPasswordValues>({
  form,
  purpose,
  withStrength = false,
}: {
  form: Pick<UseFormReturn<T>, 'register' | 'control' | 'formState'>;
  purpose: 'first' | 'change';
  withStrength?: boolean;
}) {
  const { t } = useTranslation();
  const message = useAccountMessage();
  const errors = form.formState.errors as FieldErrors<NewPasswordValues>;
  const password = useWatch({
    control: form.control as unknown as Control<NewPasswordValues>,
    name: 'password',
  });
  const labels =
    purpose === 'first'
      ? {
          password: t('accounts.fields.password'),
          confirmation: t('accounts.fields.confirmPassword'),
        }
      : {
          password: t('accounts.fields.newPassword'),
          confirmation: t('accounts.fields.confirmNewPassword'),
        };
  return (
    <>
      <FormField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        error={message(errors.password?.message)}
        hint={withStrength ? t('accounts.fields.passwordHint') : undefined}
        after={withStrength ? <PasswordStrengthMeter password={password} /> : undefined}
        {...form.register('password' as Path<T>)}
      />
      <FormField
        label={labels.confirmation}
        type="password"
        autoComplete="new-password"
        error={message(errors.confirm_password?.message)}
        {...form.register('confirm_password' as Path<T>)}
      />
    </>
  );
}
