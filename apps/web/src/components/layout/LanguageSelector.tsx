import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@shop/contracts';
import { useLanguage } from '../../hooks/use-language';
import { cn } from '../../lib/cn';
import { LANGUAGE_LABELS, setQueryLanguage } from '../../lib/language';
import { isPlainClick } from '../../lib/plain-click';
import { ChevronDownIcon, GlobeIcon } from '../ui/icons';

/**
 * Links to the current page in each language, each named in its own language and marked with
 * its `lang` (screen readers pronounce it, search engines read `hreflang`). Each names its
 * language in `?lang=`, English too (ADR 0102): the server renders that language and remembers
 * it in the cookie, so the choice works before the app has taken the page over and without
 * JavaScript; an address without `lang` would be rendered in the remembered language. Once the
 * app has taken the page over, a plain click switches the language without loading the page again.
 */
function LanguageLinks({
  className,
  linkClassName,
  labelledBy,
  onChosen,
}: {
  className?: string;
  linkClassName: string;
  labelledBy?: string;
  onChosen?: () => void;
}) {
  const { language, setLanguage } = useLanguage();
  const { pathname, search } = useLocation();
  return (
    <ul className={className} aria-labelledby={labelledBy}>
      {LANGUAGES.map((code) => (
        <li key={code}>
          <a
            href={`${pathname}?${setQueryLanguage(new URLSearchParams(search), code)}`}
            hrefLang={code}
            lang={code}
            aria-current={code === language ? 'true' : undefined}
            className={linkClassName}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              onChosen?.();
              setLanguage(code);
            }}
          >
            {LANGUAGE_LABELS[code]}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Closes an open disclosure on a press outside it or on Escape, as a menu would. */
function useDismissable(disclosure: RefObject<HTMLDetailsElement | null>, open: boolean) {
  useEffect(() => {
    const element = disclosure.current;
    if (!open || !element) return;
    const close = () => (element.open = false);
    const onPointerDown = (event: PointerEvent) => {
      if (!element.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      element.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [disclosure, open]);
}

/**
 * Language selector (spec §2; ADR 0102): a control labelled "Language" (translated) that opens
 * the list English / Nederlands / Français. It is plain HTML, a `<details>` disclosure of
 * links, so it works on the server-rendered page before the app takes it over (a tap then
 * loads the page in that language) and needs no code of its own to open afterwards.
 */
export function LanguageSelector({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const disclosure = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  // Opened before the app took the page over: its toggle came before any listener.
  useEffect(() => setOpen(disclosure.current?.open === true), []);
  useDismissable(disclosure, open);

  return (
    <details
      ref={disclosure}
      className="group relative"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary
        aria-label={t('language.label')}
        className={cn(
          'inline-flex h-10 cursor-pointer list-none items-center gap-1.5 rounded-full px-3 text-sm font-medium text-ink-900',
          'transition-colors group-open:bg-cream-200 hover:bg-cream-200 [&::-webkit-details-marker]:hidden',
          className,
        )}
      >
        <GlobeIcon className="size-5" />
        <span aria-hidden="true" className="uppercase">
          {language}
        </span>
        <ChevronDownIcon className="size-4 text-ink-600" />
      </summary>
      <LanguageLinks
        className="absolute right-0 z-50 mt-2 min-w-44 rounded-xl border border-cream-200 bg-white p-1.5 text-ink-900 shadow-lg"
        linkClassName="block rounded-lg px-3 py-2 text-sm hover:bg-cream-100 aria-[current=true]:font-semibold"
        onChosen={() => {
          if (disclosure.current) disclosure.current.open = false;
        }}
      />
    </details>
  );
}

/**
 * The languages as a row of links, for the small-screen menu (a sheet, or its stand-in before
 * the take-over): one tap, no menu inside the menu.
 */
export function LanguageRow({ onChosen }: { onChosen?: () => void }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div className="mt-4 flex items-center justify-between gap-3 border-t border-cream-200 pt-4">
      <span id={labelId} className="text-sm font-medium text-ink-600">
        {t('language.label')}
      </span>
      <LanguageLinks
        labelledBy={labelId}
        className="flex gap-1"
        linkClassName="block rounded-full px-3 py-2 text-sm font-medium text-ink-900 hover:bg-cream-200 aria-[current=true]:bg-clay-50 aria-[current=true]:text-clay-700"
        {...(onChosen ? { onChosen } : {})}
      />
    </div>
  );
}
