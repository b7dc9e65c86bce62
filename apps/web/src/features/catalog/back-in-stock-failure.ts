import type { ApiFailure } from '../../lib/api-failure';

/**
 * What a refused 'Notify When Available' request shows: the server's message for the e-mail
 * field (already in the visitor's language), or its message for the whole request (409: the
 * product can be ordered again; 429: too many requests), or null for the form's own
 * 'please try again' text (no answer, a server fault).
 */
export interface NotifyFailure {
  emailError: string | null;
  message: string | null;
}

export function describeNotifyFailure(failure: ApiFailure): NotifyFailure {
  if (failure.kind !== 'refused') return { emailError: null, message: null };
  const emailError = failure.fields.email?.[0] ?? null;
  if (emailError) return { emailError, message: null };
  return { emailError: null, message: failure.detail };
}

/**
 * A refused unsubscribe link: 400 or 404 means the link itself is wrong (cut off, made up),
 * which trying again cannot fix; anything else (no answer, a fault) is worth a retry.
 */
export function isInvalidUnsubscribeLink({ kind, status }: ApiFailure): boolean {
  return kind === 'refused' && [400, 404].includes(status);
}
