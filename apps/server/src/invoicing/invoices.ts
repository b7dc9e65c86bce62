import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  brusselsDay,
  moneyFromCents,
  moneyToApi,
  splitMoney,
  sumMoney,
  vatRateOf,
  type Money,
  type PaymentMethod,
  type VatRate,
} from '@shop/contracts';
import type { Config } from '../config.js';
import { renderAccountingPdf } from '../documents/accounting-pdf.js';
import type { DocumentCustomer, DocumentLine, DocumentSeller } from '../db/document-types.js';
import {
  creditNotes,
  documentCounters,
  invoices,
  orderItems,
  orderRefundItems,
  orderRefunds,
  orderStatusHistory,
  orders,
  products,
  users,
} from '../db/schema.js';
import { serverText } from '../i18n/texts.js';
import { mailLanguage } from '../mail/templates.js';
import type { AnyDatabase } from '../db/transaction.js';
import { lineWithoutVat, priceSoldOrder, vatPerRate, wrappingCharge } from '../pricing/index.js';
import { SHOP_ZONE } from '../db/calendar.js';
import { isPeppolBuyer } from './e-invoice/buyer.js';
import { recordEInvoice } from './e-invoice-deliveries.js';
import { keptDocumentById, type KeptDocument } from './kept-documents.js';

/**
 * Invoices and credit notes (ADR 0033): issued inside the transaction that makes them due (an
 * order becoming paid, a refund being recorded), numbered from gap-free yearly counters, and
 * kept as issued. Their PDFs are drawn from the kept record (documents/accounting-pdf.ts).
 */

/** Which of these order lines sold a money gift card (a multi-purpose voucher). */
export async function voucherLines(
  db: AnyDatabase,
  orderItemIds: readonly number[],
): Promise<Set<number>> {
  if (orderItemIds.length === 0) return new Set();
  const rows = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(and(inArray(orderItems.id, [...orderItemIds]), eq(products.isGiftCard, true)));
  return new Set(rows.map((row) => row.id));
}

/** The seller as an issued document keeps it. */
export function documentSeller(seller: Config['seller']): DocumentSeller {
  return {
    legalName: seller.legalName,
    street: seller.address.street,
    postalCode: seller.address.postalCode,
    city: seller.address.city,
    country: seller.address.country,
    vatNumber: seller.vatNumber,
    enterpriseNumber: seller.enterpriseNumber,
    email: seller.email,
    phone: seller.phone,
    legalForm: seller.legalForm,
    registerCourt: seller.registerCourt,
    iban: seller.iban,
    bic: seller.bic,
  };
}

export type DocumentSeries = 'invoice' | 'credit-note';

/**
 * The next number of a series and the document's issue date, taken together under one lock per
 * series held until the caller's transaction ends: concurrent issuers wait in turn, each reads
 * the clock only once it holds the lock, so numbers follow the order of their dates (a
 * transaction's `now()` is when it began, which let a later number carry an earlier date), and a
 * rolled back issue gives its number back: no gaps, no duplicates. The year is the issue date's
 * in Brussels. `at` fixes the moment instead of the clock (tests of a year's turn).
 */
export async function takeNumber(
  db: AnyDatabase,
  series: DocumentSeries,
  at?: Date,
): Promise<{ number: string; issuedAt: Date }> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`document-counter:${series}`}))`);
  const moment = at ? sql`${at.toISOString()}::timestamptz` : sql`clock_timestamp()`;
  const clock = await db.execute<{ issued_at: string; year: number }>(
    sql`select to_char(${moment} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as issued_at,
        extract(year from (${moment} at time zone ${SHOP_ZONE}))::int as year`,
  );
  const issuedAt = new Date(clock.rows[0]!.issued_at);
  const year = Number(clock.rows[0]!.year);
  const [taken] = await db
    .insert(documentCounters)
    .values({ series, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.year],
      set: { lastNumber: sql`${documentCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentCounters.lastNumber });
  const sequence = String(taken!.lastNumber).padStart(6, '0');
  const number = series === 'invoice' ? `${year}-${sequence}` : `CN-${year}-${sequence}`;
  return { number, issuedAt };
}

