/**
 * The shared form schemas and helpers from @shop/contracts as the storefront's forms use
 * them (the server's tests cover the same rules through the API).
 */
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGE_KEYS,
  normaliseNationalNumber,
  readNationalNumber,
  DEFAULT_PHONE_COUNTRY_CODE,
  normalisePhoneNumber,
  passwordStrength,
  profileFormSchema,
  signupFormSchema,
  toProfileUpdate,
  toRegistrationPayload,
  usernameSchema,
  LANGUAGES,
  TEXT_MESSAGE_KEYS,
  type SignupFormValues,
} from '@shop/contracts';
import en from '../../locales/en/translation.json';
import fr from '../../locales/fr/translation.json';
import nl from '../../locales/nl/translation.json';

function messagesByField(result: {
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const fields: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    (fields[String(issue.path[0])] ??= []).push(issue.message);
  }
  return fields;
}

const validSignup: SignupFormValues = {
  username: 'marie',
  email: 'marie@example.be',
  country_code: '+32',
  national_number: '0470 12 34 56',
  password: 'Secret123',
  confirm_password: 'Secret123',
};

// The schemas' message codes are said from the locale files' `validation` texts (the
// server's answers from its own, apps/server/src/i18n/texts.test.ts).
const locales = { en, nl, fr };

describe('account messages', () => {
  it('have a non-empty text in every language', () => {
    for (const key of [...ACCOUNT_MESSAGE_KEYS, ...TEXT_MESSAGE_KEYS]) {
      for (const language of LANGUAGES) {
        const validation: Record<string, string | undefined> = locales[language].validation;
        expect(validation[key]?.trim(), `${key}.${language}`).toBeTruthy();
      }
    }
  });

  it('are said in the interface language', () => {
    expect(fr.validation.emailInvalid).toBe('Veuillez saisir une adresse e-mail valide');
  });
});

describe('signup form', () => {
  it('accepts a valid form and builds the registration payload', () => {
    const parsed = signupFormSchema.safeParse(validSignup);
    expect(parsed.success).toBe(true);
    expect(toRegistrationPayload(validSignup)).toEqual({
      username: 'marie',
      email: 'marie@example.be',
      phone_number: '+32470123456',
      password: 'Secret123',
    });
  });

  it('reports every broken rule on its own field', () => {
    const result = signupFormSchema.safeParse({
      username: 'ab',
      email: 'not-an-email',
      country_code: '+31',
      national_number: '12345',
      password: 'short',
      confirm_password: 'other',
    });
    expect(messagesByField(result)).toEqual({
      username: ['usernameTooShort'],
      email: ['emailInvalid'],
      national_number: ['phoneInvalid'],
      password: ['passwordTooShort', 'passwordNeedsUppercase', 'passwordNeedsDigit'],
      confirm_password: ['passwordsDoNotMatch'],
    });
  });

  it('asks for a confirmation and for each required field', () => {
    const result = signupFormSchema.safeParse({
      username: ' ',
      email: '',
      country_code: '+33',
      national_number: '',
      password: '',
      confirm_password: '',
    });
    expect(messagesByField(result)).toEqual({
      username: ['usernameRequired'],
      email: ['emailRequired'],
      national_number: ['phoneRequired'],
      password: ['passwordRequired'],
      confirm_password: ['confirmPasswordRequired'],
    });
  });
});

