import { useCallback } from 'react';
import { accountMessage, isAccountMessageKey } from '@shop/contracts';
import { useLanguage } from '../../../hooks/use-language';

/**
 * Form error texts in the interface language. The shared schemas report message keys
 * (`emailInvalid`), which are translated here; messages from the server arrive translated
 * already and pass through unchanged.
 */
export function useAccountMessage(): (message: string | undefined) => string | undefined {
  const { language } = useLanguage();
  return useCallback(
    (message) => (isAccountMessageKey(message) ? accountMessage(message, language) : message),
    [language],
  );
}