/**
 * The date of supply an invoice states: the day the goods were dispatched, or collected at the
 * workshop (ADR 0090), when that is known at issue (an order marked shipped or collected), else
 * the invoice's own date, which the PDF then labels "same as invoice date" (ADR 0048).
 */
async function supplyDateOf(db: AnyDatabase, orderId: number, issuedAt: Date): Promise<string> {
  const [shipped] = await db
    .select({ at: orderStatusHistory.createdAt })
    .from(orderStatusHistory)
    .where(
      and(
        eq(orderStatusHistory.orderId, orderId),
        inArray(orderStatusHistory.toStatus, ['shipped', 'collected']),
      ),
    )
    .orderBy(asc(orderStatusHistory.createdAt))
    .limit(1);
  return brusselsDay(shipped?.at ?? issuedAt);
}

/** A line as a document states it: unit price and amount without VAT, and the amount with it. */
function documentLine(line: {
  productName: string;
  personalization: string;
  quantity: number;
  unitPrice: Money;
  amount: Money;
  rate: VatRate;
  outOfScope?: boolean;
  /** The discount code that lowered the line's amount below unit price × quantity. */
  discountCode?: string | null;
}): DocumentLine {
  const { unitPriceExclVat, amountExclVat, discountExclVat } = lineWithoutVat(line);
  return {
    ...(line.outOfScope ? { outOfScope: true } : {}),
    description: line.productName,
    personalization: line.personalization,
    quantity: line.quantity,
    vatRate: line.rate,
    unitPriceExclVat: moneyToApi(unitPriceExclVat),
    amountExclVat: moneyToApi(amountExclVat),
    amountInclVat: moneyToApi(line.amount),
    ...(line.discountCode != null && discountExclVat > 0
      ? { discount: { code: line.discountCode, amountExclVat: moneyToApi(discountExclVat) } }
      : {}),
  };
}

/** A postal address as a document's lines: street, postal code with city, country. */
function addressLines(address: {
  address1: string | null;
  address2: string | null;
  postalCode: string | null;
  city: string | null;
  country: string | null;
}): string[] {
  return [
    address.address1,
    address.address2,
    [address.postalCode, address.city].filter(Boolean).join(' '),
    address.country,
  ].filter((part): part is string => Boolean(part));
}

/**
 * Whom an invoice names (ADR 0048): the buyer, never a gift's recipient. The company when a
 * company invoice was asked; else the payer's name and billing address from the payment page;
 * without those (no payment page, or an order from before they were kept) the shipping name and
 * address when the order was not a gift (the buyer had it sent to themselves), and for a gift
 * the account's name without an address rather than the recipient's. The delivery address
 * stands apart, as the delivery address.
 */
function invoiceCustomer(
  order: Pick<
    typeof orders.$inferSelect,
    | 'invoiceCompany'
    | 'billing'
    | 'isGift'
    | 'email'
    | 'shippingName'
    | 'shippingAddress1'
    | 'shippingAddress2'
    | 'shippingPostalCode'
    | 'shippingCity'
    | 'shippingCountry'
    | 'vatTreatment'
  >,
  accountName: string,
): DocumentCustomer {
  const shipping = {
    address1: order.shippingAddress1,
    address2: order.shippingAddress2,
    postalCode: order.shippingPostalCode,
    city: order.shippingCity,
    country: order.shippingCountry,
  };
  const delivery = order.shippingName
    ? { delivery: { name: order.shippingName, addressLines: addressLines(shipping) } }
    : {};
  const company = order.invoiceCompany;
  if (company) {
    return {
      name: company.company_name,
      addressLines: [company.street, `${company.postal_code} ${company.city}`, company.country],
      email: order.email,
      vatNumber: company.vat_number,
      ...(order.vatTreatment === 'reverse-charge' ? { reverseCharge: true } : {}),
      ...delivery,
    };
  }
  const buyer = order.billing
    ? { name: order.billing.name, addressLines: addressLines(order.billing) }
    : !order.isGift && order.shippingName
      ? { name: order.shippingName, addressLines: addressLines(shipping) }
      : { name: accountName, addressLines: [] };
  return { ...buyer, email: order.email, vatNumber: null, ...delivery };
}

