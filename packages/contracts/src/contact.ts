import { z } from 'zod';
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

/**
 * The texts the contact endpoint answers with, by key. The sentences, in every language, live
 * in the server's locale files (ADR 0022); the contracts name them only.
 */
export const CONTACT_TEXT_KEYS = [
  'contact.sent',
  'contact.tooMany',
  'forms.invalidFields',
  'forms.required',
  'forms.tooLong',
  'forms.emailInvalid',
  'forms.invalid',
] as const;
export type ContactTextKey = (typeof CONTACT_TEXT_KEYS)[number];
