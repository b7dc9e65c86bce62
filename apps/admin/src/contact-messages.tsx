import {
  BooleanField,
  Datagrid,
  DateField,
  EmailField,
  FunctionField,
  List,
  NullableBooleanInput,
  SearchInput,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import type { AdminContactMessage } from '@shop/contracts';
import { MarkHandledButton } from './handled';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name, e-mail, subject or message" />,
  <NullableBooleanInput key="handled" source="handled" label="Handled" alwaysOn />,
];

const senderName = (record: AdminContactMessage) => `${record.first_name} ${record.last_name}`;

export function ContactMessageList() {
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }} title="Contact messages">
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="created_at" label="Received" showTime />
        <FunctionField<AdminContactMessage> label="From" render={senderName} />
        <EmailField source="email" label="E-mail" />
        <TextField source="subject" />
        <BooleanField source="handled" sortable={false} />
        <MarkHandledButton />
      </Datagrid>
    </List>
  );
}

function ContactMessageActions() {
  return (
    <TopToolbar>
      <MarkHandledButton />
    </TopToolbar>
  );
}

export function ContactMessageShow() {
  return (
    <Show
      actions={<ContactMessageActions />}
      title={<FunctionField<AdminContactMessage> render={(record) => record.subject} />}
    >
      <SimpleShowLayout>
        <DateField source="created_at" label="Received" showTime />
        <FunctionField<AdminContactMessage> label="From" render={senderName} />
        <EmailField source="email" label="E-mail" />
        <TextField source="phone" emptyText="—" />
        <TextField source="language" />
        <TextField source="subject" />
        <TextField source="message" sx={{ whiteSpace: 'pre-wrap', fontSize: 16 }} />
        <BooleanField source="handled" />
        <DateField source="handled_at" label="Handled on" showTime emptyText="—" />
        <TextField source="handled_by_email" label="Handled by" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
