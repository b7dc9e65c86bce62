import { and, asc, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { zipSync } from 'fflate';
import {
  VAT_RATES,
  brusselsDay,
  csvText,
  parseMoney,
  signedCentsToApi,
  type PaymentMethod,
  type VatBreakdownLine,
} from '@shop/contracts';
import type { Database } from '../db/client.js';
import { AppError, type FieldErrors } from '../errors.js';
import { creditNotes, invoices } from '../db/schema.js';
import { documentUbl } from './e-invoices.js';
import { documentPdf } from './invoices.js';
import { keptDocument } from './kept-documents.js';
import { paymentMethodText } from '../i18n/texts.js';
import { mailLanguage } from '../mail/templates.js';
import { SHOP_ZONE } from '../db/calendar.js';

/**
 * The accountant's monthly export (issue 19, ADR 0042): the invoice and credit-note register of
 * one month, by issue date in Brussels, as CSV, or the month's documents as their stored PDFs
 * in one zip. Read only: the documents are kept as issued (ADR 0033).
 */

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const FORMATS = ['csv', 'zip'] as const;

/** The query's month and format, or a 400 with a message per field in the staff's language. */
export function exportQuery(query: { month: string; format: string }): {
  month: string;
  format: (typeof FORMATS)[number];
} {
  const format = FORMATS.find((known) => known === query.format);
  const fields: FieldErrors = {
    ...(MONTH.test(query.month) ? {} : { month: [{ key: 'admin.errors.exportMonth' as const }] }),
    ...(format ? {} : { format: [{ key: 'admin.errors.exportFormat' as const }] }),
  };
  if (!format || Object.keys(fields).length > 0) throw AppError.validation(fields);
  return { month: query.month, format };
}

interface RegisterEntry {
  kind: 'invoice' | 'credit-note';
  number: string;
  issuedAt: Date;
  customer: string;
  vatBreakdown: VatBreakdownLine[];
  totalCents: number;
  /** How the invoiced order was paid, in the document's language. */
  paymentMethod: string;
}

/** An invoice's payment method in words, in its language (the credit note: its invoice's). */
function methodWords(invoice: {
  language: string;
  paymentMethod: string;
  paymentMethodDetails: PaymentMethod | null;
}): string {
  return paymentMethodText(
    mailLanguage(invoice.language),
    invoice.paymentMethodDetails ?? { type: invoice.paymentMethod, brand: null, last4: null },
  );
}

/** The month's bounds as instants: its first midnight in Brussels up to the next month's. */
function issuedIn(column: typeof invoices.issuedAt | typeof creditNotes.issuedAt, month: string) {
  const start = sql`(${`${month}-01`}::timestamp at time zone ${SHOP_ZONE})`;
  const end = sql`((${`${month}-01`}::timestamp + interval '1 month') at time zone ${SHOP_ZONE})`;
  return and(gte(column, start), lt(column, end)) as SQL;
}

/** The month's invoices and credit notes, each in the order they were issued. */
async function monthDocuments(db: Database, month: string) {
  const invoiceRows = await db
    .select()
    .from(invoices)
    .where(issuedIn(invoices.issuedAt, month))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
  const creditNoteRows = await db
    .select()
    .from(creditNotes)
    .where(issuedIn(creditNotes.issuedAt, month))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.id));
  const corrected = creditNoteRows.map((note) => note.invoiceId);
  const correctedInvoices = corrected.length
    ? await db
        .select({
          id: invoices.id,
          paymentMethod: invoices.paymentMethod,
          paymentMethodDetails: invoices.paymentMethodDetails,
        })
        .from(invoices)
        .where(inArray(invoices.id, corrected))
    : [];
  return { invoiceRows, creditNoteRows, correctedInvoices };
}

/** "12.40" from the breakdown as cents, negated for a credit note. */
const cents = (text: string, sign: 1 | -1) => sign * parseMoney(text);

/** The register as CSV: UTF-8 (with a byte-order mark, so spreadsheets read the accents). */
export async function invoiceRegisterCsv(db: Database, month: string): Promise<string> {
  const { invoiceRows, creditNoteRows, correctedInvoices } = await monthDocuments(db, month);
  const entries: RegisterEntry[] = [
    ...invoiceRows.map((invoice) => ({
      kind: 'invoice' as const,
      number: invoice.number,
      issuedAt: invoice.issuedAt,
      customer: invoice.customer.name,
      vatBreakdown: invoice.vatBreakdown,
      totalCents: invoice.totalCents,
      paymentMethod: methodWords(invoice),
    })),
    ...creditNoteRows.map((note) => ({
      kind: 'credit-note' as const,
      number: note.number,
      issuedAt: note.issuedAt,
      customer: note.customer.name,
      vatBreakdown: note.vatBreakdown,
      totalCents: note.totalCents,
      paymentMethod: methodWords({
        language: note.language,
        paymentMethod: 'online',
        paymentMethodDetails: null,
        ...correctedInvoices.find((invoice) => invoice.id === note.invoiceId),
      }),
    })),
  ].sort(
    (a, b) =>
      a.issuedAt.getTime() - b.issuedAt.getTime() ||
      Number(a.kind === 'credit-note') - Number(b.kind === 'credit-note') ||
      a.number.localeCompare(b.number),
  );

  // A pair of columns for each rate the month's documents have, highest rate first.
  const rates = VAT_RATES.filter((rate) =>
    entries.some((entry) => entry.vatBreakdown.some((line) => line.rate === rate)),
  );
  const header = [
    'number',
    'date',
    'customer',
    ...rates.flatMap((rate) => [`taxable_${rate}`, `vat_${rate}`]),
    'total',
    'payment_method',
  ];
  const rows = entries.map((entry) => {
    const sign = entry.kind === 'invoice' ? 1 : -1;
    const perRate = rates.flatMap((rate) => {
      const line = entry.vatBreakdown.find((candidate) => candidate.rate === rate);
      return line
        ? [
            signedCentsToApi(cents(line.taxable_amount, sign)),
            signedCentsToApi(cents(line.vat_amount, sign)),
          ]
        : [signedCentsToApi(0), signedCentsToApi(0)];
    });
    return [
      csvText(entry.number),
      csvText(brusselsDay(entry.issuedAt)),
      // The customer's name as typed at checkout: quoted and neutralised (ADR 0049).
      csvText(entry.customer),
      ...perRate,
      signedCentsToApi(sign * entry.totalCents),
      csvText(entry.paymentMethod),
    ];
  });
  return `\uFEFF${[header, ...rows].map((row) => row.join(',')).join('\r\n')}\r\n`;
}

/**
 * The month's invoices and credit notes as their stored PDFs, one zip, named by number; a
 * Belgian company's documents also as their Peppol e-invoices (ADR 0087), beside their PDFs.
 */
export async function invoiceDocumentsZip(db: Database, month: string): Promise<Buffer> {
  const { invoiceRows, creditNoteRows } = await monthDocuments(db, month);
  const files: Record<string, Uint8Array> = {};
  const documents = [
    ...invoiceRows.map((row) => ({ kind: 'invoice' as const, row })),
    ...creditNoteRows.map((row) => ({ kind: 'credit-note' as const, row })),
  ];
  for (const found of documents) {
    const document = await keptDocument(db, found);
    files[`${document.row.number}.pdf`] = await documentPdf(db, document);
    const xml = await documentUbl(db, document);
    if (xml !== null) files[`${document.row.number}.xml`] = Buffer.from(xml);
  }
  // PDFs are compressed already: stored as they are, the zip is made fast and byte for byte.
  return Buffer.from(zipSync(files, { level: 0 }));
}
