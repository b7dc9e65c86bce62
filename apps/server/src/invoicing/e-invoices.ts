import { brusselsDay, moneyFromCents } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { orders } from '../db/schema.js';
import type { AnyDatabase } from '../db/transaction.js';
import { paymentMethodText, serverText } from '../i18n/texts.js';
import { mailLanguage } from '../mail/templates.js';
import { isPeppolBuyer } from './e-invoice/buyer.js';
import { ublDocument } from './e-invoice/ubl.js';
import { keptDocumentById, type KeptDocument } from './kept-documents.js';

/**
 * Invoices and credit notes as Peppol e-invoices (ADR 0087). Since 1 January 2026 an invoice
 * between two Belgian VAT-registered businesses must be a structured e-invoice: for a Belgian
 * company buyer each document is also kept available as Peppol BIS Billing 3.0 UBL, drawn from
 * the same record as its PDF.
 */

/** Where an order's invoice or credit note is read as its PDF (its owner and staff only). */
export function documentUrl(orderId: number, number: string): string {
  return `/api/checkout/orders/${orderId}/documents/${encodeURIComponent(number)}/`;
}

/** Where a Belgian company's document is read as its e-invoice (its owner and staff only). */
export function eInvoiceUrl(orderId: number, number: string): string {
  return `/api/checkout/orders/${orderId}/documents/${encodeURIComponent(number)}.xml`;
}

/**
 * The document as UBL, or null when its buyer is not a Belgian company. The buyer's structured
 * address is the company the order asked the invoice for (kept on the order, never changed).
 */
export async function documentUbl(db: AnyDatabase, document: KeptDocument): Promise<string | null> {
  const { kind, row, invoice } = document;
  if (!isPeppolBuyer(row.customer)) return null;
  const [order] = await db
    .select({ company: orders.invoiceCompany, deliveryCountry: orders.shippingCountry })
    .from(orders)
    .where(eq(orders.id, row.orderId));
  const company = order?.company;
  if (!company) return null;
  const language = mailLanguage(row.language);
  const method = invoice.paymentMethodDetails ?? {
    type: invoice.paymentMethod,
    brand: null,
    last4: null,
  };
  return ublDocument({
    kind,
    number: row.number,
    issueDate: brusselsDay(row.issuedAt),
    ...(kind === 'invoice'
      ? { supplyDate: invoice.supplyDate }
      : {
          correctedInvoice: { number: invoice.number, issueDate: brusselsDay(invoice.issuedAt) },
          note: document.kind === 'credit-note' ? document.row.reason : '',
          // An intra-Community supply states its date on the credit note too (BR-IC-11).
          ...(row.customer.reverseCharge ? { supplyDate: invoice.supplyDate } : {}),
        }),
    ...(row.customer.reverseCharge
      ? { reverseCharge: { deliveryCountry: order.deliveryCountry ?? company.country } }
      : {}),
    orderReference: String(row.orderId),
    seller: row.seller,
    buyer: {
      name: company.company_name,
      street: company.street,
      postalCode: company.postal_code,
      city: company.city,
      country: company.country,
      vatNumber: company.vat_number,
      email: row.customer.email,
    },
    lines: row.lines,
    vatBreakdown: row.vatBreakdown,
    total: moneyFromCents(row.totalCents),
    // UNCL 4461: 48 a bank card; 68 an online payment service (Bancontact, iDEAL, ...).
    payment: {
      code: method.type === 'card' ? '48' : '68',
      name: paymentMethodText(language, method),
    },
  });
}

/** The invoice's e-invoice as the confirmation mail attaches it; null for other buyers. */
export async function eInvoiceAttachment(db: AnyDatabase, ref: { id: number }) {
  const document = await keptDocumentById(db, { invoiceId: ref.id });
  if (!document) return null;
  const xml = await documentUbl(db, document);
  if (xml === null) return null;
  return {
    filename: eInvoiceFilename(document.row),
    content: Buffer.from(xml),
    contentType: 'application/xml',
  };
}

/** "Invoice 2026-000042.xml", in the document's language, beside its PDF's name. */
export function eInvoiceFilename(row: { number: string; language: string }) {
  const key = row.number.startsWith('CN-') ? 'documents.fileCreditNote' : 'documents.fileInvoice';
  return serverText(mailLanguage(row.language), key, { number: row.number }).replace(
    /\.pdf$/,
    '.xml',
  );
}