describe('phone numbers', () => {
  it('drop separators and the trunk prefix from a national number', () => {
    expect(normaliseNationalNumber('06 12.34-56/78')).toBe('612345678');
    expect(normaliseNationalNumber('0')).toBe('0');
  });

  it('normalise an international number as people write it', () => {
    expect(normalisePhoneNumber('+32 (0)470 12 34 56')).toBe('+32470123456');
    expect(normalisePhoneNumber('0033 6 12 34 56 78')).toBe('+33612345678');
  });

  it('default to +32 at sign-up and read a number typed with its 0 in the chosen country', () => {
    expect(DEFAULT_PHONE_COUNTRY_CODE).toBe('+32');
    expect(readNationalNumber('+32', '0470 123 456')).toEqual({ phoneNumber: '+32470123456' });
    expect(readNationalNumber('+33', '06 12 34 56 78')).toEqual({ phoneNumber: '+33612345678' });
    expect(readNationalNumber('+32', '+32 470 12 34 56')).toEqual({ phoneNumber: '+32470123456' });
    expect(readNationalNumber('+32', '0032 470 12 34 56')).toEqual({
      phoneNumber: '+32470123456',
    });
  });

  it('refuse a number that is not the chosen country’s instead of saving it as another', () => {
    expect(readNationalNumber('+33', '+32 470 12 34 56')).toEqual({ error: 'phoneOtherCountry' });
    expect(readNationalNumber('+32', '0033 6 12 34 56 78')).toEqual({
      error: 'phoneOtherCountry',
    });
    expect(readNationalNumber('+32', '0470 12 34')).toEqual({ error: 'phoneInvalid' });
    // Luxembourg has no trunk 0: a leading 0 there is refused, not dropped.
    expect(readNationalNumber('+352', '0621 123 45')).toEqual({ error: 'phoneInvalid' });
    expect(readNationalNumber('+352', '621 123 45')).toEqual({ phoneNumber: '+35262112345' });
  });
});

describe('password strength', () => {
  it('counts the criteria met, 0 to 4', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('abc')).toBe(1);
    expect(passwordStrength('abcDEF')).toBe(2);
    expect(passwordStrength('abcDEF12')).toBe(4);
    expect(passwordStrength('ABCDEFGH')).toBe(2);
  });
});

describe('username (Django rule, issue 14)', () => {
  it('allows letters of any alphabet, digits and @ . + - _ and nothing else', () => {
    for (const username of ['marie', 'jan.peeters', 'a+b@c-d_e', 'Zoë', 'Ηλίας']) {
      expect(usernameSchema.safeParse(username).success, username).toBe(true);
    }
    for (const username of ['jan peeters', 'a/b', '<b>x</b>', 'hi!', 'zero\u200bwidth']) {
      expect(
        usernameSchema.safeParse(username).error?.issues.map((i) => i.message),
        username,
      ).toEqual(['usernameInvalid']);
    }
  });
});

describe('profile form', () => {
  const base = {
    email: 'a@b.be',
    phone_number: '+32 470 12 34 56',
    password: '',
    confirm_password: '',
    current_password: '',
  };

  it('keeps the password when the field is empty', () => {
    expect(profileFormSchema.safeParse(base).success).toBe(true);
    expect(toProfileUpdate(base)).toEqual({ email: 'a@b.be', phone_number: '+32470123456' });
  });

  it('checks a new password against the rules and its confirmation', () => {
    expect(
      messagesByField(profileFormSchema.safeParse({ ...base, password: 'lowercase1' })),
    ).toEqual({
      password: ['passwordNeedsUppercase'],
      confirm_password: ['confirmPasswordRequired'],
      current_password: ['currentPasswordRequired'],
    });
    expect(
      messagesByField(
        profileFormSchema.safeParse({
          ...base,
          password: 'Secret123',
          confirm_password: 'Secret124',
          current_password: 'Old12345',
        }),
      ),
    ).toEqual({ confirm_password: ['passwordsDoNotMatch'] });
    const valid = {
      ...base,
      password: 'Secret123',
      confirm_password: 'Secret123',
      current_password: 'Old12345',
    };
    expect(profileFormSchema.safeParse(valid).success).toBe(true);
    expect(toProfileUpdate(valid)).toMatchObject({
      password: 'Secret123',
      current_password: 'Old12345',
    });
  });

  it('rejects a phone number outside the supported countries', () => {
    expect(
      messagesByField(profileFormSchema.safeParse({ ...base, phone_number: '+44 20 7946 0958' })),
    ).toEqual({ phone_number: ['phoneInvalid'] });
  });
});
