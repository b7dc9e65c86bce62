import {
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
import { DateTimeField } from './i18n/fields';
import { safeExporter } from './csv-export';
import { AUDIT_SCREEN_TEXTS } from './audit-texts';
import { addScreenTexts } from './i18n/screen-texts';

addScreenTexts(AUDIT_SCREEN_TEXTS);

const ENTITY_CHOICES = (['product', 'category', 'user', 'order', 'discount_code'] as const).map(
  (id) => ({
    id,
    name: `shop.audit.entity_${id}`,
  }),
);

const filters = [
  <SelectInput key="entity" source="entity" alwaysOn choices={ENTITY_CHOICES} />,
  <TextInput key="entity_id" source="entity_id" />,
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
    <List exporter={safeExporter} filters={filters} sort={{ field: 'created_at', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateTimeField source="created_at" />
        <TextField source="actor_email" sortable={false} emptyText="—" />
        <TextField source="action" />
        <TextField source="entity" />
        <TextField source="entity_id" sortable={false} />
      </Datagrid>
    </List>
  );
}

export function AuditShow() {
  return (
    <Show title="shop.audit.title">
      <SimpleShowLayout>
        <DateTimeField source="created_at" />
        <TextField source="actor_email" emptyText="—" />
        <TextField source="action" />
        <TextField source="entity" />
        <TextField source="entity_id" />
        <FunctionField<AdminAuditEntry>
          source="before"
          render={(record) => <Json value={record.before} />}
        />
        <FunctionField<AdminAuditEntry>
          source="after"
          render={(record) => <Json value={record.after} />}
        />
      </SimpleShowLayout>
    </Show>
  );
}
