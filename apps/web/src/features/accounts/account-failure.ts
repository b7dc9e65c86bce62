import { failureOf } from '../../lib/api';
import { describeApiFailure, type ApiFailure } from '../../lib/api-failure';

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

function fallbackReason(action: AccountAction, status: number): FailureReason {
  if (action === 'login' && status === 401) return 'invalidCredentials';
  if (action === 'login' && status === 404) return 'loginEndpointNotFound';
  if (action === 'login' && status >= 500) return 'loginFailed';
  if (action === 'signup' && (status === 404 || status >= 500)) return 'registrationFailed';
  return 'unexpected';
}

/** A failed account request as the form shows it (see `AccountFailure`). */
export function describeFailure(failure: ApiFailure, action: AccountAction): AccountFailure {
  const none: AccountFailure = { fields: {}, message: null, reason: null };
  switch (failure.kind) {
    case 'network':
    case 'timeout':
      return { ...none, reason: 'network' };
    // A web page where the API should answer: the API server is not running behind it.
    case 'serverNotRunning':
      return { ...none, reason: fallbackReason(action, 404) };
    case 'unexpected':
    case 'invalidResponse':
      return { ...none, reason: 'unexpected' };
    default: {
      const { fields, message } = failure;
      if (message) return { ...none, fields, message };
      if (Object.keys(fields).length > 0) return { ...none, fields };
      return { ...none, reason: fallbackReason(action, failure.status) };
    }
  }
}

/** A failed account call (the call's error, or what `unwrap()` threw) as the form shows it. */
export function accountFailureOf(error: unknown, action: AccountAction): AccountFailure {
  return describeFailure(failureOf(error) ?? describeApiFailure(error), action);
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
