import { eq } from 'drizzle-orm';
import { creditNotes, invoices } from '../db/schema.js';
import type { AnyDatabase } from '../db/transaction.js';

export type InvoiceRow = typeof invoices.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;

/**
 * A kept invoice or credit note as its PDF and its e-invoice are drawn from it: with the invoice
 * it is, or the one a credit note corrects (whose number, payment and supply date it repeats).
 */
export type KeptDocument =
  | { kind: 'invoice'; row: InvoiceRow; invoice: InvoiceRow }
  | { kind: 'credit-note'; row: CreditNoteRow; invoice: InvoiceRow };

/** The document with the invoice it belongs to. */
export async function keptDocument(
  db: AnyDatabase,
  document: { kind: 'invoice'; row: InvoiceRow } | { kind: 'credit-note'; row: CreditNoteRow },
): Promise<KeptDocument> {
  if (document.kind === 'invoice') return { ...document, invoice: document.row };
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, document.row.invoiceId));
  return { ...document, invoice: invoice! };
}

/** An invoice or a credit note by its id; null when there is none. */
export async function keptDocumentById(
  db: AnyDatabase,
  ref: { invoiceId: number } | { creditNoteId: number },
): Promise<KeptDocument | null> {
  if ('invoiceId' in ref) {
    const [row] = await db.select().from(invoices).where(eq(invoices.id, ref.invoiceId));
    return row ? keptDocument(db, { kind: 'invoice', row }) : null;
  }
  const [row] = await db.select().from(creditNotes).where(eq(creditNotes.id, ref.creditNoteId));
  return row ? keptDocument(db, { kind: 'credit-note', row }) : null;
}
