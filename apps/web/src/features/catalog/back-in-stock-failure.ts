import { isApiError } from '../../lib/api-client';

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

function firstMessage(value: unknown): string | null {
  const messages = Array.isArray(value) ? value : [value];
  const text = messages.find((item) => typeof item === 'string' && item.trim() !== '');
  return typeof text === 'string' ? text : null;
}

export function describeNotifyFailure(error: unknown): NotifyFailure {
  const none: NotifyFailure = { emailError: null, message: null };
  if (!isApiError(error) || error.kind !== 'http' || error.status >= 500) return none;
  const body = error.body;
  const emailError =
    typeof body === 'object' && body !== null
      ? firstMessage((body as Record<string, unknown>).email)
      : null;
  if (emailError) return { emailError, message: null };
  return { emailError: null, message: error.serverMessage ?? null };
}

/**
 * A refused unsubscribe link: 400 or 404 means the link itself is wrong (cut off, made up),
 * which trying again cannot fix; anything else (no answer, a fault) is worth a retry.
 */
export function isInvalidUnsubscribeLink(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && [400, 404].includes(error.status);
}