export interface InvoicePayment {
  /** How the order was paid, as the provider charged it (ADR 0050). */
  method: PaymentMethod;
}

/**
 * The invoice of a paid order, inside the transaction that marks it paid: once per order (a
 * second call does nothing). The customer is the company asked for before paying, else the
 * shipping name and address given on the payment page.
 */
export async function issueInvoice(
  db: AnyDatabase,
  orderId: number,
  seller: Config['seller'],
  payment: InvoicePayment,
): Promise<{ id: number; number: string } | null> {
  const [existing] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.orderId, orderId));
  if (existing) return null;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order?.paidAt) return null;
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const language = mailLanguage(order.language);
  const vouchers = await voucherLines(
    db,
    items.map((item) => item.id),
  );
  // The order as sold, priced once (ADR 0058): each line after its discount share, the wrapping.
  const sold = priceSoldOrder({
    ...order,
    lines: items.map((item) => ({ ...item, isGiftCard: vouchers.has(item.id) })),
  });
  const lines: Parameters<typeof documentLine>[0][] = items.map((item, index) => {
    const priced = sold.lines[index]!;
    return {
      // A discount (ADR 0040) is stated on the line it lowers; VAT is on what is left.
      productName: item.productName,
      discountCode: priced.discount > 0 ? (order.discountCode ?? '') : null,
      personalization: item.personalization,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      amount: priced.amount,
      rate: priced.rate,
      outOfScope: priced.outOfScope,
    };
  });
  // What was paid is what is invoiced: the wrapping is a line of its own.
  const wrapping = wrappingCharge(order);
  if (wrapping) {
    lines.push({
      productName: serverText(language, 'mail.giftWrapping'),
      personalization: '',
      quantity: 1,
      unitPrice: wrapping.amount,
      amount: wrapping.amount,
      rate: wrapping.rate,
    });
  }
  // Delivery as charged: one line per VAT rate of the goods it delivers, split in proportion
  // when they differ (ADR 0076), so the breakdown and the lines state the same amounts.
  for (const share of sold.deliveryShares) {
    lines.push({
      productName: serverText(language, 'documents.deliveryLine'),
      personalization: '',
      quantity: 1,
      unitPrice: share.amount,
      amount: share.amount,
      rate: share.rate,
    });
  }
  const [account] = await db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, order.userId));
  const customer = invoiceCustomer(order, account?.username ?? order.email);
  const { number, issuedAt } = await takeNumber(db, 'invoice');
  const [created] = await db
    .insert(invoices)
    .values({
      orderId,
      number,
      issuedAt,
      supplyDate: await supplyDateOf(db, orderId, issuedAt),
      language: order.language,
      seller: documentSeller(seller),
      customer,
      lines: lines.map(documentLine),
      vatBreakdown: sold.vatBreakdown,
      totalCents: sold.due,
      paymentMethod: payment.method.type,
      paymentMethodDetails: payment.method,
      paidAt: order.paidAt,
    })
    .returning({ id: invoices.id, number: invoices.number });
  await recordEInvoice(db, { orderId, number, customer, invoiceId: created!.id });
  return created!;
}

/**
 * The delivery refunded, as credit note lines at the rates the invoice split it over (ADR 0076):
 * in proportion to those shares, losing no cent.
 */
