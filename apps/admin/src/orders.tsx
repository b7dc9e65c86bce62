import {
  ArrayField,
  Datagrid,
  DateField,
  DateInput,
  Edit,
  EmailField,
  FunctionField,
  Labeled,
  List,
  NumberField,
  ReferenceField,
  ReferenceInput,
  SaveButton,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  AutocompleteInput,
  FormDataConsumer,
  useRecordContext,
} from 'react-admin';
import type { AdminOrderDetail, OrderStatus } from '@shop/contracts';

export const STATUS_CHOICES: { id: OrderStatus; name: string }[] = [
  { id: 'pending', name: 'Pending' },
  { id: 'processing', name: 'Processing' },
  { id: 'shipped', name: 'Shipped' },
  { id: 'delivered', name: 'Delivered' },
  { id: 'cancelled', name: 'Cancelled' },
];

const euros = { style: 'currency', currency: 'EUR' } as const;
const toNumber = (value: string) => Number(value);

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Order number or e-mail" />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
  <DateInput key="created_from" source="created_from" label="Placed from" />,
  <DateInput key="created_to" source="created_to" label="Placed until" />,
  <ReferenceInput key="user_id" source="user_id" reference="customers">
    <AutocompleteInput label="Customer" optionText="email" />
  </ReferenceInput>,
];

export function OrderList() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <FunctionField label="Order" sortBy="id" render={(record) => `#${record.id}`} />
        <DateField source="created_at" label="Placed" showTime />
        <EmailField source="email" label="Customer" />
        <SelectField source="status" choices={STATUS_CHOICES} />
        <NumberField source="items_count" label="Items" sortable={false} />
        <NumberField source="total_amount" label="Total" options={euros} transform={toNumber} />
        <DateField source="paid_at" label="Paid" showTime emptyText="—" />
        <TextField source="tracking_number" label="Tracking" sortable={false} emptyText="—" />
      </Datagrid>
    </List>
  );
}

/** What the workshop makes: each line with its personalisation text, large and unmistakable. */
function WorkshopLines() {
  const record = useRecordContext<AdminOrderDetail>();
  // The list's row stands in until the full order arrives; it has no lines.
  if (!record?.items) return null;
  return (
    <section aria-label="Items to make" style={{ width: '100%' }}>
      <h2 style={{ fontSize: 18, margin: '8px 0' }}>Items to make</h2>
      <ol style={{ paddingLeft: 20, margin: 0 }}>
        {record.items.map((item) => (
          <li key={item.id} style={{ marginBottom: 12 }}>
            <div style={{ fontSize: 16 }}>
              {item.quantity} × {item.product_name} — €{item.unit_price} each
            </div>
            {item.personalization ? (
              <div
                data-testid="personalisation"
                style={{
                  fontSize: 28,
                  fontWeight: 700,
                  fontFamily: 'Georgia, serif',
                  padding: '8px 12px',
                  marginTop: 4,
                  border: '2px solid #333',
                  borderRadius: 6,
                  whiteSpace: 'pre-wrap',
                  display: 'inline-block',
                }}
              >
                {item.personalization}
              </div>
            ) : (
              <div style={{ color: '#666' }}>No personalisation</div>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

function ShippingAddress() {
  const record = useRecordContext<AdminOrderDetail>();
  const address = record?.shipping_address;
  if (!address) return <span>Not known yet (the payment has not gone through).</span>;
  return (
    <address style={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}>
      {[
        address.name,
        address.address_1,
        address.address_2,
        `${address.postal_code ?? ''} ${address.city ?? ''}`.trim(),
        address.country,
      ]
        .filter(Boolean)
        .join('\n')}
    </address>
  );
}

function StatusInputs() {
  const record = useRecordContext<AdminOrderDetail>();
  if (!record?.allowed_statuses) return null;
  const choices = STATUS_CHOICES.filter(
    (choice) => choice.id === record.status || record.allowed_statuses.includes(choice.id),
  );
  if (record.allowed_statuses.length === 0 && record.status !== 'shipped') {
    return <p>This order is {record.status}: its status no longer changes.</p>;
  }
  return (
    <FormDataConsumer<{ status: OrderStatus }>>
      {({ formData }) => (
        <>
          <SelectInput
            source="status"
            choices={choices}
            helperText={
              formData.status === 'cancelled' && record.paid_at
                ? 'Cancelling refunds the full amount to the customer.'
                : 'Processing → shipped → delivered; pending or processing → cancelled.'
            }
          />
          {formData.status === 'shipped' ? (
            <TextInput source="tracking_number" label="Tracking number (optional)" />
          ) : null}
        </>
      )}
    </FormDataConsumer>
  );
}

function OrderToolbar() {
  return (
    <Toolbar>
      <SaveButton label="Update status" />
    </Toolbar>
  );
}

export function OrderEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      title={<FunctionField render={(record) => `Order #${record.id}`} />}
      transform={(data: AdminOrderDetail) => ({
        status: data.status,
        tracking_number: data.tracking_number,
      })}
    >
      <SimpleForm toolbar={<OrderToolbar />}>
        <WorkshopLines />
        <Labeled label="Customer">
          <ReferenceField source="user_id" reference="customers" link="edit">
            <TextField source="email" />
          </ReferenceField>
        </Labeled>
        <Labeled label="Total">
          <NumberField source="total_amount" options={euros} transform={toNumber} />
        </Labeled>
        <Labeled label="Placed">
          <DateField source="created_at" showTime />
        </Labeled>
        <Labeled label="Paid">
          <DateField source="paid_at" showTime emptyText="Not paid" />
        </Labeled>
        <Labeled label="Payment reference">
          <TextField source="payment_intent_id" emptyText="—" />
        </Labeled>
        <Labeled label="Shipping address">
          <ShippingAddress />
        </Labeled>
        <StatusInputs />
        <Labeled label="Status history" fullWidth>
          <ArrayField source="history">
            <Datagrid bulkActionButtons={false}>
              <DateField source="created_at" label="When" showTime />
              <SelectField source="from_status" label="From" choices={STATUS_CHOICES} />
              <SelectField source="to_status" label="To" choices={STATUS_CHOICES} />
              <TextField source="reason" />
              <TextField source="actor_email" label="By" emptyText="—" />
            </Datagrid>
          </ArrayField>
        </Labeled>
      </SimpleForm>
    </Edit>
  );
}
