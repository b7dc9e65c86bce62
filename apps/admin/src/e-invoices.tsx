import {
  Button,
  Datagrid,
  FunctionField,
  List,
  NumberField,
  ReferenceField,
  SelectInput,
  TextField,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { AdminEInvoice } from '@shop/contracts';
import { downloadFile } from './files';
import { MarkHandledButton } from './handled';
import { DateTimeField } from './i18n/fields';
import { useSearchFilter } from './list-filters';
import { safeExporter } from './csv-export';
import { E_INVOICE_SCREEN_TEXTS } from './e-invoices-texts';
import { addScreenTexts } from './i18n/screen-texts';

addScreenTexts(E_INVOICE_SCREEN_TEXTS);

const STATES = ['waiting', 'sent', 'handed_in'] as const;

function useEInvoiceFilters() {
  const translate = useTranslate();
  return [
    useSearchFilter('e-invoices'),
    <SelectInput
      key="state"
      source="state"
      alwaysOn
      choices={STATES.map((state) => ({
        id: state,
        name: translate(`shop.e_invoice_state.${state}`),
      }))}
    />,
  ];
}

/** Saves the e-invoice's UBL, to hand in through Peppol (or give to the accountant). */
function DownloadXmlButton() {
  const record = useRecordContext<AdminEInvoice>();
  const notify = useNotify();
  if (!record) return null;
  return (
    <Button
      label="shop.e_invoices.download"
      onClick={(event) => {
        event.stopPropagation();
        downloadFile(record.xml_url, `${record.number}.xml`).catch(() =>
          notify('shop.e_invoices.download_failed', { type: 'error' }),
        );
      }}
    />
  );
}

/** Staff mark one handed in (or back to waiting); one the access point sent stays sent. */
function HandInButton() {
  const record = useRecordContext<AdminEInvoice>();
  if (!record || record.state === 'sent') return null;
  return <MarkHandledButton />;
}

/**
 * Belgian companies' e-invoices on their way to Peppol (ADR 0087): the ones waiting to be
 * handed in first, with why the access point refused one.
 */
export function EInvoiceList() {
  const translate = useTranslate();
  return (
    <List
      exporter={safeExporter}
      filters={useEInvoiceFilters()}
      sort={{ field: 'state', order: 'ASC' }}
    >
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="number" />
        <FunctionField<AdminEInvoice>
          source="kind"
          sortable={false}
          render={(record) => translate(`shop.e_invoice_kind.${record.kind}`)}
        />
        <ReferenceField source="order_id" reference="orders" link="edit">
          <FunctionField render={(order: { id: number }) => `#${order.id}`} />
        </ReferenceField>
        <TextField source="buyer" sortable={false} />
        <TextField source="buyer_vat_number" sortable={false} />
        <FunctionField<AdminEInvoice>
          source="state"
          render={(record) => translate(`shop.e_invoice_state.${record.state}`)}
        />
        <NumberField source="attempts" sortable={false} />
        <TextField source="last_error" sortable={false} emptyText="—" />
        <DateTimeField source="created_at" />
        <DateTimeField source="done_at" sortable={false} emptyText="shop.common.none" />
        <TextField source="handed_in_by_email" sortable={false} emptyText="—" />
        <DownloadXmlButton />
        <HandInButton />
      </Datagrid>
    </List>
  );
}
