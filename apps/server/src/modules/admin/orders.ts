import {
  DELIVERY_KINDS,
  ORDER_STATUSES,
  type AdminListQuery,
  type AdminOrder,
  type AdminOrderDetail,
  type AdminOrderLinePhoto,
  type AdminOrderInput,
  type AdminRefundInput,
  type DeliveryKind,
  type Language,
  type OrderStatus,
  moneyToApi,
  vatNumberCheckStatusSchema,
  orderLinePrintPath,
  photoOriginalPath,
  type OrderLinePhoto,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Transaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import {
  allowedMoves,
  changeOrderByStaff,
  findStaffOrder,
  linePhotosOfOrders,
  listStaffOrders,
  orderLineLedgers,
  orderMoneyAndDocuments,
  refundOrderLines,
  shipWithCarrierLabel,
  staffOrderHistory,
  staffWithdrawalsOfOrder,
  type StaffChange,
  type StaffOrderRow,
  type StaffRefund,
} from '../../orders/index.js';
import type { Payments } from '../../payments/stripe.js';
import { recordAudit, type Queryable } from './audit.js';
import {
  containing,
  filterIds,
  filterNumber,
  filterText,
  orderOf,
  pageOf,
  type Page,
} from './list.js';
import { storedReasonIn } from '../../i18n/history-reasons.js';
import { trackingUrl } from '../../carriers/index.js';

function toAdminOrder(row: StaffOrderRow, items: number, hasLabel: boolean): AdminOrder {
  return {
    id: row.id,
    user_id: row.userId,
    email: row.email,
    status: row.status,
    total_amount: moneyToApi(row.totalAmount),
    currency: row.currency,
    items_count: items,
    paid_at: row.paidAt?.toISOString() ?? null,
    tracking_number: row.trackingNumber,
    carrier: row.carrier,
    delivery_kind: row.deliveryKind,
    tracking_url: trackingUrl(row.carrier, row.trackingNumber),
    label_url: hasLabel ? `/api/admin/orders/${row.id}/label/` : null,
    vat_number_check: row.vatNumberCheck,
    vat_treatment: row.vatTreatment,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function filterDate(filter: Record<string, unknown> | undefined, key: string): Date | undefined {
  const text = filterText(filter, key);
  if (text === undefined) return undefined;
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) {
    throw AppError.validation({ [`filter.${key}`]: [{ key: 'admin.errors.expectedDate' }] });
  }
  return date;
}

export async function listAdminOrders(
  db: Database,
  query: AdminListQuery,
): Promise<{ page: Page; rows: AdminOrder[]; total: number }> {
  const page = pageOf(query);
  const filter = query.filter;
  const ids = filterIds(filter);
  const status = filterText(filter, 'status');
  if (status && !(ORDER_STATUSES as readonly string[]).includes(status)) {
    throw AppError.validation({ 'filter.status': [{ key: 'admin.errors.noSuchStatus' }] });
  }
  const deliveryKind = filterText(filter, 'delivery_kind');
  if (deliveryKind && !(DELIVERY_KINDS as readonly string[]).includes(deliveryKind)) {
    throw AppError.validation({
      'filter.delivery_kind': [{ key: 'admin.errors.noSuchDeliveryKind' }],
    });
  }
  const vatNumberCheck = filterText(filter, 'vat_number_check');
  const checkStatus = vatNumberCheckStatusSchema.safeParse(vatNumberCheck);
  if (vatNumberCheck && !checkStatus.success) {
    throw AppError.validation({
      'filter.vat_number_check': [
        {
          key: 'admin.errors.useOneOf',
          values: { values: vatNumberCheckStatusSchema.options.join(', ') },
        },
      ],
    });
  }
  const userId = filterNumber(filter, 'user_id');
  const from = filterDate(filter, 'created_from');
  const to = filterDate(filter, 'created_to');
  // The order number as the customer sees it ("#42" or "42"), or part of the e-mail address.
  const search = filterText(filter, 'q');
  const number = search ? /^#?(\d{1,9})$/.exec(search)?.[1] : undefined;
  const { rows, total } = await listStaffOrders(
    db,
    {
      ids,
      status: status as OrderStatus | undefined,
      deliveryKind: deliveryKind as DeliveryKind | undefined,
      vatNumberCheck: checkStatus.data,
      userId,
      createdFrom: from,
      // A date without a time means the whole of that day.
      createdBefore: to && new Date(to.getTime() + 24 * 3600 * 1000),
      search: search
        ? { emailPattern: containing(search), orderId: number ? Number(number) : undefined }
        : undefined,
    },
    (columns, fallback) => orderOf(query, columns, fallback),
    page,
  );
  return { page, rows: rows.map((row) => toAdminOrder(row.order, row.items, row.hasLabel)), total };
}

/** A line's photo as staff see it: the thumbnail and both downloads while the photo is kept. */
function adminLinePhoto(
  orderId: number,
  lineId: number,
  photo: OrderLinePhoto | undefined,
): AdminOrderLinePhoto | null {
  if (!photo) return null;
  const kept = photo.thumbnail_url !== null;
  return {
    ...photo,
    original_url: kept ? photoOriginalPath(photo.upload_id) : null,
    print_url: kept ? orderLinePrintPath(orderId, lineId) : null,
  };
}

export async function findAdminOrder(
  db: Database,
  id: number,
  language: Language,
): Promise<AdminOrderDetail | null> {
  const row = await findStaffOrder(db, id);
  if (!row) return null;
  const order = row.order;
  const lines = (await orderLineLedgers(db, [id])).get(id) ?? [];
  const history = await staffOrderHistory(db, id);
  const photos = await linePhotosOfOrders(db, [id]);
  const hasAddress = order.shippingName !== null || order.shippingAddress1 !== null;
  return {
    ...toAdminOrder(order, row.items, row.hasLabel),
    language: order.language,
    customer_username: row.username,
    checkout_session_id: order.checkoutSessionId,
    payment_intent_id: order.paymentIntentId,
    payment_method: order.paymentMethod,
    shipping_address: hasAddress
      ? {
          name: order.shippingName,
          address_1: order.shippingAddress1,
          address_2: order.shippingAddress2,
          postal_code: order.shippingPostalCode,
          city: order.shippingCity,
          country: order.shippingCountry,
        }
      : null,
    items: lines.map((line) => ({
      id: line.orderItemId,
      product_id: line.productId,
      product_name: line.productName,
      unit_price: moneyToApi(line.unitPrice),
      quantity: line.quantity,
      personalization: line.personalization,
      withdrawal_right: line.withdrawalRight,
      withdrawn_quantity: line.withdrawnQuantity,
      refunded_quantity: line.refundedQuantity,
      refunded_amount: moneyToApi(line.refundedAmount),
      photo: adminLinePhoto(id, line.orderItemId, photos.get(line.orderItemId)),
    })),
    withdrawals: await staffWithdrawalsOfOrder(db, id),
    history: history.map((entry) => ({
      id: entry.id,
      from_status: entry.fromStatus,
      to_status: entry.toStatus,
      // The shop's own reason in the staff member's language, with what staff typed (ADR 0049).
      reason: [storedReasonIn(language, 'order', entry), entry.staffNote].filter(Boolean).join(' '),
      actor_email: entry.actorEmail,
      created_at: entry.createdAt.toISOString(),
    })),
    allowed_statuses: [...allowedMoves(order.status, { staff: order.deliveryKind })],
    company_invoice: order.invoiceCompany ?? null,
    // Each line as sold, after its share of a discount (ADR 0040), priced once (ADR 0058).
    ...(await orderMoneyAndDocuments(db, order)),
  };
}

/** A refund at the provider as the audit log keeps it (no payment intent: the cards took it). */
function refundAudited(refund: StaffRefund) {
  return {
    refund_id: refund.id,
    amount: refund.amount,
    currency: refund.currency,
    status: refund.status,
    payment_intent: refund.paymentIntentId,
  };
}

/**
 * An audit entry on an order, in the transaction the orders domain made the change in: the
 * domain locks and changes the order, so only the record is left to write here.
 */
function auditOrder(
  db: Queryable,
  actorUserId: number,
  id: number,
  action: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  return recordAudit(db, { actorUserId, action, entity: 'order', entityId: id, before, after });
}

/**
 * What the audit log keeps of a staff change on an order, written in the transaction the
 * orders domain made it in: a tracking number changed, or a move with the refund it made.
 */
function auditStatusChange(actorUserId: number, id: number) {
  return async ({ db }: Transaction, change: StaffChange): Promise<void> => {
    if (change.kind === 'tracking') {
      await auditOrder(
        db,
        actorUserId,
        id,
        'updated',
        { tracking_number: change.before },
        { tracking_number: change.after },
      );
      return;
    }
    const { refund } = change;
    if (refund) await auditOrder(db, actorUserId, id, 'refunded', null, refundAudited(refund));
    await auditOrder(
      db,
      actorUserId,
      id,
      'status_changed',
      { status: change.from, tracking_number: change.trackingBefore },
      { status: change.to, tracking_number: change.trackingAfter },
    );
  };
}

/** What the orders domain needs to change an order: the transaction, payments and log. */
function orderDomain(app: Pick<FastifyInstance, 'database' | 'jobs' | 'log'>, payments: Payments) {
  return { pool: app.database.pool, jobs: app.jobs, payments, log: app.log };
}

/** The order as staff see it after their change. */
async function orderAfterChange(
  app: Pick<FastifyInstance, 'database'>,
  id: number,
  language: Language,
): Promise<AdminOrderDetail> {
  const detail = await findAdminOrder(app.database.db, id, language);
  if (!detail) throw AppError.notFound({ key: 'admin.errors.notFound.order', values: { id } });
  return detail;
}

/**
 * Moves an order as staff ask, through the orders domain (transitions, refund, stock, mails);
 * this module adds the audit log entries, in the same transaction.
 */
export async function changeOrderStatus(
  app: Pick<FastifyInstance, 'database' | 'jobs' | 'log'>,
  payments: Payments,
  actorUserId: number,
  id: number,
  input: AdminOrderInput,
  language: Language,
): Promise<AdminOrderDetail> {
  await changeOrderByStaff(
    orderDomain(app, payments),
    {
      orderId: id,
      actorUserId,
      status: input.status,
      trackingNumber: input.tracking_number?.trim() || null,
      carrier: input.carrier ?? null,
    },
    auditStatusChange(actorUserId, id),
  );
  return orderAfterChange(app, id, language);
}

/**
 * Ships an order with a parcel created through the carrier seam (label and tracking number
 * come back), through the orders domain; the audit log entry as for a typed tracking number.
 */
export async function shipOrderWithLabel(
  app: Pick<FastifyInstance, 'database' | 'jobs' | 'log'>,
  payments: Payments,
  actorUserId: number,
  id: number,
  language: Language,
): Promise<AdminOrderDetail> {
  await shipWithCarrierLabel(
    app.database.db,
    orderDomain(app, payments),
    { orderId: id, actorUserId },
    auditStatusChange(actorUserId, id),
  );
  return orderAfterChange(app, id, language);
}

/**
 * Refunds units of an order's lines as staff ask (POST /orders/{id}/refunds/), through the
 * orders domain (provider, records, stock); the audit log entry is written in the same
 * transaction. `requestKey` is the admin's Idempotency-Key: a retried click refunds once.
 */
export async function refundOrderLinesByStaff(
  app: Pick<FastifyInstance, 'database' | 'jobs' | 'log'>,
  payments: Payments,
  actorUserId: number,
  id: number,
  input: AdminRefundInput,
  requestKey: string | null,
  language: Language,
): Promise<AdminOrderDetail> {
  await refundOrderLines(
    orderDomain(app, payments),
    {
      orderId: id,
      actorUserId,
      items: input.items,
      reason: input.reason,
      restock: input.restock,
      requestKey,
    },
    async ({ db }, change) => {
      await auditOrder(db, actorUserId, id, 'refunded', null, {
        ...refundAudited(change.refund),
        gift_card_amount: change.giftCardAmount,
        lines: change.lines.map((line) => ({
          order_item_id: line.orderItemId,
          quantity: line.quantity,
          amount: line.amount,
        })),
        reason: change.reason,
        restock: change.restock,
      });
    },
  );
  return orderAfterChange(app, id, language);
}
