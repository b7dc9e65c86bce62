import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { drizzleOn } from '../db/client.js';
import type { DocumentCustomer } from '../db/document-types.js';
import { eInvoiceDeliveries, invoices } from '../db/schema.js';
import { inTransaction, type AnyDatabase, type TransactionContext } from '../db/transaction.js';
import type { PeppolAccessPoint } from './e-invoice/access-point.js';
import { isPeppolBuyer } from './e-invoice/buyer.js';
import { documentUbl } from './e-invoices.js';
import { keptDocumentById } from './kept-documents.js';

/**
 * Handing Belgian companies' e-invoices in to Peppol (ADR 0087). Each one is recorded as
 * `waiting` when its document is issued; the access point, when one is configured, hands the
 * waiting ones in (a job, every few minutes); staff or the accountant hand in the others and say
 * so in the admin.
 */

/** Inside the issuing transaction: a Belgian company's document waits to be handed in. */
export async function recordEInvoice(
  db: AnyDatabase,
  document: {
    orderId: number;
    number: string;
    customer: DocumentCustomer;
  } & ({ invoiceId: number } | { creditNoteId: number }),
): Promise<void> {
  if (!isPeppolBuyer(document.customer)) return;
  await db
    .insert(eInvoiceDeliveries)
    .values({
      orderId: document.orderId,
      number: document.number,
      invoiceId: 'invoiceId' in document ? document.invoiceId : null,
      creditNoteId: 'creditNoteId' in document ? document.creditNoteId : null,
    })
    .onConflictDoNothing();
}

/** How many waiting e-invoices one run hands in; the next run takes the rest. */
const BATCH = 25;

/**
 * Hands the waiting e-invoices to the access point, oldest first, each in its own short
 * transaction that locks its row (two runs never send one twice). A refusal is kept on the row
 * with the attempt count, and the document is tried again on the next run.
 */
export async function handInWaitingEInvoices(
  context: TransactionContext,
  accessPoint: PeppolAccessPoint,
): Promise<{ sent: number; refused: number }> {
  const waiting = await drizzleOn(context.pool)
    .select({ id: eInvoiceDeliveries.id })
    .from(eInvoiceDeliveries)
    .where(eq(eInvoiceDeliveries.state, 'waiting'))
    .orderBy(asc(eInvoiceDeliveries.id))
    .limit(BATCH);
  let sent = 0;
  let refused = 0;
  for (const { id } of waiting) {
    const outcome = await inTransaction(context, async ({ db: tx }) => {
      const [row] = await tx
        .select()
        .from(eInvoiceDeliveries)
        .where(and(eq(eInvoiceDeliveries.id, id), eq(eInvoiceDeliveries.state, 'waiting')))
        .for('update', { skipLocked: true });
      if (!row) return null;
      const xml = await documentXml(tx, row);
      try {
        const { reference } = await accessPoint.send({ number: row.number, xml });
        await tx
          .update(eInvoiceDeliveries)
          .set({
            state: 'sent',
            reference,
            doneAt: new Date(),
            attempts: sql`${eInvoiceDeliveries.attempts} + 1`,
            lastError: null,
          })
          .where(eq(eInvoiceDeliveries.id, id));
        return 'sent' as const;
      } catch (error) {
        await tx
          .update(eInvoiceDeliveries)
          .set({
            attempts: sql`${eInvoiceDeliveries.attempts} + 1`,
            lastError: error instanceof Error ? error.message.slice(0, 1000) : String(error),
          })
          .where(eq(eInvoiceDeliveries.id, id));
        return 'refused' as const;
      }
    });
    if (outcome === 'sent') sent += 1;
    if (outcome === 'refused') refused += 1;
  }
  return { sent, refused };
}

/** A recorded e-invoice's UBL, drawn from its document. */
async function documentXml(
  db: AnyDatabase,
  row: Pick<typeof eInvoiceDeliveries.$inferSelect, 'invoiceId' | 'creditNoteId'>,
): Promise<string> {
  const document = await keptDocumentById(
    db,
    row.invoiceId !== null ? { invoiceId: row.invoiceId } : { creditNoteId: row.creditNoteId! },
  );
  return (await documentUbl(db, document!))!;
}

/** The buyer each order's invoice names (a credit note's buyer is its invoice's), by order. */
export async function invoiceBuyersOfOrders(
  db: Pick<AnyDatabase, 'select'>,
  orderIds: readonly number[],
): Promise<Map<number, { name: string; vatNumber: string | null }>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: invoices.orderId, customer: invoices.customer })
    .from(invoices)
    .where(inArray(invoices.orderId, [...orderIds]));
  return new Map(
    rows.map((row) => [
      row.orderId,
      { name: row.customer.name, vatNumber: row.customer.vatNumber },
    ]),
  );
}
