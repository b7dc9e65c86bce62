import { z } from 'zod';
import type { Language } from './i18n.js';
import { plainTextSchema } from './text.js';

/**
 * The contact form (spec §3, §5): five required fields, the e-mail must look like one. The
 * phone number is optional. Lengths keep a message a message, not a file. The texts follow the
 * shared free-text rule (text.ts): they end up in a mail.
 *
 * `website` is a honeypot: the form hides it from people, bots fill it in. The server answers
 * such a message as if it were sent, and keeps and mails nothing.
 */
export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  subject: 200,
  message: 5000,
} as const;

export const contactMessageSchema = z.object({
  first_name: plainTextSchema({ max: CONTACT_LIMITS.name, required: true }),
  last_name: plainTextSchema({ max: CONTACT_LIMITS.name, required: true }),
  email: z.string().trim().min(1).max(CONTACT_LIMITS.email).pipe(z.email()),
  phone: plainTextSchema({ max: CONTACT_LIMITS.phone }).optional(),
  subject: plainTextSchema({ max: CONTACT_LIMITS.subject, required: true }),
  message: plainTextSchema({ max: CONTACT_LIMITS.message, required: true, multiline: true }),
  website: z.string().max(500).optional(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** POST /api/contact/ answers 201 with this (also for a dropped honeypot message). */
export const contactResponseSchema = z.object({ detail: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** The contact endpoint's answers and field messages in the shop's languages. */
export const CONTACT_TEXTS = {
  sent: {
    en: 'Thank you for your message. We will reply within 24 hours.',
    nl: 'Bedankt voor je bericht. We antwoorden binnen 24 uur.',
    fr: 'Merci pour votre message. Nous vous répondrons sous 24 heures.',
  },
  invalidFields: {
    en: 'Please correct the fields below.',
    nl: 'Verbeter de velden hieronder.',
    fr: 'Veuillez corriger les champs ci-dessous.',
  },
  required: {
    en: 'This field is required.',
    nl: 'Dit veld is verplicht.',
    fr: 'Ce champ est obligatoire.',
  },
  tooLong: {
    en: 'At most {max} characters.',
    nl: 'Hoogstens {max} tekens.',
    fr: '{max} caractères au maximum.',
  },
  emailInvalid: {
    en: 'Please enter a valid email',
    nl: 'Vul een geldig e-mailadres in',
    fr: 'Veuillez saisir une adresse e-mail valide',
  },
  invalid: {
    en: 'This value is not valid.',
    nl: 'Deze waarde is niet geldig.',
    fr: 'Cette valeur n’est pas valide.',
  },
  tooMany: {
    en: 'You have sent several messages in a short time. Please try again in {minutes} minutes.',
    nl: 'Je hebt kort na elkaar meerdere berichten gestuurd. Probeer het opnieuw over {minutes} minuten.',
    fr: 'Vous avez envoyé plusieurs messages en peu de temps. Réessayez dans {minutes} minutes.',
  },
  tooManyOneMinute: {
    en: 'You have sent several messages in a short time. Please try again in 1 minute.',
    nl: 'Je hebt kort na elkaar meerdere berichten gestuurd. Probeer het opnieuw over 1 minuut.',
    fr: 'Vous avez envoyé plusieurs messages en peu de temps. Réessayez dans 1 minute.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type ContactTextKey = keyof typeof CONTACT_TEXTS;

/** A contact text in a language, with `{name}` placeholders filled in. */
export function contactText(
  key: ContactTextKey,
  language: Language,
  values: Record<string, string | number> = {},
): string {
  return CONTACT_TEXTS[key][language].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
