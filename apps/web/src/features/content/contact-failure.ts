import type { ContactMessage } from '@shop/contracts';
import { isApiError } from '../../lib/api-client';

export type ContactField = Exclude<keyof ContactMessage, 'website'>;

export const CONTACT_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'subject',
  'message',
] as const satisfies readonly ContactField[];

/**
 * A refused contact message as the form shows it: the server's messages per field (already in
 * the visitor's language), and the message above the button: the server's own for a refusal
 * of the whole message (429: too many messages), or null for the form's 'Failed to send
 * message. Please try again.' (spec §8), which also covers no answer and server faults.
 */
export interface ContactFailure {
  fields: Partial<Record<ContactField, string>>;
  message: string | null;
}

function joined(value: unknown): string | null {
  const messages = (Array.isArray(value) ? value : [value]).filter(
    (item): item is string => typeof item === 'string' && item.trim() !== '',
  );
  return messages.length > 0 ? messages.join(' ') : null;
}

export function describeContactFailure(error: unknown): ContactFailure {
  const failure: ContactFailure = { fields: {}, message: null };
  if (!isApiError(error) || error.kind !== 'http' || error.status >= 500) return failure;
  const body = error.body;
  if (typeof body === 'object' && body !== null) {
    for (const field of CONTACT_FIELDS) {
      const text = joined((body as Record<string, unknown>)[field]);
      if (text) failure.fields[field] = text;
    }
  }
  // With field errors the detail only says "correct the fields"; the fields say it better.
  if (Object.keys(failure.fields).length > 0) return failure;
  return { ...failure, message: error.serverMessage ?? null };
}
