import { Typography } from '@mui/material';
import {
  useFieldValue,
  useLocale,
  useRecordContext,
  useTranslate,
  type FieldProps,
  type RaRecord,
} from 'react-admin';
import {
  formatApiMoney,
  formatCents,
  formatCount,
  formatDate,
  formatDateTime,
  localizedName,
} from './format';
import { isAdminLocale, type AdminLocale } from './locales';

/** The staff member's language as the back office knows it. */
export function useAdminLocale(): AdminLocale {
  const locale = useLocale();
  return isAdminLocale(locale) ? locale : 'en';
}

/** Money, dates and counts formatted in the staff member's language (see ./format.ts). */
export function useFormat() {
  const locale = useAdminLocale();
  return {
    locale,
    money: (value: string | null | undefined) => formatApiMoney(value, locale),
    cents: (cents: number) => formatCents(cents, locale),
    count: (value: number | string | null | undefined) => formatCount(value, locale),
    date: formatDate,
    dateTime: formatDateTime,
  };
}

type ShopFieldProps<T extends RaRecord> = FieldProps<T> & { source: string };

function Shown({ text, emptyText }: { text: string; emptyText?: string }) {
  const translate = useTranslate();
  const shown = text || (emptyText ? translate(emptyText, { _: emptyText }) : '');
  return (
    <Typography component="span" variant="body2">
      {shown}
    </Typography>
  );
}

/**
 * Stand-ins for react-admin's DateField and NumberField, which format in the browser's locale
 * (American dates and "€49.90" on an English browser): the same props a Datagrid reads for its
 * headers (source, label, sortable, sortBy), formatted by ./format.ts.
 */
export function DateTimeField<T extends RaRecord = RaRecord>(
  props: ShopFieldProps<T> & { showTime?: boolean },
) {
  const value = useFieldValue(props) as string | null | undefined;
  const text = props.showTime === false ? formatDate(value) : formatDateTime(value);
  return <Shown text={text} emptyText={props.emptyText} />;
}

export function DateOnlyField<T extends RaRecord = RaRecord>(props: ShopFieldProps<T>) {
  return <DateTimeField {...props} showTime={false} />;
}

export function MoneyField<T extends RaRecord = RaRecord>(props: ShopFieldProps<T>) {
  const value = useFieldValue(props) as string | null | undefined;
  const { money } = useFormat();
  return <Shown text={money(value)} emptyText={props.emptyText} />;
}

export function CountField<T extends RaRecord = RaRecord>(props: ShopFieldProps<T>) {
  const value = useFieldValue(props) as number | null | undefined;
  const { count } = useFormat();
  return <Shown text={count(value)} emptyText={props.emptyText} />;
}

/** The option text of a category or product choice, in the staff member's language. */
export function useLocalizedName() {
  const locale = useAdminLocale();
  return (record: Readonly<Record<string, unknown>>) => localizedName(record, locale);
}

/** The record's name in the staff member's language (see `localizedName`). */
export function LocalizedNameField<T extends RaRecord = RaRecord>(
  props: Omit<FieldProps<T>, 'source'> & { source?: string },
) {
  const record = useRecordContext(props);
  const locale = useAdminLocale();
  return <Shown text={localizedName(record, locale)} emptyText={props.emptyText} />;
}
