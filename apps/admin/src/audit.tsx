import {
  DateField,
  Datagrid,
  FunctionField,
  List,
  Show,
  SimpleShowLayout,
  TextField,
  TextInput,
  SelectInput,
} from 'react-admin';
import type { AdminAuditEntry } from '@shop/contracts';

const filters = [
  <SelectInput
    key="entity"
    source="entity"
    alwaysOn
    choices={[
      { id: 'product', name: 'Products' },
      { id: 'category', name: 'Categories' },
      { id: 'user', name: 'Customers' },
      { id: 'order', name: 'Orders' },
    ]}
  />,
  <TextInput key="entity_id" source="entity_id" label="Record id" />,
];

function Json({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span>—</span>;
  return (
    <pre style={{ margin: 0, whiteSpace: 'pre-wrap', fontSize: 13 }}>
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

export function AuditList() {
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }} title="Audit trail">
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="created_at" label="When" showTime />
        <TextField source="actor_email" label="Who" sortable={false} emptyText="—" />
        <TextField source="action" />
        <TextField source="entity" label="What" />
        <TextField source="entity_id" label="Record id" sortable={false} />
      </Datagrid>
    </List>
  );
}

export function AuditShow() {
  return (
    <Show title="Audit entry">
      <SimpleShowLayout>
        <DateField source="created_at" label="When" showTime />
        <TextField source="actor_email" label="Who" emptyText="—" />
        <TextField source="action" />
        <TextField source="entity" label="What" />
        <TextField source="entity_id" label="Record id" />
        <FunctionField<AdminAuditEntry>
          label="Before"
          render={(record) => <Json value={record.before} />}
        />
        <FunctionField<AdminAuditEntry>
          label="After"
          render={(record) => <Json value={record.after} />}
        />
      </SimpleShowLayout>
    </Show>
  );
}
