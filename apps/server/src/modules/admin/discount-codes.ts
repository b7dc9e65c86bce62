import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  moneyToApi,
  normaliseCode,
  parseMoney,
  type AdminDiscountCode,
  type AdminListQuery,
  type adminDiscountCodeCreateInputSchema,
  type adminDiscountCodeInputSchema,
} from '@shop/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { discountCodes } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import { auditedChange, recordAudit } from './audit.js';
import { filterBoolean, idAndSearchFilters, listPage, type Page } from './list.js';

/**
 * Discount codes staff create (issue 17, ADR 0040): list, create, edit; a code is deactivated
 * (`active: false`) rather than deleted, since orders name it. The code itself does not change
 * after creation: customers may have it on their carts and orders.
 */

type Row = typeof discountCodes.$inferSelect;

function toApi(row: Row): AdminDiscountCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    // A percentage reads as a whole number ("10"), an amount with its cents ("5.00").
    value:
      row.kind === 'percent'
        ? String(row.percentOff)
        : row.kind === 'amount'
          ? moneyToApi(row.amountOff!)
          : '',
    min_subtotal: row.minSubtotal === null ? null : moneyToApi(row.minSubtotal),
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    max_redemptions: row.maxRedemptions,
    once_per_customer: row.oncePerCustomer,
    active: row.active,
    redemptions_reserved: row.redemptionsReserved,
    redemptions_used: row.redemptionsUsed,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listDiscountCodes(
  db: Database,
  query: AdminListQuery,
): Promise<{ page: Page; rows: AdminDiscountCode[]; total: number }> {
  const filters: (SQL | undefined)[] = idAndSearchFilters(query, discountCodes.id, [
    discountCodes.code,
  ]);
  const active = filterBoolean(query.filter, 'active');
  if (active !== undefined) filters.push(eq(discountCodes.active, active));
  const { page, rows, total } = await listPage(db, query, {
    rows: db.select().from(discountCodes).$dynamic(),
    countFrom: discountCodes,
    where: and(...filters),
    sortable: {
      id: discountCodes.id,
      code: discountCodes.code,
      created_at: discountCodes.createdAt,
      ends_at: discountCodes.endsAt,
      redemptions_used: discountCodes.redemptionsUsed,
    },
    fallback: [asc(discountCodes.id)],
  });
  return { page, rows: rows.map(toApi), total };
}

export async function findDiscountCodeById(
  db: Pick<Database, 'select'>,
  id: number,
): Promise<AdminDiscountCode | null> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id));
  return row ? toApi(row) : null;
}

function columns(input: z.output<typeof adminDiscountCodeInputSchema>) {
  return {
    kind: input.kind,
    // The contracts checked the value: a whole percent from 1 to 100, or an exact amount.
    percentOff: input.kind === 'percent' ? Number(input.value) : null,
    amountOff: input.kind === 'amount' ? parseMoney(input.value) : null,
    minSubtotal: input.min_subtotal ? parseMoney(input.min_subtotal) : null,
    startsAt: input.starts_at ? new Date(input.starts_at) : null,
    endsAt: input.ends_at ? new Date(input.ends_at) : null,
    maxRedemptions: input.max_redemptions ?? null,
    oncePerCustomer: input.once_per_customer,
    active: input.active,
  };
}

const CODE_TAKEN = { key: 'admin.errors.discountCodeTaken' } as const;

export async function createDiscountCode(
  app: Pick<FastifyInstance, 'database' | 'jobs'>,
  actorUserId: number,
  input: z.output<typeof adminDiscountCodeCreateInputSchema>,
): Promise<AdminDiscountCode> {
  try {
    return await inTransaction({ pool: app.database.pool, jobs: app.jobs }, async ({ db }) => {
      const [row] = await db
        .insert(discountCodes)
        .values({ code: normaliseCode(input.code), ...columns(input) })
        .returning();
      const created = toApi(row!);
      await recordAudit(db, {
        actorUserId,
        action: 'created',
        entity: 'discount_code',
        entityId: created.id,
        before: null,
        after: created,
      });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.validation({ code: [CODE_TAKEN] }, CODE_TAKEN);
    throw error;
  }
}

/**
 * Edits a code's rules or deactivates it. A maximum below the redemptions already reserved is
 * refused: those orders hold theirs.
 */
export async function updateDiscountCode(
  app: Pick<FastifyInstance, 'database' | 'jobs'>,
  actorUserId: number,
  id: number,
  input: z.output<typeof adminDiscountCodeInputSchema>,
): Promise<AdminDiscountCode> {
  return inTransaction({ pool: app.database.pool, jobs: app.jobs }, async ({ db }) =>
    auditedChange(db, {
      actorUserId,
      action: 'updated',
      entity: 'discount_code',
      entityId: id,
      lock: discountCodes,
      read: () => findDiscountCodeById(db, id),
      notFound: { key: 'admin.errors.notFound.discountCode', values: { id } },
      change: async (before) => {
        const maximum = input.max_redemptions ?? null;
        if (maximum !== null && maximum < before.redemptions_reserved) {
          const message = {
            key: 'admin.errors.discountCodeMaxBelowUsed',
            values: { count: before.redemptions_reserved },
          } as const;
          throw AppError.validation({ max_redemptions: [message] }, message);
        }
        await db
          .update(discountCodes)
          .set({ ...columns(input), updatedAt: new Date() })
          .where(eq(discountCodes.id, id));
      },
    }),
  );
}
