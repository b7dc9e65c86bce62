import {
  BooleanField,
  Datagrid,
  EmailField,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  useTranslate,
} from 'react-admin';
import { MarkHandledButton } from './handled';
import { DateTimeField } from './i18n/fields';

const STATE_CHOICES = (['open', 'notified', 'unsubscribed'] as const).map((id) => ({
  id,
  name: `shop.back_in_stock_state.${id}`,
}));

function useSubscriptionFilters() {
  const translate = useTranslate();
  return [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate('resources.back-in-stock-subscriptions.fields.q')}
    />,
    <SelectInput key="state" source="state" choices={STATE_CHOICES} alwaysOn />,
    <NullableBooleanInput key="handled" source="handled" />,
  ];
}

/** Who waits for which product ('Notify When Available'); the mail feature notifies them. */
export function BackInStockList() {
  return (
    <List filters={useSubscriptionFilters()} sort={{ field: 'created_at', order: 'DESC' }}>
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
