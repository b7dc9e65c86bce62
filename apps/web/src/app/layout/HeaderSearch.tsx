import { useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STOREFRONT_ROUTES } from '@shop/contracts';
import { buttonClasses } from '../../components/ui/button';
import { SearchIcon } from '../../components/ui/icons';

/**
 * Search on every page (issue 31): an icon in the header opening a field below it. Both are
 * plain HTML (`<details>`, a GET form to the products page with `?search=`), so they work on
 * the server-rendered page before the app takes over; the app then searches without a reload.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const disclosure = useRef<HTMLDetailsElement>(null);
  const field = useRef<HTMLInputElement>(null);

  return (
    <details
      ref={disclosure}
      onToggle={(event) => {
        if (event.currentTarget.open) field.current?.focus();
      }}
    >
      <summary
        aria-label={t('nav.searchOpen')}
        className={buttonClasses({
          variant: 'ghost',
          size: 'icon',
          className: 'cursor-pointer list-none [&::-webkit-details-marker]:hidden',
        })}
      >
        <SearchIcon className="size-6" />
      </summary>
      <form
        role="search"
        aria-label={t('nav.searchLabel')}
        action={STOREFRONT_ROUTES.products}
        method="get"
        className="absolute inset-x-0 top-full flex gap-2 border-b border-cream-200 bg-white px-4 py-3 shadow-md sm:px-6 lg:px-8"
        onSubmit={(event) => {
          event.preventDefault();
          const search = field.current?.value.trim() ?? '';
          const query = search ? `?${new URLSearchParams({ search }).toString()}` : '';
          if (disclosure.current) disclosure.current.open = false;
          if (field.current) field.current.value = '';
          void navigate(`${STOREFRONT_ROUTES.products}${query}`);
        }}
      >
        <label htmlFor={id} className="sr-only">
          {t('nav.searchLabel')}
        </label>
        <input
          ref={field}
          id={id}
          type="search"
          name="search"
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('nav.searchPlaceholder')}
          className="h-11 min-w-0 flex-1 rounded-full border border-cream-300 bg-white px-4 text-base text-ink-900 placeholder:text-ink-600 focus:border-clay-600 focus:outline-2 focus:outline-offset-1 focus:outline-clay-600"
        />
        {/* An icon on a phone leaves the field room for its placeholder in every language. */}
        <button type="submit" className={buttonClasses({ className: 'h-11 shrink-0 px-4' })}>
          <SearchIcon className="size-5 sm:hidden" />
          <span className="sr-only sm:not-sr-only">{t('nav.searchSubmit')}</span>
        </button>
      </form>
    </details>
  );
}
