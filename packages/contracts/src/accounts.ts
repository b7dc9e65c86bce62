import { z } from 'zod';

/*
 * Customer accounts: the validation rules of spec §5 and the payloads of spec §7
 * (register, token, token refresh, users/me). The server validates requests with these
 * schemas and the storefront's forms validate with the very same ones.
 *
 * Validation messages are codes (ACCOUNT_MESSAGE_KEYS) rather than sentences, so one schema
 * serves every language: the server translates them by the request's language, the web by
 * the interface language, each from its locale files.
 */

/**
 * The account rules' message codes. The sentences live in the locale files, under
 * `validation.<code>` (the server's and the web's).
 */
export const ACCOUNT_MESSAGE_KEYS = [
  'usernameRequired',
  'usernameTooShort',
  'usernameTooLong',
  'usernameInvalid',
  'usernameTaken',
  'emailRequired',
  'emailInvalid',
  'emailTaken',
  'phoneRequired',
  'phoneInvalid',
  'phoneOtherCountry',
  'passwordRequired',
  'passwordTooShort',
  'passwordTooLong',
  'passwordNeedsLowercase',
  'passwordNeedsUppercase',
  'passwordNeedsDigit',
  'confirmPasswordRequired',
  'passwordsDoNotMatch',
  'currentPasswordRequired',
  'currentPasswordWrong',
  'credentialsRequired',
  'invalidCredentials',
  'invalidFields',
] as const;

export type AccountMessageKey = (typeof ACCOUNT_MESSAGE_KEYS)[number];

export function isAccountMessageKey(value: unknown): value is AccountMessageKey {
  return typeof value === 'string' && (ACCOUNT_MESSAGE_KEYS as readonly string[]).includes(value);
}

// ---------------------------------------------------------------------------------------------
// Field rules (spec §5, §9)
// ---------------------------------------------------------------------------------------------

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 150;
export const PASSWORD_MIN_LENGTH = 8;
/** Argon2 hashes any length, but an unbounded input is a cheap way to burn server CPU. */
export const PASSWORD_MAX_LENGTH = 128;
const EMAIL_MAX_LENGTH = 254;

/**
 * The four password criteria. The schema requires all of them; the signup form's strength
 * meter counts how many are met (0 to 4).
 */
export const PASSWORD_RULES = [
  { message: 'passwordTooShort', test: (value: string) => value.length >= PASSWORD_MIN_LENGTH },
  { message: 'passwordNeedsLowercase', test: (value: string) => /\p{Ll}/u.test(value) },
  { message: 'passwordNeedsUppercase', test: (value: string) => /\p{Lu}/u.test(value) },
  { message: 'passwordNeedsDigit', test: (value: string) => /\d/.test(value) },
] as const satisfies readonly { message: AccountMessageKey; test: (value: string) => boolean }[];

/** 0 to 4: how many of the password criteria a password meets. */
export function passwordStrength(password: string): number {
  return PASSWORD_RULES.filter((rule) => rule.test(password)).length;
}

/**
 * The country codes the signup form offers (spec §5). A Belgian shop's default is +32, first in
 * the list (ADR 0073; the first version defaulted to +33).
 */
export const PHONE_COUNTRY_CODES = ['+32', '+33', '+49', '+352', '+31'] as const;
export type PhoneCountryCode = (typeof PHONE_COUNTRY_CODES)[number];
export const DEFAULT_PHONE_COUNTRY_CODE: PhoneCountryCode = '+32';

/**
 * The national number (digits after the country code) each country code accepts. None starts
 * with 0: the trunk 0 dialled at home never follows the country code, so "+32 0470…" is a
 * mistake to refuse, not a number to save.
 */
export const NATIONAL_NUMBER_PATTERNS: Record<PhoneCountryCode, RegExp> = {
  '+33': /^[1-9]\d{8}$/,
  '+49': /^[1-9]\d{8,11}$/,
  '+32': /^[1-9]\d{7,8}$/,
  '+352': /^[1-9]\d{7}$/,
  '+31': /^[1-9]\d{8}$/,
};

