import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@shop/contracts';
import { useLanguage } from '../../hooks/use-language';
import { isLanguage, LANGUAGE_LABELS } from '../../lib/language';
import { cn } from '../../lib/cn';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';
import { ChevronDownIcon, GlobeIcon } from '../ui/icons';

/**
 * Language selector (spec §2): a button labelled "Language" (translated) that opens a menu
 * of English / Nederlands / Français. Each option is marked with its own `lang` so screen
 * readers pronounce it correctly.
 */
export function LanguageSelector({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={t('language.label')}
        className={cn(
          'inline-flex h-10 cursor-pointer items-center gap-1.5 rounded-full px-3 text-sm font-medium text-ink-900',
          'transition-colors hover:bg-cream-200 data-[state=open]:bg-cream-200',
          className,
        )}
      >
        <GlobeIcon className="size-5" />
        <span aria-hidden="true" className="uppercase">
          {language}
        </span>
        <ChevronDownIcon className="size-4 text-ink-600" />
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
