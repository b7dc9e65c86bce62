import {
  BooleanField,
  Datagrid,
  EmailField,
  FunctionField,
  List,
  NullableBooleanInput,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import type { AdminContactMessage } from '@shop/contracts';
import { MarkHandledButton } from './handled';
import { DateTimeField } from './i18n/fields';
import { useSearchFilter } from './list-filters';
import { safeExporter } from './csv-export';
import { CONTACT_MESSAGE_SCREEN_TEXTS } from './contact-messages-texts';
import { addScreenTexts } from './i18n/screen-texts';

addScreenTexts(CONTACT_MESSAGE_SCREEN_TEXTS);

function useContactFilters() {
  return [
    useSearchFilter('contact-messages'),
    <NullableBooleanInput key="handled" source="handled" alwaysOn />,
  ];
}

const senderName = (record: AdminContactMessage) => `${record.first_name} ${record.last_name}`;

export function ContactMessageList() {
  return (
    <List
      exporter={safeExporter}
      filters={useContactFilters()}
      sort={{ field: 'created_at', order: 'DESC' }}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateTimeField source="created_at" />
        <FunctionField<AdminContactMessage>
          label="resources.contact-messages.fields.from"
          render={senderName}
        />
        <EmailField source="email" />
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
        <DateTimeField source="created_at" />
        <FunctionField<AdminContactMessage>
          label="resources.contact-messages.fields.from"
          render={senderName}
        />
        <EmailField source="email" />
        <TextField source="phone" emptyText="—" />
        <TextField source="language" />
        <TextField source="subject" />
        <TextField source="message" sx={{ whiteSpace: 'pre-wrap', fontSize: 16 }} />
        <BooleanField source="handled" />
        <DateTimeField source="handled_at" emptyText="shop.common.none" />
        <TextField source="handled_by_email" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
