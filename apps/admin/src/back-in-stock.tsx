import {
  BooleanField,
  Datagrid,
  DateField,
  EmailField,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
} from 'react-admin';
import { MarkHandledButton } from './handled';

const STATE_CHOICES = [
  { id: 'open', name: 'Waiting' },
  { id: 'notified', name: 'Notified' },
  { id: 'unsubscribed', name: 'Unsubscribed' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="E-mail or product" />,
  <SelectInput key="state" source="state" choices={STATE_CHOICES} alwaysOn />,
  <NullableBooleanInput key="handled" source="handled" label="Handled" />,
];

/** Who waits for which product ('Notify When Available'); the mail feature notifies them. */
export function BackInStockList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      title="Back-in-stock subscriptions"
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="created_at" label="Subscribed" showTime />
        <TextField source="product_name" label="Product" />
        <EmailField source="email" label="E-mail" />
        <TextField source="language" sortable={false} />
        <SelectField source="state" choices={STATE_CHOICES} sortable={false} />
        <DateField source="notified_at" label="Notified" showTime emptyText="—" />
        <BooleanField source="handled" sortable={false} />
        <MarkHandledButton />
      </Datagrid>
    </List>
  );
}
