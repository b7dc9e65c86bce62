import { useTranslation } from 'react-i18next';
import type { Language } from '@shop/contracts';
import { useLanguage } from '../../hooks/use-language';
import { cn } from '../../lib/cn';
import { DeferredOpenable, lazyOpenable } from '../ui/deferred-trigger';
import { ChevronDownIcon, GlobeIcon } from '../ui/icons';

export function languageTriggerClasses(className?: string): string {
  return cn(
    'inline-flex h-10 cursor-pointer items-center gap-1.5 rounded-full px-3 text-sm font-medium text-ink-900',
    'transition-colors hover:bg-cream-200 data-[state=open]:bg-cream-200',
    className,
  );
}

/** The button's content, the same before and after the menu's code has loaded. */
export function LanguageTriggerContent({ language }: { language: Language }) {
  return (
    <>
      <GlobeIcon className="size-5" />
      <span aria-hidden="true" className="uppercase">
        {language}
      </span>
      <ChevronDownIcon className="size-4 text-ink-600" />
    </>
  );
}

const languageMenu = lazyOpenable<{ className?: string | undefined }>(
  async () => (await import('./LanguageMenu')).LanguageMenu,
);

/**
 * Language selector (spec §2): a button labelled "Language" (translated) that opens a menu
 * of English / Nederlands / Français. The menu's code loads on the first press.
 */
export function LanguageSelector({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();

  return (
    <DeferredOpenable
      openable={languageMenu}
      props={{ className }}
      popup="menu"
      trigger={{
        'aria-label': t('language.label'),
        className: languageTriggerClasses(className),
        children: <LanguageTriggerContent language={language} />,
      }}
    />
  );
}
