import { and, desc, eq, sql } from 'drizzle-orm';
import { E_INVOICE_STATES, type AdminEInvoice, type AdminListQuery } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { eInvoiceDeliveries, users } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { eInvoiceUrl, invoiceBuyersOfOrders } from '../../invoicing/index.js';
import { auditedChange, type Queryable } from './audit.js';
import { filterText, idAndSearchFilters, listPage, type Page } from './list.js';

/**
 * Belgian companies' e-invoices on their way to Peppol (ADR 0087): the ones waiting to be
 * handed in first, and staff marking one handed in by hand (or back to waiting).
 */

const deliveryColumns = {
  delivery: eInvoiceDeliveries,
  handedInByEmail: users.email,
};

type DeliveryRow = {
  delivery: typeof eInvoiceDeliveries.$inferSelect;
  handedInByEmail: string | null;
};

/** The rows with the buyer their order's invoice names (read through invoicing). */
async function withBuyers(db: Queryable, rows: DeliveryRow[]): Promise<AdminEInvoice[]> {
  const buyers = await invoiceBuyersOfOrders(
    db,
    rows.map((row) => row.delivery.orderId),
  );
  return rows.map((row) =>
    toEInvoice({
      ...row,
      customer: buyers.get(row.delivery.orderId) ?? { name: '', vatNumber: null },
    }),
  );
}

function toEInvoice(
  row: DeliveryRow & {
    customer: { name: string; vatNumber: string | null };
  },
): AdminEInvoice {
  const { delivery } = row;
  return {
    id: delivery.id,
    number: delivery.number,
    kind: delivery.invoiceId !== null ? 'invoice' : 'credit-note',
    order_id: delivery.orderId,
    buyer: row.customer.name,
    buyer_vat_number: row.customer.vatNumber ?? '',
    state: delivery.state,
    handled: delivery.state !== 'waiting',
    attempts: delivery.attempts,
    last_error: delivery.lastError,
    reference: delivery.reference,
    done_at: delivery.doneAt?.toISOString() ?? null,
    handed_in_by_email: row.handedInByEmail,
    created_at: delivery.createdAt.toISOString(),
    xml_url: eInvoiceUrl(delivery.orderId, delivery.number),
  };
}

function selectDeliveries(db: Queryable) {
  return db
    .select(deliveryColumns)
    .from(eInvoiceDeliveries)
    .leftJoin(users, eq(users.id, eInvoiceDeliveries.handedInBy));
}

/** Waiting ones first, then newest first; filters `q` (number or buyer) and `state`. */
export async function listEInvoices(
  db: Database,
  query: AdminListQuery,
): Promise<{ page: Page; rows: AdminEInvoice[]; total: number }> {
  const filters = idAndSearchFilters(query, eInvoiceDeliveries.id, [eInvoiceDeliveries.number]);
  const state = filterText(query.filter, 'state');
  if (state && (E_INVOICE_STATES as readonly string[]).includes(state)) {
    filters.push(eq(eInvoiceDeliveries.state, state as (typeof E_INVOICE_STATES)[number]));
  }
  const { page, rows, total } = await listPage(db, query, {
    rows: selectDeliveries(db).$dynamic(),
    countFrom: eInvoiceDeliveries,
    where: and(...filters),
    sortable: {
      id: eInvoiceDeliveries.id,
      number: eInvoiceDeliveries.number,
      created_at: eInvoiceDeliveries.createdAt,
      state: eInvoiceDeliveries.state,
    },
    fallback: [
      sql`${eInvoiceDeliveries.state} = 'waiting' desc`,
      desc(eInvoiceDeliveries.createdAt),
      desc(eInvoiceDeliveries.id),
    ],
  });
  return { page, rows: await withBuyers(db, rows), total };
}

export async function findEInvoice(db: Queryable, id: number): Promise<AdminEInvoice | null> {
  const rows = await selectDeliveries(db).where(eq(eInvoiceDeliveries.id, id));
  return (await withBuyers(db, rows))[0] ?? null;
}

/**
 * Marks a waiting e-invoice handed in by the acting staff member (they or the accountant gave it
 * to Peppol themselves), or one handed in by hand back to waiting. One the access point sent
 * stays sent.
 */
export async function markEInvoiceHandedIn(
  app: Pick<FastifyInstance, 'database' | 'jobs'>,
  actorUserId: number,
  id: number,
  handedIn: boolean,
): Promise<AdminEInvoice> {
  return inTransaction({ pool: app.database.pool, jobs: app.jobs }, async ({ db: tx }) =>
    auditedChange(tx, {
      actorUserId,
      action: handedIn ? 'marked_handled' : 'marked_unhandled',
      entity: 'e_invoice',
      entityId: id,
      lock: eInvoiceDeliveries,
      read: () => findEInvoice(tx, id),
      notFound: { key: 'admin.errors.notFound.eInvoice', values: { id } },
      recorded: (eInvoice) => ({ state: eInvoice.state, done_at: eInvoice.done_at }),
      change: async (before) => {
        if (before.state === 'sent' || handedIn === before.handled) return false;
        await tx
          .update(eInvoiceDeliveries)
          .set(
            handedIn
              ? { state: 'handed_in', doneAt: new Date(), handedInBy: actorUserId }
              : { state: 'waiting', doneAt: null, handedInBy: null },
          )
          .where(eq(eInvoiceDeliveries.id, id));
      },
    }),
  );
}
