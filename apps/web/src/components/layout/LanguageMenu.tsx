import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@shop/contracts';
import { useLanguage } from '../../hooks/use-language';
import { isLanguage, LANGUAGE_LABELS } from '../../lib/language';
import type { OpenableProps } from '../ui/deferred-trigger';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';
import { LanguageTriggerContent, languageTriggerClasses } from './LanguageSelector';

/**
 * The language menu itself (Radix dropdown menu), loaded by `LanguageSelector` on the first
 * press of its button. Each option is marked with its own `lang` so screen readers pronounce
 * it correctly.
 */
export function LanguageMenu({ className, defaultOpen }: { className?: string } & OpenableProps) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();

  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger
        aria-label={t('language.label')}
        className={languageTriggerClasses(className)}
      >
        <LanguageTriggerContent language={language} />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{t('language.label')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={language}
          onValueChange={(value) => {
            if (isLanguage(value)) setLanguage(value);
          }}
        >
          {LANGUAGES.map((code) => (
            <DropdownMenuRadioItem key={code} value={code} lang={code}>
              {LANGUAGE_LABELS[code]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
