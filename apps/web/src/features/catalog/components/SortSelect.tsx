import { useTranslation } from 'react-i18next';
import { PRODUCT_SORTS, type ProductSort } from '@shop/contracts';
import { toSort } from '../product-list-params';
import { ListSelect } from './ListSelect';

/** The list's order (issue 31): best matches, price up or down, newest first. */
export function SortSelect({
  value,
  onChange,
}: {
  value: ProductSort;
  onChange: (value: ProductSort) => void;
}) {
  const { t } = useTranslation();
  return (
    <ListSelect
      label={t('products.sort.label')}
      value={value}
      onChange={(choice) => onChange(toSort(choice))}
      options={PRODUCT_SORTS.map((sort) => ({ value: sort, label: t(`products.sort.${sort}`) }))}
    />
  );
}
