import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isAccountMessageKey, isTextMessageKey } from '@shop/contracts';

/**
 * Form error texts in the interface language. The shared schemas report message codes
 * (`emailInvalid`), said here from the locale files' `validation` texts; messages from the
 * server arrive translated already and pass through unchanged.
 */
export function useAccountMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (message) =>
      isAccountMessageKey(message) || isTextMessageKey(message)
        ? t(`validation.${message}`)
        : message,
    [t],
  );
}
