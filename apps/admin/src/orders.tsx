import {
  ArrayField,
  Datagrid,
  DateInput,
  Edit,
  EmailField,
  FunctionField,
  Labeled,
  List,
  ReferenceField,
  ReferenceInput,
  SaveButton,
  SelectField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  TopToolbar,
  AutocompleteInput,
  FormDataConsumer,
  Button,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useState } from 'react';
import {
  paymentMethodInWords,
  VAT_NUMBER_CHECK_STATUSES,
  type AdminOrder,
  type AdminOrderDetail,
  type AdminOrderLinePhoto,
  type OrderStatus,
} from '@shop/contracts';
import { CARRIERS } from '@shop/contracts/carriers';
import { httpClient } from './http';
import { CountField, DateTimeField, MoneyField, useFormat } from './i18n/fields';
import {
  downloadFile,
  openPdfInNewTab,
  packingSlipUrl,
  shippingLabelUrl,
  useFileAddress,
} from './files';
import { catalogueChoices, useSearchFilter } from './list-filters';
import { RefundLinesButton } from './refund-lines';
import { RefundDeadline, withdrawnLines } from './withdrawals';
import { safeExporter } from './csv-export';

/** The statuses, named through the catalogues (react-admin translates a choice's name). */
export const STATUS_CHOICES: { id: OrderStatus; name: string }[] = catalogueChoices(
  'shop.order_status.',
  [
    'pending',
    'processing',
    'shipped',
    'delivered',
    'ready_for_collection',
    'collected',
    'cancelled',
  ],
);

/** How the customer chose to get the order (issue 27); home includes older orders. */
const DELIVERY_KIND_CHOICES = catalogueChoices('shop.delivery_kind.', [
  'home',
  'pickup_point',
  'collection',
]);

/** What VIES said of a company's VAT number (ADR 0098): staff list the unverified to check them. */
const VAT_NUMBER_CHECK_CHOICES = catalogueChoices(
  'shop.vat_number_check.',
  VAT_NUMBER_CHECK_STATUSES,
);

function useOrderFilters() {
  return [
    useSearchFilter('orders'),
    <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
    <SelectInput key="delivery_kind" source="delivery_kind" choices={DELIVERY_KIND_CHOICES} />,
    <SelectInput
      key="vat_number_check"
      source="vat_number_check"
      choices={VAT_NUMBER_CHECK_CHOICES}
    />,
    <DateInput key="created_from" source="created_from" />,
    <DateInput key="created_to" source="created_to" />,
    <ReferenceInput key="user_id" source="user_id" reference="customers">
      <AutocompleteInput label="resources.orders.fields.user_id" optionText="email" />
    </ReferenceInput>,
  ];
}

