import {
  ArrayField,
  BooleanField,
  BooleanInput,
  Datagrid,
  DateField,
  Edit,
  EmailField,
  List,
  NumberField,
  NullableBooleanInput,
  SearchInput,
  SimpleForm,
  TextField,
  Labeled,
  useGetIdentity,
  useRecordContext,
} from 'react-admin';
import type { AdminCustomerDetail } from '@shop/contracts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name, e-mail or phone" />,
  <NullableBooleanInput key="is_staff" source="is_staff" label="Staff" />,
];

export function CustomerList() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="username" />
        <EmailField source="email" />
        <TextField source="phone_number" label="Phone" sortable={false} />
        <NumberField source="order_count" label="Orders" sortable={false} />
        <BooleanField source="is_staff" label="Staff" />
        <BooleanField source="is_superuser" label="Superuser" sortable={false} />
        <DateField source="created_at" label="Since" />
      </Datagrid>
    </List>
  );
}

function StaffInputs() {
  const record = useRecordContext<AdminCustomerDetail>();
  const { identity } = useGetIdentity();
  if (record && identity && identity.id === record.email) {
    return <p>You cannot change your own staff rights.</p>;
  }
  return (
    <>
      <BooleanInput
        source="is_staff"
        label="Staff"
        helperText="Staff who are also superusers can open this admin panel."
      />
      <BooleanInput source="is_superuser" label="Superuser" />
    </>
  );
}

export function CustomerEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm>
        <Labeled label="Username">
          <TextField source="username" />
        </Labeled>
        <Labeled label="E-mail">
          <EmailField source="email" />
        </Labeled>
        <Labeled label="Phone">
          <TextField source="phone_number" />
        </Labeled>
        <Labeled label="Language">
          <TextField source="language" />
        </Labeled>
        <StaffInputs />
        <Labeled label="Orders" fullWidth>
          <ArrayField source="orders">
            <Datagrid
              bulkActionButtons={false}
              empty={<p>No orders yet.</p>}
              rowClick={(id) => `/orders/${id}`}
            >
              <TextField source="id" label="Order" />
              <TextField source="status" />
              <NumberField
                source="total_amount"
                label="Total"
                options={{ style: 'currency', currency: 'EUR' }}
                transform={(value: string) => Number(value)}
              />
              <DateField source="paid_at" label="Paid" showTime emptyText="—" />
              <DateField source="created_at" label="Placed" showTime />
            </Datagrid>
          </ArrayField>
        </Labeled>
      </SimpleForm>
    </Edit>
  );
}
