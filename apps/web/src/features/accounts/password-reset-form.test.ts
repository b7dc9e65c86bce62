import { describe, expect, it } from 'vitest';
import { resetPasswordFormSchema } from './password-reset-form';

function messages(values: { password: string; confirm_password: string }) {
  const result = resetPasswordFormSchema.safeParse(values);
  return (result.error?.issues ?? []).map((issue) => `${String(issue.path[0])}: ${issue.message}`);
}

describe('the reset-password form', () => {
  it('accepts a password that meets the rules, typed twice', () => {
    expect(messages({ password: 'NewGifts42', confirm_password: 'NewGifts42' })).toEqual([]);
  });

  it('asks for the password rules of sign-up', () => {
    expect(messages({ password: 'short', confirm_password: 'short' })).toEqual([
      'password: passwordTooShort',
      'password: passwordNeedsUppercase',
      'password: passwordNeedsDigit',
    ]);
    expect(messages({ password: '', confirm_password: '' })).toEqual([
      'password: passwordRequired',
      'confirm_password: confirmPasswordRequired',
    ]);
  });

  it('refuses a confirmation that differs', () => {
    expect(messages({ password: 'NewGifts42', confirm_password: 'NewGifts43' })).toEqual([
      'confirm_password: passwordsDoNotMatch',
    ]);
  });
});
