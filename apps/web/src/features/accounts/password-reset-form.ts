import { z } from 'zod';
import { passwordSchema } from '@shop/contracts';

/**
 * The /reset-password/{token} form: the new password under the shared password rules, and
 * its confirmation (spec §5 wording: 'Please confirm your password', 'Passwords do not match').
 * Messages are account message codes, said by `useAccountMessage`.
 */
export const resetPasswordFormSchema = z
  .object({
    password: passwordSchema,
    confirm_password: z.string().min(1, { error: 'confirmPasswordRequired' }),
  })
  .superRefine((form, context) => {
    if (form.confirm_password !== '' && form.confirm_password !== form.password) {
      context.addIssue({
        code: 'custom',
        path: ['confirm_password'],
        message: 'passwordsDoNotMatch',
      });
    }
  });
