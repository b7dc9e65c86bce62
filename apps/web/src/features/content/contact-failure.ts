import type { ContactMessage } from '@shop/contracts';
import { fieldText, type ApiFailure } from '../../lib/api-failure';

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

export function describeContactFailure(failure: ApiFailure): ContactFailure {
  const described: ContactFailure = { fields: {}, message: null };
  if (failure.kind !== 'refused') return described;
  for (const field of CONTACT_FIELDS) {
    const text = fieldText(failure, field);
    if (text) described.fields[field] = text;
  }
  // With field errors the detail only says "correct the fields"; the fields say it better.
  if (Object.keys(described.fields).length > 0) return described;
  return { ...described, message: failure.detail };
}
