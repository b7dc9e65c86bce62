import { isApiError } from '../../lib/api-client';

/** Why an account request failed when the server gave no message of its own (spec §8). */
export type FailureReason =
  | 'network'
  | 'unexpected'
  | 'invalidCredentials'
  | 'loginFailed'
  | 'loginEndpointNotFound'
  | 'registrationFailed';

/**
 * A failed sign-in, sign-up or profile update reduced to what a form shows: messages per
 * field (the server's own, already in the visitor's language) and one message for the
 * banner, either the server's text or a reason the form translates. Plain data, so it can
 * travel through Redux.
 */
export interface AccountFailure {
  fields: Record<string, string[]>;
  message: string | null;
  reason: FailureReason | null;
}

export type AccountAction = 'login' | 'signup' | 'profile';

const ENVELOPE_KEYS = new Set(['code', 'detail']);
const GENERAL_ERROR_KEYS = new Set(['non_field_errors', '__all__']);

function messagesOf(value: unknown): string[] {
  if (typeof value === 'string' && value.trim() !== '') return [value];
  if (Array.isArray(value)) {
    return value.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
  }
  return [];
}

function fallbackReason(action: AccountAction, status: number): FailureReason {
  if (action === 'login' && status === 401) return 'invalidCredentials';
  if (action === 'login' && status === 404) return 'loginEndpointNotFound';
  if (action === 'login' && status >= 500) return 'loginFailed';
  if (action === 'signup' && (status === 404 || status >= 500)) return 'registrationFailed';
  return 'unexpected';
}

export function describeFailure(error: unknown, action: AccountAction): AccountFailure {
  const failure: AccountFailure = { fields: {}, message: null, reason: null };
  if (!isApiError(error)) return { ...failure, reason: 'unexpected' };
  if (error.isNetworkError || error.isTimeout) return { ...failure, reason: 'network' };
  if (error.isHtml) {
    // A web page where the API should answer: the API server is not running behind it.
    const reason = action === 'login' ? 'loginEndpointNotFound' : fallbackReason(action, 404);
    return { ...failure, reason };
  }
  if (error.kind !== 'http') return { ...failure, reason: 'unexpected' };

  const body = error.body;
  if (typeof body === 'string' && body.trim() !== '') return { ...failure, message: body.trim() };

  const general: string[] = [];
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    for (const [name, value] of Object.entries(body)) {
      if (ENVELOPE_KEYS.has(name)) continue;
      const messages = messagesOf(value);
      if (messages.length === 0) continue;
      if (GENERAL_ERROR_KEYS.has(name)) general.push(...messages);
      else failure.fields[name] = messages;
    }
  }
  const hasFieldErrors = Object.keys(failure.fields).length > 0;
  // With field errors the detail only says "correct the fields"; the fields say it better.
  const message = general.join(' ') || (hasFieldErrors ? null : (error.serverMessage ?? null));
  if (message) return { ...failure, message };
  if (hasFieldErrors) return failure;
  return { ...failure, reason: fallbackReason(action, error.status) };
}

/**
 * Moves the server's field errors onto the form's own fields: `fieldFor` names the form field
 * for a server field (spec §8: a username error shows on the login form's e-mail field), and
 * errors for fields the form does not have join the banner message.
 */
export function placeFieldErrors<Field extends string>(
  failure: AccountFailure,
  formFields: readonly Field[],
  fieldFor: Partial<Record<string, Field>> = {},
): { fields: Partial<Record<Field, string>>; message: string | null } {
  const fields: Partial<Record<Field, string>> = {};
  const leftOver: string[] = [];
  for (const [name, messages] of Object.entries(failure.fields)) {
    const target = fieldFor[name] ?? formFields.find((field) => field === name);
    if (target) fields[target] = [fields[target], ...messages].filter(Boolean).join(' ');
    else leftOver.push(...messages);
  }
  const message = [failure.message, ...leftOver].filter(Boolean).join(' ') || null;
  return { fields, message };
}