/** Luxembourg dials no trunk 0 at home: a leading 0 there is not the trunk prefix. */
const WITHOUT_TRUNK_PREFIX: readonly PhoneCountryCode[] = ['+352'];

const PHONE_SEPARATORS = /[\s.\-/()]/g;

/**
 * What a person types as a national number, reduced to digits: separators go, and so does
 * the trunk prefix 0 that Belgians, Dutch, French and Germans write at home
 * ("0470 12 34 56" after +32 is 470123456).
 */
export function normaliseNationalNumber(input: string): string {
  return input.replace(PHONE_SEPARATORS, '').replace(/^0(?=\d)/, '');
}

/**
 * The sign-up's phone rule: what was typed in the number field, read in the chosen country.
 * "0470 12 34 56" with +32 is +32470123456; a number typed with its own international prefix
 * ("+33 6…" or "0033 6…") counts only when that prefix is the chosen one, so a number is never
 * saved as another country's; anything else is refused with the message code.
 */
export function readNationalNumber(
  countryCode: PhoneCountryCode,
  typed: string,
): { phoneNumber: string } | { error: 'phoneInvalid' | 'phoneOtherCountry' } {
  const compact = typed.replace(PHONE_SEPARATORS, '');
  let phoneNumber: string;
  if (compact.startsWith('+') || compact.startsWith('00')) {
    phoneNumber = normalisePhoneNumber(compact);
    if (!phoneNumber.startsWith(countryCode)) return { error: 'phoneOtherCountry' };
  } else if (WITHOUT_TRUNK_PREFIX.includes(countryCode)) {
    phoneNumber = `${countryCode}${compact}`;
  } else {
    phoneNumber = `${countryCode}${normaliseNationalNumber(compact)}`;
  }
  return isValidPhoneNumber(phoneNumber) ? { phoneNumber } : { error: 'phoneInvalid' };
}

/** An international number as typed ("+32 (0)470 12.34.56"), reduced to "+32470123456". */
export function normalisePhoneNumber(input: string): string {
  const compact = input.replace(/\(0\)/g, '').replace(PHONE_SEPARATORS, '');
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
}

export function isValidNationalNumber(countryCode: PhoneCountryCode, nationalNumber: string) {
  return NATIONAL_NUMBER_PATTERNS[countryCode].test(nationalNumber);
}

/** Splits "+32470123456" into its supported country code and national number. */
export function splitPhoneNumber(
  phoneNumber: string,
): { countryCode: PhoneCountryCode; nationalNumber: string } | null {
  // The codes are prefix-free (no code starts another), so at most one matches.
  const countryCode = PHONE_COUNTRY_CODES.find((code) => phoneNumber.startsWith(code));
  return countryCode
    ? { countryCode, nationalNumber: phoneNumber.slice(countryCode.length) }
    : null;
}

/** True for "+<supported country code><national number matching that code's pattern>". */
export function isValidPhoneNumber(phoneNumber: string): boolean {
  const parts = splitPhoneNumber(phoneNumber);
  return parts !== null && isValidNationalNumber(parts.countryCode, parts.nationalNumber);
}

/**
 * Django's UnicodeUsernameValidator, which the original backend used: `^[\w.@+-]+\Z` on a
 * Python string, where \w is any Unicode letter or digit and the underscore. So "Zoë" and
 * "françois.d" are names, "jan de smet", "<b>hi</b>" and "http://x.y/z" are not. Like Django,
 * the name is NFKC-normalised first, so look-alike compatibility forms (full-width letters,
 * ligatures) become the plain letters they stand for. Lengths count characters (code points),
 * as Python does.
 */
const USERNAME_PATTERN = /^[\p{L}\p{N}_.@+-]+$/u;

export const usernameSchema = z
  .string({ error: 'usernameRequired' })
  .trim()
  .overwrite((value) => value.normalize('NFKC'))
  .min(1, { error: 'usernameRequired', abort: true })
  .refine((value) => [...value].length >= USERNAME_MIN_LENGTH, { error: 'usernameTooShort' })
  .refine((value) => [...value].length <= USERNAME_MAX_LENGTH, { error: 'usernameTooLong' })
  .regex(USERNAME_PATTERN, { error: 'usernameInvalid' });

