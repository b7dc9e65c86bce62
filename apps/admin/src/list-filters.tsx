import { SearchInput, useTranslate } from 'react-admin';

/**
 * Choices named through the catalogues (react-admin translates a choice's name): each id's
 * name is `${keyPrefix}${id}`, e.g. 'shop.order_status.' + 'paid'.
 */
export function catalogueChoices<const Id extends string>(keyPrefix: string, ids: readonly Id[]) {
  return ids.map((id) => ({ id, name: `${keyPrefix}${id}` }));
}

/** Every list's first filter: the search box (`q`), always shown, with the resource's hint. */
export function useSearchFilter(resource: string) {
  const translate = useTranslate();
  return (
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate(`resources.${resource}.fields.q`)}
    />
  );
}
