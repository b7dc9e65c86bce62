import { z } from 'zod';
import type { Language } from './i18n.js';

/*
 * Customer accounts: the validation rules of spec §5 and the payloads of spec §7
 * (register, token, token refresh, users/me). The server validates requests with these
 * schemas and the storefront's forms validate with the very same ones.
 *
 * Validation messages are keys of ACCOUNT_MESSAGES rather than sentences, so one schema
 * serves every language: the server translates them by the request's language, the web by
 * the interface language.
 */

/** Every account message in the three languages. `{seconds}` is filled in by `accountMessage`. */
export const ACCOUNT_MESSAGES = {
  usernameRequired: {
    en: 'Username is required',
    nl: 'Gebruikersnaam is verplicht',
    fr: "Le nom d'utilisateur est obligatoire",
  },
  usernameTooShort: {
    en: 'Username must be at least 3 characters',
    nl: 'De gebruikersnaam moet minstens 3 tekens lang zijn',
    fr: "Le nom d'utilisateur doit contenir au moins 3 caractères",
  },
  usernameTooLong: {
    en: 'Username can be at most 150 characters',
    nl: 'De gebruikersnaam mag hoogstens 150 tekens lang zijn',
    fr: "Le nom d'utilisateur peut contenir au maximum 150 caractères",
  },
  usernameInvalid: {
    en: 'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.',
    nl: 'Voer een geldige gebruikersnaam in. Deze waarde mag alleen letters, cijfers en de tekens @/./+/-/_ bevatten.',
    fr: "Saisissez un nom d'utilisateur valide. Il ne peut contenir que des lettres, des chiffres et les caractères @/./+/-/_.",
  },
  usernameTaken: {
    en: 'A user with that username already exists.',
    nl: 'Deze gebruikersnaam is al in gebruik.',
    fr: "Ce nom d'utilisateur est déjà utilisé.",
  },
  emailRequired: {
    en: 'Email is required',
    nl: 'E-mailadres is verplicht',
    fr: "L'adresse e-mail est obligatoire",
  },
  emailInvalid: {
    en: 'Please enter a valid email',
    nl: 'Vul een geldig e-mailadres in',
    fr: 'Veuillez saisir une adresse e-mail valide',
  },
  emailTaken: {
    en: 'A user with that email already exists.',
    nl: 'Er bestaat al een account met dit e-mailadres.',
    fr: 'Un compte existe déjà avec cette adresse e-mail.',
  },
  phoneRequired: {
    en: 'Phone number is required',
    nl: 'Telefoonnummer is verplicht',
    fr: 'Le numéro de téléphone est obligatoire',
  },
  phoneInvalid: {
    en: 'Please enter a valid phone number',
    nl: 'Vul een geldig telefoonnummer in',
    fr: 'Veuillez saisir un numéro de téléphone valide',
  },
  passwordRequired: {
    en: 'Password is required',
    nl: 'Wachtwoord is verplicht',
    fr: 'Le mot de passe est obligatoire',
  },
  passwordTooShort: {
    en: 'Password must be at least 8 characters',
    nl: 'Het wachtwoord moet minstens 8 tekens lang zijn',
    fr: 'Le mot de passe doit contenir au moins 8 caractères',
  },
  passwordTooLong: {
    en: 'Password can be at most 128 characters',
    nl: 'Het wachtwoord mag hoogstens 128 tekens lang zijn',
    fr: 'Le mot de passe peut contenir au maximum 128 caractères',
  },
  passwordNeedsLowercase: {
    en: 'Password must contain a lowercase letter',
    nl: 'Het wachtwoord moet een kleine letter bevatten',
    fr: 'Le mot de passe doit contenir une lettre minuscule',
  },
  passwordNeedsUppercase: {
    en: 'Password must contain an uppercase letter',
    nl: 'Het wachtwoord moet een hoofdletter bevatten',
    fr: 'Le mot de passe doit contenir une lettre majuscule',
  },
  passwordNeedsDigit: {
    en: 'Password must contain a number',
    nl: 'Het wachtwoord moet een cijfer bevatten',
    fr: 'Le mot de passe doit contenir un chiffre',
  },
  confirmPasswordRequired: {
    en: 'Please confirm your password',
    nl: 'Bevestig je wachtwoord',
    fr: 'Veuillez confirmer votre mot de passe',
  },
  passwordsDoNotMatch: {
    en: 'Passwords do not match',
    nl: 'De wachtwoorden komen niet overeen',
    fr: 'Les mots de passe ne correspondent pas',
  },
  currentPasswordRequired: {
    en: 'Enter your current password to change your e-mail address or password.',
    nl: 'Vul je huidige wachtwoord in om je e-mailadres of wachtwoord te wijzigen.',
    fr: 'Saisissez votre mot de passe actuel pour modifier votre adresse e-mail ou votre mot de passe.',
  },
  currentPasswordWrong: {
    en: 'Your current password is not correct.',
    nl: 'Je huidige wachtwoord klopt niet.',
    fr: 'Votre mot de passe actuel est incorrect.',
  },
  credentialsRequired: {
    en: 'Please provide both email and password.',
    nl: 'Vul zowel je e-mailadres als je wachtwoord in.',
    fr: 'Veuillez saisir votre adresse e-mail et votre mot de passe.',
  },
  invalidCredentials: {
    en: 'Invalid email or password. Please try again.',
    nl: 'Ongeldig e-mailadres of wachtwoord. Probeer het opnieuw.',
    fr: 'Adresse e-mail ou mot de passe incorrect. Veuillez réessayer.',
  },
  invalidFields: {
    en: 'Please correct the fields below.',
    nl: 'Verbeter de velden hieronder.',
    fr: 'Veuillez corriger les champs ci-dessous.',
  },
  tooManyAttempts: {
    en: 'Too many attempts. Try again in {seconds} seconds.',
    nl: 'Te veel pogingen. Probeer het opnieuw over {seconds} seconden.',
    fr: 'Trop de tentatives. Réessayez dans {seconds} secondes.',
  },
  tooManyAttemptsOneSecond: {
    en: 'Too many attempts. Try again in 1 second.',
    nl: 'Te veel pogingen. Probeer het opnieuw over 1 seconde.',
    fr: 'Trop de tentatives. Réessayez dans 1 seconde.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type AccountMessageKey = keyof typeof ACCOUNT_MESSAGES;

export function isAccountMessageKey(value: unknown): value is AccountMessageKey {
  return typeof value === 'string' && Object.hasOwn(ACCOUNT_MESSAGES, value);
}

/** The text of an account message in a language, with `{name}` placeholders filled in. */
export function accountMessage(
  key: AccountMessageKey,
  language: Language,
  values: Record<string, string | number> = {},
): string {
  return ACCOUNT_MESSAGES[key][language].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** "Try again in N seconds", with the singular for one second. */
export function tooManyAttemptsMessage(retryAfterSeconds: number, language: Language): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return seconds === 1
    ? accountMessage('tooManyAttemptsOneSecond', language)
    : accountMessage('tooManyAttempts', language, { seconds });
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

/** The country codes the signup form offers (spec §5), +33 first as the default. */
export const PHONE_COUNTRY_CODES = ['+33', '+49', '+32', '+352', '+31'] as const;
export type PhoneCountryCode = (typeof PHONE_COUNTRY_CODES)[number];
export const DEFAULT_PHONE_COUNTRY_CODE: PhoneCountryCode = '+33';

/** The national number (digits after the country code) each country code accepts. */
export const NATIONAL_NUMBER_PATTERNS: Record<PhoneCountryCode, RegExp> = {
  // France: 9 digits, the first not zero (the trunk 0 is dropped after +33).
  '+33': /^[1-9]\d{8}$/,
  '+49': /^\d{9,12}$/,
  '+32': /^\d{8,9}$/,
  '+352': /^\d{8}$/,
  '+31': /^\d{9}$/,
};

/**
 * What a person types as a national number, reduced to digits: separators go, and so does
 * the trunk prefix 0 that Belgians, Dutch, French and Germans write at home
 * ("0470 12 34 56" after +32 is 470123456).
 */
export function normaliseNationalNumber(input: string): string {
  return input.replace(/[\s.\-/()]/g, '').replace(/^0(?=\d)/, '');
}

/** An international number as typed ("+32 (0)470 12.34.56"), reduced to "+32470123456". */
export function normalisePhoneNumber(input: string): string {
  const compact = input.replace(/\(0\)/g, '').replace(/[\s.\-/()]/g, '');
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

/** The e-mail change's answers in the shop's languages. */
export const EMAIL_CHANGE_TEXTS = {
  requested: {
    en: 'We have sent a link to {email}. Your e-mail address changes when you open it; until then you keep using your current address.',
    nl: 'We hebben een link gestuurd naar {email}. Je e-mailadres verandert zodra je die opent; tot dan gebruik je je huidige adres.',
    fr: 'Nous avons envoyé un lien à {email}. Votre adresse e-mail change lorsque vous l’ouvrez ; d’ici là, vous continuez à utiliser votre adresse actuelle.',
  },
  confirmed: {
    en: 'Your e-mail address has been changed. Sign in with {email} from now on.',
    nl: 'Je e-mailadres is gewijzigd. Meld je voortaan aan met {email}.',
    fr: 'Votre adresse e-mail a été modifiée. Connectez-vous désormais avec {email}.',
  },
  linkUnknown: {
    en: 'This confirmation link is not valid. Please change your e-mail address again from your profile.',
    nl: 'Deze bevestigingslink is niet geldig. Wijzig je e-mailadres opnieuw via je profiel.',
    fr: 'Ce lien de confirmation n’est pas valide. Veuillez modifier à nouveau votre adresse e-mail depuis votre profil.',
  },
  linkUsed: {
    en: 'This confirmation link was already used or replaced by a newer one.',
    nl: 'Deze bevestigingslink is al gebruikt of vervangen door een nieuwere.',
    fr: 'Ce lien de confirmation a déjà été utilisé ou remplacé par un lien plus récent.',
  },
  linkExpired: {
    en: 'This confirmation link has expired. Please change your e-mail address again from your profile.',
    nl: 'Deze bevestigingslink is verlopen. Wijzig je e-mailadres opnieuw via je profiel.',
    fr: 'Ce lien de confirmation a expiré. Veuillez modifier à nouveau votre adresse e-mail depuis votre profil.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type EmailChangeTextKey = keyof typeof EMAIL_CHANGE_TEXTS;

export function emailChangeText(
  key: EmailChangeTextKey,
  language: Language,
  values: { email?: string } = {},
): string {
  return EMAIL_CHANGE_TEXTS[key][language].replace('{email}', values.email ?? '');
}

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
    const nationalNumber = normaliseNationalNumber(form.national_number);
    if (nationalNumber !== '' && !isValidNationalNumber(form.country_code, nationalNumber)) {
      context.addIssue({ code: 'custom', path: ['national_number'], message: 'phoneInvalid' });
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
  return {
    username: form.username.trim(),
    email: form.email.trim(),
    phone_number: `${form.country_code}${normaliseNationalNumber(form.national_number)}`,
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

/** The password reset answers in the shop's languages. */
export const PASSWORD_RESET_TEXTS = {
  requested: {
    en: 'If an account exists for this e-mail address, we have sent it a link to choose a new password. The link works for 1 hour.',
    nl: 'Als er een account bestaat voor dit e-mailadres, hebben we er een link naartoe gestuurd om een nieuw wachtwoord te kiezen. De link werkt 1 uur.',
    fr: 'Si un compte existe pour cette adresse e-mail, nous lui avons envoyé un lien pour choisir un nouveau mot de passe. Le lien fonctionne pendant 1 heure.',
  },
  changed: {
    en: 'Your password has been changed. You can now sign in with it.',
    nl: 'Je wachtwoord is gewijzigd. Je kunt er nu mee aanmelden.',
    fr: 'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter avec celui-ci.',
  },
  linkUnknown: {
    en: 'This password reset link is not valid. Please ask for a new one.',
    nl: 'Deze link om je wachtwoord opnieuw in te stellen is niet geldig. Vraag een nieuwe aan.',
    fr: 'Ce lien de réinitialisation du mot de passe n’est pas valide. Veuillez en demander un nouveau.',
  },
  linkUsed: {
    en: 'This password reset link was already used. Please ask for a new one.',
    nl: 'Deze link om je wachtwoord opnieuw in te stellen is al gebruikt. Vraag een nieuwe aan.',
    fr: 'Ce lien de réinitialisation du mot de passe a déjà été utilisé. Veuillez en demander un nouveau.',
  },
  linkExpired: {
    en: 'This password reset link has expired. Please ask for a new one.',
    nl: 'Deze link om je wachtwoord opnieuw in te stellen is verlopen. Vraag een nieuwe aan.',
    fr: 'Ce lien de réinitialisation du mot de passe a expiré. Veuillez en demander un nouveau.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type PasswordResetTextKey = keyof typeof PASSWORD_RESET_TEXTS;

export function passwordResetText(key: PasswordResetTextKey, language: Language): string {
  return PASSWORD_RESET_TEXTS[key][language];
}