export const emailSchema = z
  .string({ error: 'emailRequired' })
  .trim()
  .min(1, { error: 'emailRequired', abort: true })
  .max(EMAIL_MAX_LENGTH, { error: 'emailInvalid', abort: true })
  .regex(z.regexes.email, { error: 'emailInvalid' });

/** A phone number in international form without separators: "+32470123456". */
export const phoneNumberSchema = z
  .string({ error: 'phoneRequired' })
  .trim()
  .min(1, { error: 'phoneRequired', abort: true })
  .refine(isValidPhoneNumber, { error: 'phoneInvalid' });

function withPasswordRules(schema: z.ZodString): z.ZodString {
  return PASSWORD_RULES.reduce<z.ZodString>(
    (rules, rule) => rules.refine(rule.test, { error: rule.message }),
    schema,
  );
}

export const passwordSchema = withPasswordRules(
  z
    .string({ error: 'passwordRequired' })
    .min(1, { error: 'passwordRequired', abort: true })
    .max(PASSWORD_MAX_LENGTH, { error: 'passwordTooLong', abort: true }),
);

// ---------------------------------------------------------------------------------------------
// API payloads (spec §3, §7)
// ---------------------------------------------------------------------------------------------

/** POST /api/register/ (spec §3 "Registration payload"). */
export const registrationSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  phone_number: phoneNumberSchema,
  password: passwordSchema,
});
export type RegistrationPayload = z.infer<typeof registrationSchema>;

/** POST /api/token/: `username` carries the e-mail address (spec §7). */
export const tokenRequestSchema = z.object({
  username: z
    .string({ error: 'credentialsRequired' })
    .trim()
    .min(1, { error: 'credentialsRequired' }),
  password: z.string({ error: 'credentialsRequired' }).min(1, { error: 'credentialsRequired' }),
});
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