async function deliveryCreditLines(
  db: AnyDatabase,
  orderId: number,
  refunded: Money,
  language: string,
) {
  const [order] = await db
    .select({
      giftWrappingPrice: orders.giftWrappingPrice,
      giftWrappingVatRate: orders.giftWrappingVatRate,
      deliveryPrice: orders.deliveryPrice,
      vatCountry: orders.vatCountry,
      vatTreatment: orders.vatTreatment,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order || order.deliveryPrice === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const vouchers = await voucherLines(
    db,
    items.map((item) => item.id),
  );
  const { deliveryShares } = priceSoldOrder({
    ...order,
    lines: items.map((item) => ({ ...item, isGiftCard: vouchers.has(item.id) })),
  });
  const amounts = splitMoney(
    refunded,
    deliveryShares.map((share) => share.amount),
  );
  return deliveryShares.map((share, index) => ({
    outOfScope: false,
    productName: serverText(mailLanguage(language), 'documents.deliveryLine'),
    personalization: '',
    quantity: 1,
    unitPrice: amounts[index]!,
    amount: amounts[index]!,
    rate: share.rate,
  }));
}

/**
 * The credit note of a refund record, inside the transaction that records it: its lines are
 * the refunded units at their prices as invoiced. None when the order has no invoice (paid
 * before invoices were issued) or the refund names no lines.
 */
export async function issueCreditNote(
  db: AnyDatabase,
  refundId: number,
): Promise<{ id: number; number: string } | null> {
  const [refund] = await db.select().from(orderRefunds).where(eq(orderRefunds.id, refundId));
  if (!refund) return null;
  const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, refund.orderId));
  if (!invoice) return null;
  const refunded = await db
    .select({
      orderItemId: orderItems.id,
      productName: orderItems.productName,
      personalization: orderItems.personalization,
      unitPrice: orderItems.unitPrice,
      vatRate: orderItems.vatRate,
      quantity: orderRefundItems.quantity,
      amountCents: orderRefundItems.amountCents,
    })
    .from(orderRefundItems)
    .innerJoin(orderItems, eq(orderItems.id, orderRefundItems.orderItemId))
    .where(eq(orderRefundItems.refundId, refundId))
    .orderBy(asc(orderItems.id));
  if (refunded.length === 0) return null;
  const vouchers = await voucherLines(
    db,
    refunded.map((line) => line.orderItemId),
  );
  const lines = refunded.map((line) => ({
    outOfScope: vouchers.has(line.orderItemId),
    productName: line.productName,
    personalization: line.personalization,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    amount: moneyFromCents(line.amountCents),
    rate: vatRateOf(line.vatRate),
  }));
  // A cancel refunds what is left of the order, its gift wrapping included (line refunds are
  // per item): the credit note states the wrapping as the invoice did, so its total is what
  // was refunded and the wrapping's VAT is corrected too.
  const beyondLines = refund.amountCents - sumMoney(lines.map((line) => line.amount));
  if (beyondLines > 0) {
    const [order] = await db
      .select({
        giftWrappingPrice: orders.giftWrappingPrice,
        giftWrappingVatRate: orders.giftWrappingVatRate,
      })
      .from(orders)
      .where(eq(orders.id, refund.orderId));
    const wrapping = order ? wrappingCharge(order) : null;
    const wrappingAmount = wrapping ? moneyFromCents(Math.min(beyondLines, wrapping.amount)) : null;
    if (wrapping && wrappingAmount) {
      lines.push({
        outOfScope: false,
        productName: serverText(mailLanguage(invoice.language), 'mail.giftWrapping'),
        personalization: '',
        quantity: 1,
        unitPrice: wrappingAmount,
        amount: wrappingAmount,
        rate: wrapping.rate,
      });
    }
    // The rest is the standard delivery cost (ADR 0077), at the rates the invoice stated it.
    const delivery = beyondLines - (wrappingAmount ?? 0);
    if (delivery > 0) {
      lines.push(
        ...(await deliveryCreditLines(
          db,
          refund.orderId,
          moneyFromCents(delivery),
          invoice.language,
        )),
      );
    }
  }
  const { number, issuedAt } = await takeNumber(db, 'credit-note');
  const [created] = await db
    .insert(creditNotes)
    .values({
      refundId,
      invoiceId: invoice.id,
      orderId: refund.orderId,
      number,
      issuedAt,
      language: invoice.language,
      // The same parties as the invoice it corrects.
      seller: invoice.seller,
      customer: invoice.customer,
      lines: lines.map(documentLine),
      vatBreakdown: vatPerRate(lines),
      totalCents: sumMoney(lines.map((line) => line.amount)),
      reason: refund.reason,
    })
    .returning({ id: creditNotes.id, number: creditNotes.number });
  await recordEInvoice(db, {
    orderId: refund.orderId,
    number,
    customer: invoice.customer,
    creditNoteId: created!.id,
  });
  return created!;
}

/** An issued document as an order's answers link it; `eInvoice`: also as UBL (ADR 0087). */
interface IssuedDocument {
  id: number;
  number: string;
  eInvoice: boolean;
}

