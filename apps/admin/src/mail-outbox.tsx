import { useState } from 'react';
import {
  Button,
  Datagrid,
  FunctionField,
  Labeled,
  List,
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
  useTranslate,
} from 'react-admin';
import type { AdminMailDetail } from '@shop/contracts';
import type { ShopDataProvider } from './dataProvider';
import { CountField, DateTimeField } from './i18n/fields';
import { catalogueChoices, useSearchFilter } from './list-filters';
import { safeExporter } from './csv-export';
import { MAIL_SCREEN_TEXTS } from './mail-outbox-texts';
import { addScreenTexts } from './i18n/screen-texts';

addScreenTexts(MAIL_SCREEN_TEXTS);

export const MAIL_STATUS_CHOICES = catalogueChoices('shop.mail_status.', [
  'queued',
  'sent',
  'stored',
  'failed',
]);

function useMailFilters() {
  return [
    useSearchFilter('mail-outbox'),
    <SelectInput key="status" source="status" choices={MAIL_STATUS_CHOICES} alwaysOn />,
  ];
}

export function MailList() {
  return (
    <List exporter={safeExporter} filters={useMailFilters()} sort={{ field: 'id', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateTimeField source="created_at" />
        <TextField source="to_address" />
        <TextField source="subject" sortable={false} />
        <TextField source="template" />
        <SelectField source="status" choices={MAIL_STATUS_CHOICES} />
        <CountField source="attempts" />
        <TextField source="last_error" sortable={false} emptyText="—" />
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
      label="shop.mail.send_again"
      disabled={sending}
      onClick={() => {
        setSending(true);
        dataProvider
          .resendMail(record.id)
          .then(
            () => {
              notify('shop.mail.queued_again', { type: 'info' });
              refresh();
            },
            (error: unknown) =>
              notify(error instanceof Error ? error.message : 'shop.mail.not_queued', {
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
  const translate = useTranslate();
  if (record?.html === undefined) return null;
  return (
    <iframe
      title={translate('shop.mail.html_frame')}
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
        <TextField source="to_address" />
        <TextField source="reply_to" emptyText="—" />
        <TextField source="subject" />
        <TextField source="template" />
        <TextField source="language" />
        <SelectField source="status" choices={MAIL_STATUS_CHOICES} />
        <CountField source="attempts" />
        <TextField source="last_error" emptyText="—" />
        <DateTimeField source="created_at" />
        <DateTimeField source="sent_at" emptyText="shop.common.none" />
        <TextField source="text" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace' }} />
        <Labeled source="html" fullWidth>
          <MailHtml />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
