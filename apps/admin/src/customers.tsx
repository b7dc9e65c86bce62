import {
  ArrayField,
  BooleanField,
  BooleanInput,
  Datagrid,
  Edit,
  EmailField,
  List,
  NullableBooleanInput,
  SelectField,
  SimpleForm,
  TextField,
  Labeled,
  useDataProvider,
  useGetIdentity,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { ERASURE_REASON_MAX_LENGTH, type AdminCustomerDetail } from '@shop/contracts';
import { ConfirmWithReason } from './confirm-with-reason';
import type { ShopDataProvider } from './dataProvider';
import { CountField, DateOnlyField, DateTimeField, MoneyField } from './i18n/fields';
import { STATUS_CHOICES } from './orders';
import { useSearchFilter } from './list-filters';
import { safeExporter } from './csv-export';
import { CUSTOMER_SCREEN_TEXTS } from './customers-texts';
import { addScreenTexts } from './i18n/screen-texts';

addScreenTexts(CUSTOMER_SCREEN_TEXTS);

function useCustomerFilters() {
  return [useSearchFilter('customers'), <NullableBooleanInput key="is_staff" source="is_staff" />];
}

export function CustomerList() {
  return (
    <List
      exporter={safeExporter}
      filters={useCustomerFilters()}
      sort={{ field: 'id', order: 'ASC' }}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="username" />
        <EmailField source="email" />
        <TextField source="phone_number" sortable={false} />
        <CountField source="order_count" sortable={false} />
        <BooleanField source="is_staff" />
        <BooleanField source="is_superuser" sortable={false} />
        <DateOnlyField source="created_at" />
      </Datagrid>
    </List>
  );
}

function StaffInputs() {
  const record = useRecordContext<AdminCustomerDetail>();
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  if (record && identity && identity.id === record.email) {
    return <p>{translate('shop.customers.own_rights')}</p>;
  }
  return (
    <>
      <BooleanInput source="is_staff" helperText="shop.customers.staff_hint" />
      <BooleanInput source="is_superuser" />
    </>
  );
}

export function CustomerEdit() {
  const translate = useTranslate();
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm>
        <Labeled source="username">
          <TextField source="username" />
        </Labeled>
        <Labeled source="email">
          <EmailField source="email" />
        </Labeled>
        <Labeled source="phone_number">
          <TextField source="phone_number" />
        </Labeled>
        <Labeled source="language">
          <TextField source="language" />
        </Labeled>
        <StaffInputs />
        <Labeled source="orders" fullWidth>
          <ArrayField source="orders">
            <Datagrid
              bulkActionButtons={false}
              empty={<p>{translate('shop.customers.no_orders')}</p>}
              rowClick={(id) => `/orders/${id}`}
            >
              <TextField source="id" label="resources.orders.fields.id" />
              <SelectField source="status" choices={STATUS_CHOICES} />
              <MoneyField source="total_amount" />
              <DateTimeField source="paid_at" emptyText="shop.common.none" />
              <DateTimeField source="created_at" label="resources.orders.fields.created_at" />
            </Datagrid>
          </ArrayField>
        </Labeled>
        <EraseCustomer />
      </SimpleForm>
    </Edit>
  );
}

/**
 * Erasure on the customer's request (GDPR art. 17, ADR 0035): a confirmation that says what
 * goes and what the books keep, with the request's reason for the audit log.
 */
function EraseCustomer() {
  const record = useRecordContext<AdminCustomerDetail>();
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  if (!record || (identity && identity.id === record.email)) return null;
  return (
    <ConfirmWithReason
      labels={{
        button: translate('shop.customers.erase'),
        title: translate('shop.customers.erase_title', { name: record.username }),
        explanation: translate('shop.customers.erase_explained'),
        reason: translate('shop.customers.erase_reason'),
        reasonHint: translate('shop.customers.erase_reason_hint'),
        confirm: translate('shop.customers.erase_confirm'),
        failed: 'shop.customers.not_erased',
      }}
      reasonMaxLength={ERASURE_REASON_MAX_LENGTH}
      multiline
      onConfirm={(reason) => dataProvider.eraseCustomer(record.id, reason)}
      onDone={() => {
        notify('shop.customers.erased', { type: 'info' });
        redirect('list', 'customers');
      }}
    />
  );
}
