import { useState } from 'react';
import {
  Button,
  Datagrid,
  DateField,
  FunctionField,
  Labeled,
  List,
  NumberField,
  SearchInput,
  SelectField,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import type { AdminMailDetail } from '@shop/contracts';
import type { ShopDataProvider } from './dataProvider';

const STATUS_CHOICES = [
  { id: 'queued', name: 'Queued' },
  { id: 'sent', name: 'Sent' },
  { id: 'stored', name: 'Kept in the outbox' },
  { id: 'failed', name: 'Failed' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Recipient or subject" />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
];

export function MailList() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} title="Mail outbox">
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="created_at" label="Made" showTime />
        <TextField source="to_address" label="To" />
        <TextField source="subject" sortable={false} />
        <TextField source="template" />
        <SelectField source="status" choices={STATUS_CHOICES} />
        <NumberField source="attempts" />
        <TextField source="last_error" label="Last error" sortable={false} emptyText="—" />
      </Datagrid>
    </List>
  );
}

/** "Send again" for a mail that failed for good: queued once more with a new delivery job. */
function ResendButton() {
  const record = useRecordContext<AdminMailDetail>();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [sending, setSending] = useState(false);
  if (record?.status !== 'failed') return null;
  return (
    <Button
      label="Send again"
      disabled={sending}
      onClick={() => {
        setSending(true);
        dataProvider
          .resendMail(record.id)
          .then(
            () => {
              notify('The mail is queued again', { type: 'info' });
              refresh();
            },
            (error: unknown) =>
              notify(error instanceof Error ? error.message : 'The mail was not queued.', {
                type: 'error',
              }),
          )
          .finally(() => setSending(false));
      }}
    />
  );
}

/**
 * The mail's HTML as the customer's mail program shows it, in a frame with every sandbox
 * restriction on (`sandbox=""`: no scripts, no forms, no navigation, a unique origin): the
 * HTML carries customer input and never reaches the admin's own page.
 */
function MailHtml() {
  const record = useRecordContext<AdminMailDetail>();
  if (record?.html === undefined) return null;
  return (
    <iframe
      title="Mail as HTML"
      sandbox=""
      referrerPolicy="no-referrer"
      srcDoc={record.html}
      style={{
        width: '100%',
        minWidth: 480,
        height: 480,
        border: '1px solid #ccc',
        background: '#fff',
      }}
    />
  );
}

function MailActions() {
  return (
    <TopToolbar>
      <ResendButton />
    </TopToolbar>
  );
}

export function MailShow() {
  return (
    <Show
      actions={<MailActions />}
      title={<FunctionField<AdminMailDetail> render={(record) => record.subject} />}
    >
      <SimpleShowLayout>
        <TextField source="to_address" label="To" />
        <TextField source="reply_to" label="Reply to" emptyText="—" />
        <TextField source="subject" />
        <TextField source="template" />
        <TextField source="language" />
        <SelectField source="status" choices={STATUS_CHOICES} />
        <NumberField source="attempts" />
        <TextField source="last_error" label="Last error" emptyText="—" />
        <DateField source="created_at" label="Made" showTime />
        <DateField source="sent_at" label="Sent" showTime emptyText="—" />
        <TextField
          source="text"
          label="Plain text"
          sx={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace' }}
        />
        <Labeled label="HTML" fullWidth>
          <MailHtml />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
