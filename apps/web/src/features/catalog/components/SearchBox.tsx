import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, SearchIcon } from '../../../components/ui/icons';

/** Typing pauses this long before the list is asked again; Enter searches at once. */
const SEARCH_DELAY_MS = 300;

/**
 * The products search box (spec §2, §5). The search lives in the URL (`?search=`), so a
 * result can be shared and the back button restores it; `value` is that URL value.
 */
export function SearchBox({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (text: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The URL changed from outside (back button, a link): show its search.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <form
      role="search"
      className="relative w-full md:max-w-sm"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('products.search.label')}
      </label>
      <SearchIcon
        strokeWidth="2"
        className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-600"
      />
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('products.search.placeholder')}
        maxLength={100}
        autoComplete="off"
        className="h-11 w-full rounded-full border border-cream-300 bg-white pr-11 pl-11 text-base text-ink-900 placeholder:text-ink-600 focus:border-clay-600 focus:outline-2 focus:outline-offset-1 focus:outline-clay-600 [&::-webkit-search-cancel-button]:hidden"
      />
      {text ? (
        <button
          type="button"
          onClick={() => {
            setText('');
            onSearch('');
          }}
          aria-label={t('products.search.clear')}
          className="absolute top-1/2 right-2 inline-flex size-8 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full text-ink-700 hover:bg-cream-200 focus-visible:outline-2 focus-visible:outline-clay-600"
        >
          <CloseIcon className="size-4" />
        </button>
      ) : null}
    </form>
  );
}