/** GET and PUT /api/users/me/ (spec §3 "User"). */
export const userProfileSchema = z.object({
  username: z.string(),
  email: z.string(),
  phone_number: z.string(),
  is_staff: z.boolean(),
  is_superuser: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const tokenPairSchema = z.object({
  access: z.string(),
  refresh: z.string(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** The answer of POST /api/token/ and POST /api/register/: signed in straight away. */
export const loginResponseSchema = tokenPairSchema.extend({ user: userProfileSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /api/token/refresh/ and POST /api/token/revoke/. */
export const refreshRequestSchema = z.object({
  refresh: z.string().min(1),
});
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

/**
 * PUT /api/users/me/: the username cannot change; no password keeps the current one. A new
 * e-mail address or a new password needs `current_password`; a new address takes effect only
 * when the link mailed to it is followed.
 */
export const profileUpdateSchema = z.object({
  email: emailSchema,
  phone_number: phoneNumberSchema,
  password: passwordSchema.optional(),
  current_password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/**
 * The answer of PUT /api/users/me/: the profile as it now is, and with a new address asked
 * for, `email_change` says a link is on its way. The same answer whether or not another
 * account uses that address, so the form tells nobody which addresses have an account.
 */
export const profileUpdateResponseSchema = userProfileSchema.extend({
  email_change: z.object({ new_email: z.string(), detail: z.string() }).optional(),
});
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponseSchema>;

/** How long the link that confirms a new e-mail address stays valid. */
export const EMAIL_CHANGE_TTL_MINUTES = 24 * 60;

/** POST /api/email-change/confirm/: the token from the link in the mail to the new address. */
export const emailChangeConfirmSchema = z.object({
  token: z.string().trim().min(1).max(200),
});
export type EmailChangeConfirm = z.infer<typeof emailChangeConfirmSchema>;

export const emailChangeConfirmResponseSchema = z.object({
  detail: z.string(),
  email: z.string(),
});
export type EmailChangeConfirmResponse = z.infer<typeof emailChangeConfirmResponseSchema>;

// ---------------------------------------------------------------------------------------------
// The storefront's forms: the same field rules, plus what only a form has (confirmation,
// the country code select).
// ---------------------------------------------------------------------------------------------

/** Spec §5 "Login": e-mail required and valid, password required. */
export const loginFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: 'credentialsRequired', abort: true })
    .regex(z.regexes.email, { error: 'emailInvalid' }),
  password: z.string().min(1, { error: 'credentialsRequired' }),
});
export type LoginFormValues = z.infer<typeof loginFormSchema>;

export const signupFormSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    country_code: z.enum(PHONE_COUNTRY_CODES),
    national_number: z.string().trim().min(1, { error: 'phoneRequired' }),
    password: passwordSchema,
    confirm_password: z.string().min(1, { error: 'confirmPasswordRequired' }),
  })
  .superRefine((form, context) => {
    const reading = readNationalNumber(form.country_code, form.national_number);
    if (form.national_number.trim() !== '' && 'error' in reading) {
      context.addIssue({ code: 'custom', path: ['national_number'], message: reading.error });
    }
    if (form.confirm_password !== '' && form.confirm_password !== form.password) {
      context.addIssue({
        code: 'custom',
        path: ['confirm_password'],
        message: 'passwordsDoNotMatch',
      });
    }
  });
export type SignupFormValues = z.input<typeof signupFormSchema>;

export function toRegistrationPayload(form: SignupFormValues): RegistrationPayload {
  const reading = readNationalNumber(form.country_code, form.national_number);
  return {
    username: form.username.trim(),
    email: form.email.trim(),
    // A refused number never gets here (the schema said so); sent as typed, the server refuses it.
    phone_number: 'phoneNumber' in reading ? reading.phoneNumber : form.national_number,
    password: form.password,
  };
}

/** Spec §5 "Profile": a new password is optional; when given it must be confirmed. */
export const profileFormSchema = z
  .object({
    email: emailSchema,
    phone_number: z
      .string()
      .trim()
      .min(1, { error: 'phoneRequired', abort: true })
      .refine((value) => isValidPhoneNumber(normalisePhoneNumber(value)), {
        error: 'phoneInvalid',
      }),
    password: z.string(),
    confirm_password: z.string(),
    current_password: z.string(),
  })
  .superRefine((form, context) => {
    // Empty means "keep the current password"; anything else must meet the rules.
    if (form.password === '') return;
    if (form.current_password === '') {
      context.addIssue({
        code: 'custom',
        path: ['current_password'],
        message: 'currentPasswordRequired',
      });
    }
    for (const issue of passwordSchema.safeParse(form.password).error?.issues ?? []) {
      context.addIssue({ code: 'custom', path: ['password'], message: issue.message });
    }
    if (form.confirm_password === '') {
      context.addIssue({
        code: 'custom',
        path: ['confirm_password'],
        message: 'confirmPasswordRequired',
      });
    } else if (form.confirm_password !== form.password) {
      context.addIssue({
        code: 'custom',
        path: ['confirm_password'],
        message: 'passwordsDoNotMatch',
      });
    }
  });
export type ProfileFormValues = z.input<typeof profileFormSchema>;

export function toProfileUpdate(form: ProfileFormValues): ProfileUpdate {
  return {
    email: form.email.trim(),
    phone_number: normalisePhoneNumber(form.phone_number.trim()),
    ...(form.password === '' ? {} : { password: form.password }),
    ...(form.current_password === '' ? {} : { current_password: form.current_password }),
  };
}

// ---------------------------------------------------------------------------------------------
// Password reset (issue 8): POST /api/password-reset/ always answers 200; the mail's link
// opens /reset-password/{token}, whose form posts to /api/password-reset/confirm/.
// ---------------------------------------------------------------------------------------------

/** How long a reset link stays valid. */
export const PASSWORD_RESET_TTL_MINUTES = 60;

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetConfirmSchema = z.object({
  token: z.string().trim().min(1).max(200),
  password: passwordSchema,
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/** Both reset endpoints answer `{detail}` in the request's language. */
export const passwordResetResponseSchema = z.object({ detail: z.string() });
export type PasswordResetResponse = z.infer<typeof passwordResetResponseSchema>;