export interface OrderDocuments {
  invoice: IssuedDocument | null;
  creditNotes: IssuedDocument[];
}

/** The invoice and credit notes of orders, by order id. */
export async function documentsOfOrders(
  db: AnyDatabase,
  orderIds: readonly number[],
): Promise<Map<number, OrderDocuments>> {
  const found = new Map<number, OrderDocuments>(
    orderIds.map((id) => [id, { invoice: null, creditNotes: [] }]),
  );
  if (orderIds.length === 0) return found;
  const ids = sql.join(
    orderIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const issued = await db
    .select({
      orderId: invoices.orderId,
      id: invoices.id,
      number: invoices.number,
      // The buyer's VAT number alone, not the whole kept customer: this runs for every order list.
      vatNumber: sql<string | null>`${invoices.customer}->>'vatNumber'`,
    })
    .from(invoices)
    .where(sql`${invoices.orderId} in (${ids})`);
  const linked = (row: { id: number; number: string; vatNumber: string | null }) => ({
    id: row.id,
    number: row.number,
    eInvoice: isPeppolBuyer(row),
  });
  for (const invoice of issued) found.get(invoice.orderId)!.invoice = linked(invoice);
  const notes = await db
    .select({
      orderId: creditNotes.orderId,
      id: creditNotes.id,
      number: creditNotes.number,
      vatNumber: sql<string | null>`${creditNotes.customer}->>'vatNumber'`,
    })
    .from(creditNotes)
    .where(sql`${creditNotes.orderId} in (${ids})`)
    .orderBy(asc(creditNotes.id));
  for (const note of notes) found.get(note.orderId)!.creditNotes.push(linked(note));
  return found;
}

/** The customer's own invoice or credit note of an order, or any for staff; null otherwise. */
export async function findDocument(
  db: AnyDatabase,
  kind: 'invoice' | 'credit-note',
  orderId: number,
  number: string,
  reader: { userId: number; isStaff: boolean },
): Promise<KeptDocument | null> {
  const table = kind === 'invoice' ? invoices : creditNotes;
  const [found] = await db
    .select({ id: table.id, userId: orders.userId })
    .from(table)
    .innerJoin(orders, eq(orders.id, table.orderId))
    .where(and(eq(table.orderId, orderId), eq(table.number, number)));
  if (!found || (!reader.isStaff && found.userId !== reader.userId)) return null;
  return keptDocumentById(
    db,
    kind === 'invoice' ? { invoiceId: found.id } : { creditNoteId: found.id },
  );
}

/**
 * The document's PDF as kept: drawn from the record the first time it is asked for (the mail
 * that attaches it, or a download) and stored; from then on the stored bytes are served. Two
 * first readers at once draw the same bytes, and the first to store wins.
 */
export async function documentPdf(db: AnyDatabase, document: KeptDocument): Promise<Buffer> {
  const { row, invoice } = document;
  if (row.pdf) return row.pdf;
  const table = document.kind === 'invoice' ? invoices : creditNotes;
  const pdf =
    document.kind === 'invoice'
      ? await renderAccountingPdf({ kind: 'invoice', ...document.row })
      : await renderAccountingPdf({
          kind: 'credit-note',
          ...document.row,
          invoiceNumber: invoice.number,
          paymentMethod: invoice.paymentMethod,
          paymentMethodDetails: invoice.paymentMethodDetails,
          invoiceIssuedAt: invoice.issuedAt,
        });
  await db
    .update(table)
    .set({ pdf })
    .where(and(eq(table.id, row.id), isNull(table.pdf)));
  const [stored] = await db.select({ pdf: table.pdf }).from(table).where(eq(table.id, row.id));
  return stored!.pdf!;
}

/** The invoice as a mail attaches it, its PDF made now if need be; null when there is none. */
export async function invoiceAttachment(db: AnyDatabase, ref: { id: number }) {
  const document = await keptDocumentById(db, { invoiceId: ref.id });
  if (!document) return null;
  return {
    filename: serverText(mailLanguage(document.row.language), 'documents.fileInvoice', {
      number: document.row.number,
    }),
    content: await documentPdf(db, document),
    contentType: 'application/pdf',
  };
}
