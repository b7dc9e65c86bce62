import {
  BooleanField,
  Datagrid,
  EmailField,
  List,
  NullableBooleanInput,
  SelectField,
  SelectInput,
  TextField,
} from 'react-admin';
import { MarkHandledButton } from './handled';
import { DateTimeField } from './i18n/fields';
import { catalogueChoices, useSearchFilter } from './list-filters';
import { safeExporter } from './csv-export';
import { BACK_IN_STOCK_SCREEN_TEXTS } from './back-in-stock-texts';
import { addScreenTexts } from './i18n/screen-texts';

addScreenTexts(BACK_IN_STOCK_SCREEN_TEXTS);

const STATE_CHOICES = catalogueChoices('shop.back_in_stock_state.', [
  'open',
  'notified',
  'unsubscribed',
]);

function useSubscriptionFilters() {
  return [
    useSearchFilter('back-in-stock-subscriptions'),
    <SelectInput key="state" source="state" choices={STATE_CHOICES} alwaysOn />,
    <NullableBooleanInput key="handled" source="handled" />,
  ];
}

/** Who waits for which product ('Notify When Available'); the mail feature notifies them. */
export function BackInStockList() {
  return (
    <List
      exporter={safeExporter}
      filters={useSubscriptionFilters()}
      sort={{ field: 'created_at', order: 'DESC' }}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateTimeField source="created_at" />
        <TextField source="product_name" />
        <EmailField source="email" />
        <TextField source="language" sortable={false} />
        <SelectField source="state" choices={STATE_CHOICES} sortable={false} />
        <DateTimeField source="notified_at" emptyText="shop.common.none" />
        <BooleanField source="handled" sortable={false} />
        <MarkHandledButton />
      </Datagrid>
    </List>
  );
}