export function OrderList() {
  return (
    <List exporter={safeExporter} filters={useOrderFilters()} sort={{ field: 'id', order: 'DESC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <FunctionField
          label="resources.orders.fields.id"
          sortBy="id"
          render={(record) => `#${record.id}`}
        />
        <DateTimeField source="created_at" />
        <EmailField source="email" />
        <SelectField source="status" choices={STATUS_CHOICES} />
        <CountField source="items_count" sortable={false} />
        <MoneyField source="total_amount" />
        <DateTimeField source="paid_at" emptyText="shop.common.none" />
        <TextField source="tracking_number" sortable={false} emptyText="—" />
        <FunctionField
          label="resources.orders.fields.vat_number_check"
          sortable={false}
          render={(record: AdminOrder) => <VatNumberCheckBadge order={record} />}
        />
      </Datagrid>
    </List>
  );
}

/** A company order's VIES status in the list; a number not verified stands out. */
function VatNumberCheckBadge({ order }: { order: AdminOrder }) {
  const translate = useTranslate();
  const status = order.vat_number_check?.status;
  if (!status) return null;
  return (
    <span
      data-testid="vat-number-check"
      style={
        status === 'valid' ? undefined : { fontWeight: 700, color: '#8a1c00', whiteSpace: 'nowrap' }
      }
    >
      {translate(`shop.vat_number_check.${status}`)}
    </span>
  );
}

/**
 * The company the invoice is made out to, and what VIES said of its VAT number (ADR 0098): the
 * consultation number is the proof for the tax office; an unverified number is for staff to
 * check on the Commission's VIES page.
 */
function CompanyInvoiceDetails() {
  const record = useRecordContext<AdminOrderDetail>();
  const translate = useTranslate();
  const { dateTime } = useFormat();
  const company = record?.company_invoice;
  if (!company) return null;
  const check = record.vat_number_check;
  const when = check ? dateTime(check.checked_at) : '';
  return (
    <Labeled label="resources.orders.fields.company_invoice">
      <div>
        <address style={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}>
          {[
            company.company_name,
            company.street,
            `${company.postal_code} ${company.city}`,
            company.country,
            company.vat_number,
          ].join('\n')}
        </address>
        <div
          data-testid="vat-number-check-detail"
          style={check?.status === 'valid' ? { marginTop: 4 } : { marginTop: 4, fontWeight: 700 }}
        >
          {!check
            ? translate('shop.orders.vat_check_none')
            : check.status === 'valid'
              ? translate('shop.orders.vat_check_valid', { when })
              : check.status === 'invalid'
                ? translate('shop.orders.vat_check_invalid', { when })
                : translate('shop.orders.vat_check_unverified', {
                    when,
                    reason: check.unverified_reason ?? '—',
                  })}
        </div>
        {check?.name ? (
          <div>{translate('shop.orders.vat_check_registered', { name: check.name })}</div>
        ) : null}
        {check?.request_identifier ? (
          <div>
            {translate('shop.orders.vat_check_proof', { identifier: check.request_identifier })}
          </div>
        ) : null}
        {record.vat_treatment === 'reverse-charge' ? (
          <div data-testid="reverse-charge" style={{ marginTop: 4 }}>
            {translate('shop.orders.reverse_charge')}
          </div>
        ) : null}
      </div>
    </Labeled>
  );
}

/**
 * A line's photo (issue 29, ADR 0100): the thumbnail of the photo on the product, and the two
 * files production needs. They are read with the staff token, so they are fetched, not linked.
 */
function LinePhoto({ photo, product }: { photo: AdminOrderLinePhoto; product: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const thumbnail = useFileAddress(photo.thumbnail_url);
  if (photo.original_url === null || photo.print_url === null) {
    return <div style={{ color: '#595959' }}>{translate('shop.orders.photo_deleted')}</div>;
  }
  const download = (url: string, fileName: string | ((file: Blob) => string)) =>
    downloadFile(url, fileName).catch(() =>
      notify('shop.orders.photo_download_failed', { type: 'error' }),
    );
  const { original_url: original, print_url: print } = photo;
  return (
    <figure data-testid="line-photo" style={{ margin: '8px 0' }}>
      {thumbnail ? (
        <img
          src={thumbnail}
          alt={translate('shop.orders.photo_alt', { product })}
          width={200}
          style={{ display: 'block', border: '1px solid #ccc', borderRadius: 4 }}
        />
      ) : null}
      <figcaption style={{ display: 'flex', gap: 8, marginTop: 4 }}>
        <Button
          label="shop.orders.photo_original"
          onClick={() =>
            void download(
              original,
              (file) => `photo-${photo.upload_id}.${file.type.split('/')[1] ?? 'jpg'}`,
            )
          }
        />
        <Button
          label="shop.orders.photo_print"
          onClick={() => void download(print, `print-${photo.upload_id}.png`)}
        />
      </figcaption>
    </figure>
  );
}

/** What the workshop makes: each line with its personalisation text, large and unmistakable. */
function WorkshopLines() {
  const record = useRecordContext<AdminOrderDetail>();
  const translate = useTranslate();
  const { money } = useFormat();
  // The list's row stands in until the full order arrives; it has no lines.
  if (!record?.items) return null;
  return (
    <section aria-label={translate('shop.orders.items_to_make')} style={{ width: '100%' }}>
      <h2 style={{ fontSize: 18, margin: '8px 0' }}>{translate('shop.orders.items_to_make')}</h2>
      <ol style={{ paddingLeft: 20, margin: 0 }}>
        {record.items.map((item) => (
          <li key={item.id} style={{ marginBottom: 12 }}>
            <div style={{ fontSize: 16 }}>
              {translate('shop.orders.line', {
                quantity: item.quantity,
                product: item.product_name,
                price: money(item.unit_price),
              })}
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
              <div style={{ color: '#595959' }}>{translate('shop.orders.no_personalisation')}</div>
            )}
            {item.photo ? <LinePhoto photo={item.photo} product={item.product_name} /> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** How the order was paid, in words in the staff's language (ADR 0050). */
function PaymentMethodField() {
  const record = useRecordContext<AdminOrderDetail>();
  const translate = useTranslate();
  if (!record?.payment_method) return <span>—</span>;
  return (
    <span>{paymentMethodInWords(record.payment_method, (key) => translate(`shop.${key}`))}</span>
  );
}

function ShippingAddress() {
  const record = useRecordContext<AdminOrderDetail>();
  const translate = useTranslate();
  const address = record?.shipping_address;
  if (record?.delivery_kind === 'collection') {
    return <span>{translate('shop.delivery_kind.collection')}</span>;
  }
  if (!address) return <span>{translate('shop.orders.address_unknown')}</span>;
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

/** What a discount code took off and what gift cards paid (ADR 0040); nothing without them. */
function OrderCodes() {
  const record = useRecordContext<AdminOrderDetail>();
  const translate = useTranslate();
  const format = useFormat();
  if (!record) return null;
  const { discount, gift_card_total: giftCards } = record;
  return (
    <>
      {discount ? (
        <Labeled label="resources.orders.fields.discount">
          <span>
            {translate('shop.orders.discount', {
              code: discount.code,
              amount: format.money(discount.amount),
            })}
          </span>
        </Labeled>
      ) : null}
      {giftCards !== '0.00' ? (
        <Labeled label="resources.orders.fields.gift_card_total">
          <MoneyField source="gift_card_total" />
        </Labeled>
      ) : null}
    </>
  );
}

/** The gift as paid for: whether to wrap it and the message to put in. */
function GiftDetails() {
  const record = useRecordContext<AdminOrderDetail>();
  const translate = useTranslate();
  const format = useFormat();
  const gift = record?.gift;
  if (!gift?.is_gift) return <span>{translate('shop.orders.not_a_gift')}</span>;
  return (
    <div>
      <div>
        {gift.wrapping_price === null
          ? translate('shop.orders.gift_not_wrapped')
          : translate('shop.orders.gift_wrapped', { price: format.money(gift.wrapping_price) })}
      </div>
      {gift.message ? (
        <blockquote style={{ whiteSpace: 'pre-line', margin: '8px 0 0 16px' }}>
          {gift.message}
        </blockquote>
      ) : null}
    </div>
  );
}

/** Opens the order's packing slip (a PDF without prices) in a new tab. */
function PackingSlipButton() {
  const record = useRecordContext<AdminOrderDetail>();
  const notify = useNotify();
  if (!record) return null;
  const open = () =>
    openPdfInNewTab(packingSlipUrl(record.id)).catch(() =>
      notify('shop.orders.packing_slip_failed', { type: 'error' }),
    );
  return <Button label="shop.orders.packing_slip" onClick={() => void open()} />;
}

/** The carriers staff choose from, by their own names (brands, the same in every language). */
const CARRIER_CHOICES = CARRIERS.map((carrier) => ({
  id: carrier,
  name: `shop.carriers.${carrier}`,
}));

/**
 * A button that asks the API for one change of the order and shows the order as it is after,
 * or why it was refused.
 */
function OrderActionButton({
  label,
  done,
  failed,
  send,
}: {
  label: string;
  done: string;
  failed: string;
  send: () => Promise<unknown>;
}) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await send();
      notify(done, { type: 'success', messageArgs: { smart_count: 1 } });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : failed, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return <Button label={label} disabled={busy} onClick={() => void run()} />;
}

/**
 * Ships the order with a parcel created at the carrier service: the label and tracking number
 * come back, the customer gets the shipped mail with the tracking link. An order collected at
 * the workshop is never shipped.
 */
function CreateLabelButton() {
  const record = useRecordContext<AdminOrderDetail>();
  if (!record || record.status !== 'processing' || record.delivery_kind === 'collection') {
    return null;
  }
  return (
    <OrderActionButton
      label="shop.orders.create_label"
      done="shop.orders.label_created"
      failed="shop.orders.label_failed"
      send={() => httpClient(shippingLabelUrl(record.id), { method: 'POST' })}
    />
  );
}

/**
 * An order collected at the workshop: "Ready for collection" (the customer is mailed where,
 * when and what to bring), then "Collected" when they have it.
 */
function CollectionButtons() {
  const record = useRecordContext<AdminOrderDetail>();
  if (record?.delivery_kind !== 'collection' || !record.allowed_statuses) return null;
  const moves = (['ready_for_collection', 'collected'] as const).filter((status) =>
    record.allowed_statuses.includes(status),
  );
  return moves.map((status) => (
    <OrderActionButton
      key={status}
      label={`shop.order_status.${status}`}
      done="ra.notification.updated"
      failed="shop.common.save_failed"
      send={() =>
        httpClient(`/api/admin/orders/${record.id}/`, {
          method: 'PUT',
          body: JSON.stringify({ status }),
        })
      }
    />
  ));
}

/** Opens the carrier label kept for the order (a PDF, A6) in a new tab. */
function ShippingLabelButton() {
  const record = useRecordContext<AdminOrderDetail>();
  const notify = useNotify();
  if (!record?.label_url) return null;
  const open = () =>
    openPdfInNewTab(shippingLabelUrl(record.id)).catch(() =>
      notify('shop.orders.label_failed', { type: 'error' }),
    );
  return <Button label="shop.orders.print_label" onClick={() => void open()} />;
}

/** The carrier's public tracking page for the parcel. */
function TrackingLink() {
  const record = useRecordContext<AdminOrderDetail>();
  const translate = useTranslate();
  if (!record?.tracking_url) return null;
  return (
    <a href={record.tracking_url} target="_blank" rel="noopener noreferrer">
      {translate('shop.orders.tracking_link', { number: record.tracking_number ?? '' })}
    </a>
  );
}

function StatusInputs() {
  const record = useRecordContext<AdminOrderDetail>();
  const translate = useTranslate();
  if (!record?.allowed_statuses) return null;
  const choices = STATUS_CHOICES.filter(
    (choice) => choice.id === record.status || record.allowed_statuses.includes(choice.id),
  );
  if (record.allowed_statuses.length === 0 && record.status !== 'shipped') {
    return (
      <p>
        {translate('shop.orders.status_final', {
          status: translate(`shop.order_status.${record.status}`).toLowerCase(),
        })}
      </p>
    );
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
                ? 'shop.orders.cancel_refunds'
                : 'shop.orders.transitions'
            }
          />
          {formData.status === 'shipped' ? (
            <>
              <SelectInput
                source="carrier"
                label="shop.orders.carrier"
                choices={CARRIER_CHOICES}
                emptyText="—"
              />
              <TextInput source="tracking_number" label="shop.orders.tracking_optional" />
            </>
          ) : null}
        </>
      )}
    </FormDataConsumer>
  );
}

/** The customer's withdrawals of this order, each with its refund deadline (art. 13(1)). */
function OrderWithdrawals() {
  const record = useRecordContext<AdminOrderDetail>();
  const translate = useTranslate();
  const { dateTime } = useFormat();
  if (!record?.withdrawals || record.withdrawals.length === 0) return null;
  return (
    <section aria-label={translate('shop.withdrawals.section')} style={{ width: '100%' }}>
      <h2 style={{ fontSize: 18, margin: '8px 0' }}>{translate('shop.withdrawals.section')}</h2>
      <ul style={{ paddingLeft: 20, margin: 0 }} data-testid="order-withdrawals">
        {record.withdrawals.map((withdrawal) => (
          <li key={withdrawal.id} style={{ marginBottom: 8 }}>
            {translate('shop.withdrawals.entry', {
              lines: withdrawnLines(withdrawal),
              when: dateTime(withdrawal.withdrawn_at),
              due: dateTime(withdrawal.refund_due_at),
            })}{' '}
            — <RefundDeadline record={withdrawal} />
            {withdrawal.reason ? <div style={{ color: '#595959' }}>{withdrawal.reason}</div> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function OrderActions() {
  return (
    <TopToolbar>
      <RefundLinesButton />
    </TopToolbar>
  );
}

function OrderTitle() {
  const record = useRecordContext<AdminOrderDetail>();
  const translate = useTranslate();
  return <span>{record ? translate('shop.orders.number', { id: record.id }) : ''}</span>;
}

function OrderToolbar() {
  return (
    <Toolbar>
      <SaveButton label="shop.orders.update_status" />
    </Toolbar>
  );
}

export function OrderEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      title={<OrderTitle />}
      actions={<OrderActions />}
      transform={(data: AdminOrderDetail) => ({
        status: data.status,
        tracking_number: data.tracking_number,
        carrier: data.carrier ?? null,
      })}
    >
      <SimpleForm toolbar={<OrderToolbar />}>
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <PackingSlipButton />
          <ShippingLabelButton />
          <CreateLabelButton />
          <CollectionButtons />
        </div>
        <TrackingLink />
        <WorkshopLines />
        <Labeled label="resources.orders.fields.gift">
          <GiftDetails />
        </Labeled>
        <OrderWithdrawals />
        <Labeled label="resources.orders.fields.user_id">
          <ReferenceField source="user_id" reference="customers" link="edit">
            <TextField source="email" />
          </ReferenceField>
        </Labeled>
        <Labeled label="resources.orders.fields.total_amount">
          <MoneyField source="total_amount" />
        </Labeled>
        <OrderCodes />
        <Labeled label="resources.orders.fields.created_at">
          <DateTimeField source="created_at" />
        </Labeled>
        <Labeled label="resources.orders.fields.paid_at">
          <DateTimeField source="paid_at" emptyText="shop.orders.not_paid" />
        </Labeled>
        <Labeled label="resources.orders.fields.payment_method">
          <PaymentMethodField />
        </Labeled>
        <Labeled label="resources.orders.fields.payment_intent_id">
          <TextField source="payment_intent_id" emptyText="—" />
        </Labeled>
        <Labeled label="resources.orders.fields.shipping_address">
          <ShippingAddress />
        </Labeled>
        <CompanyInvoiceDetails />
        <StatusInputs />
        <Labeled label="resources.orders.fields.history" fullWidth>
          <ArrayField source="history">
            <Datagrid bulkActionButtons={false}>
              <DateTimeField source="created_at" label="resources.orders.fields.history_when" />
              <SelectField source="from_status" choices={STATUS_CHOICES} />
              <SelectField source="to_status" choices={STATUS_CHOICES} />
              <TextField source="reason" />
              <TextField source="actor_email" emptyText="—" />
            </Datagrid>
          </ArrayField>
        </Labeled>
      </SimpleForm>
    </Edit>
  );
}
