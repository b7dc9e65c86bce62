import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountFailure, FailureReason } from '../account-failure';

const REASON_KEYS = {
  network: 'accounts.errors.network',
  unexpected: 'accounts.errors.unexpected',
  invalidCredentials: 'accounts.errors.invalidCredentials',
  loginFailed: 'accounts.errors.loginFailed',
  loginEndpointNotFound: 'accounts.errors.loginEndpointNotFound',
  registrationFailed: 'accounts.errors.registrationFailed',
} as const satisfies Record<FailureReason, string>;

/** The banner text of a failure: the server's message, or the translated reason (spec §8). */
export function useFailureText(): (failure: AccountFailure) => string {
  const { t } = useTranslation();
  return useCallback(
    (failure) => failure.message ?? t(REASON_KEYS[failure.reason ?? 'unexpected']),
    [t],
  );
}
