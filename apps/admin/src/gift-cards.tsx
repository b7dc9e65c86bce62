import {
  Datagrid,
  EmailField,
  FunctionField,
  List,
  ReferenceField,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { GIFT_CARD_STATUSES, type AdminGiftCardDetail } from '@shop/contracts';
import { ConfirmWithReason } from './confirm-with-reason';
import type { ShopDataProvider } from './dataProvider';
import { DateTimeField, MoneyField, useFormat } from './i18n/fields';
import { catalogueChoices, useSearchFilter } from './list-filters';
import { safeExporter } from './csv-export';
import { GIFT_CARD_SCREEN_TEXTS } from './gift-cards-texts';
import { addScreenTexts } from './i18n/screen-texts';

addScreenTexts(GIFT_CARD_SCREEN_TEXTS);

function useGiftCardFilters() {
  return [
    useSearchFilter('gift-cards'),
    <SelectInput
      key="status"
      source="status"
      choices={catalogueChoices('shop.gift_cards.status.', GIFT_CARD_STATUSES)}
      alwaysOn
    />,
  ];
}

/** The card's state in the staff member's language (the Datagrid reads its `label`). */
function StatusField(_props: { label: string }) {
  const translate = useTranslate();
  return (
    <FunctionField<AdminGiftCardDetail>
      render={(record) => translate(`shop.gift_cards.status.${record.status}`)}
    />
  );
}

/** Money gift cards (issue 17): codes masked but for the last four, balances, states. */
export function GiftCardList() {
  return (
    <List
      exporter={safeExporter}
      filters={useGiftCardFilters()}
      sort={{ field: 'id', order: 'DESC' }}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="code" sortable={false} />
        <MoneyField source="value" sortable={false} />
        <MoneyField source="balance" sortable={false} />
        <StatusField label="resources.gift-cards.fields.status" />
        <DateTimeField source="expires_at" sortable={false} />
        <EmailField source="buyer_email" sortable={false} emptyText="—" />
        <ReferenceField source="order_id" reference="orders" link="edit" sortable={false}>
          <FunctionField render={(order: { id: number }) => `#${order.id}`} />
        </ReferenceField>
      </Datagrid>
    </List>
  );
}

/** A card's ledger, oldest movement first: what the balance is the sum of. */
function Ledger() {
  const record = useRecordContext<AdminGiftCardDetail>();
  const translate = useTranslate();
  const { money, dateTime } = useFormat();
  // The list's row stands in (without its ledger) until the card itself has loaded.
  if (!record?.ledger) return null;
  return (
    <table style={{ borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          {['created_at', 'kind', 'amount', 'order_id', 'actor_email', 'reason'].map((field) => (
            <th key={field} style={{ textAlign: 'left', padding: '4px 12px 4px 0' }}>
              {translate(`resources.gift-cards.fields.${field}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {record.ledger.map((row) => (
          <tr key={row.id}>
            <td style={{ padding: '4px 12px 4px 0' }}>{dateTime(row.created_at)}</td>
            <td style={{ padding: '4px 12px 4px 0' }}>
              {translate(`shop.gift_cards.kind.${row.kind}`)}
            </td>
            <td style={{ padding: '4px 12px 4px 0', whiteSpace: 'nowrap' }}>{money(row.amount)}</td>
            <td style={{ padding: '4px 12px 4px 0' }}>{row.order_id ? `#${row.order_id}` : '—'}</td>
            <td style={{ padding: '4px 12px 4px 0' }}>{row.actor_email ?? '—'}</td>
            <td style={{ padding: '4px 12px 4px 0' }}>{row.reason}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Voiding a card (ADR 0039): its balance to 0, with the reason, in the audit log. */
function VoidGiftCard() {
  const record = useRecordContext<AdminGiftCardDetail>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record || record.voided_at) return null;
  return (
    <ConfirmWithReason
      labels={{
        button: translate('shop.gift_cards.void'),
        title: translate('shop.gift_cards.void_title', { code: record.code }),
        explanation: translate('shop.gift_cards.void_explained'),
        reason: translate('shop.gift_cards.void_reason'),
        confirm: translate('shop.gift_cards.void_confirm'),
        failed: 'shop.common.save_failed',
      }}
      reasonMaxLength={500}
      onConfirm={(reason) => dataProvider.voidGiftCard(record.id, reason)}
      onDone={() => {
        notify('shop.gift_cards.voided', { type: 'info' });
        refresh();
      }}
    />
  );
}

export function GiftCardShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="code" />
        <MoneyField source="value" />
        <MoneyField source="balance" />
        <StatusField label="resources.gift-cards.fields.status" />
        <DateTimeField source="issued_at" />
        <DateTimeField source="expires_at" />
        <EmailField source="buyer_email" emptyText="—" />
        <ReferenceField source="order_id" reference="orders" link="edit" emptyText="—">
          <FunctionField render={(order: { id: number }) => `#${order.id}`} />
        </ReferenceField>
        <TextField source="recipient_email" emptyText="—" />
        <DateTimeField source="send_at" emptyText="shop.common.none" />
        <DateTimeField source="sent_at" emptyText="shop.common.none" />
        <DateTimeField source="voided_at" emptyText="shop.common.none" />
        <FunctionField label="resources.gift-cards.fields.ledger" render={() => <Ledger />} />
        <VoidGiftCard />
      </SimpleShowLayout>
    </Show>
  );
}
