import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shop/contracts';
import { toLanguage } from '../lib/language';

/** The current interface language and a setter (which also saves it, see app/i18n.ts). */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => void } {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const setLanguage = useCallback(
    (next: Language) => {
      void i18n.changeLanguage(next);
    },
    [i18n],
  );
  return { language, setLanguage };
}
