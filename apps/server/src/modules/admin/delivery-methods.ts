import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  moneyToApi,
  parseMoney,
  type AdminDeliveryMethod,
  type AdminListQuery,
  type adminDeliveryMethodCreateInputSchema,
  type adminDeliveryMethodInputSchema,
} from '@shop/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { deliveryMethods, deliveryRates } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import { deliveryMethodWasUsed } from '../../orders/index.js';
import { auditedChange, recordAudit, type Queryable } from './audit.js';
import { filterBoolean, idAndSearchFilters, listPage, type Page } from './list.js';

/**
 * The delivery methods staff offer (issue 27, ADR 0075, ADR 0091): list, create, edit, and
 * delete one no order used. A method orders name is deactivated instead (`active: false`):
 * their history keeps its code. The code is fixed once made, as the cart and orders keep it.
 */

type MethodInput = z.output<typeof adminDeliveryMethodInputSchema>;
type MethodCreateInput = z.output<typeof adminDeliveryMethodCreateInputSchema>;
type App = Pick<FastifyInstance, 'database' | 'jobs' | 'config'>;
type MethodRow = typeof deliveryMethods.$inferSelect;

async function withRates(db: Pick<Database, 'select'>, rows: MethodRow[]) {
  const ids = rows.map((row) => row.id);
  const rates = ids.length
    ? await db
        .select()
        .from(deliveryRates)
        .where(inArray(deliveryRates.methodId, ids))
        .orderBy(asc(deliveryRates.country))
    : [];
  return rows.map((row): AdminDeliveryMethod => ({
    id: row.id,
    code: row.code,
    kind: row.kind,
    name: row.name,
    name_nl: row.nameNl,
    name_fr: row.nameFr,
    estimate_from_days: row.estimateFromDays,
    estimate_to_days: row.estimateToDays,
    active: row.active,
    position: row.position,
    rates: rates
      .filter((rate) => rate.methodId === row.id)
      .map((rate) => ({
        country: rate.country,
        price: moneyToApi(rate.price),
        free_from: rate.freeFrom === null ? null : moneyToApi(rate.freeFrom),
      })),
  }));
}

export async function listDeliveryMethods(
  db: Database,
  query: AdminListQuery,
): Promise<{ page: Page; rows: AdminDeliveryMethod[]; total: number }> {
  const filters: (SQL | undefined)[] = idAndSearchFilters(query, deliveryMethods.id, [
    deliveryMethods.code,
    deliveryMethods.name,
    deliveryMethods.nameNl,
    deliveryMethods.nameFr,
  ]);
  const active = filterBoolean(query.filter, 'active');
  if (active !== undefined) filters.push(eq(deliveryMethods.active, active));
  const { page, rows, total } = await listPage(db, query, {
    rows: db.select().from(deliveryMethods).$dynamic(),
    countFrom: deliveryMethods,
    where: and(...filters),
    sortable: {
      id: deliveryMethods.id,
      code: deliveryMethods.code,
      position: deliveryMethods.position,
      name: deliveryMethods.name,
    },
    fallback: [asc(deliveryMethods.position), asc(deliveryMethods.id)],
  });
  return { page, rows: await withRates(db, rows), total };
}

export async function findDeliveryMethodById(
  db: Pick<Database, 'select'>,
  id: number,
): Promise<AdminDeliveryMethod | null> {
  const rows = await db.select().from(deliveryMethods).where(eq(deliveryMethods.id, id));
  const [method] = await withRates(db, rows);
  return method ?? null;
}

/** A rate for a country the shop does not deliver to would never be offered: refused per row. */
function checkCountries(app: App, input: MethodInput): void {
  const fields: Record<string, { key: 'delivery.countryNotDelivered' }[]> = {};
  input.rates.forEach((rate, index) => {
    if (!app.config.shippingCountries.includes(rate.country)) {
      fields[`rates.${index}.country`] = [{ key: 'delivery.countryNotDelivered' }];
    }
  });
  if (Object.keys(fields).length > 0) {
    throw AppError.validation(fields, { key: 'delivery.countryNotDelivered' });
  }
}

function columns(input: MethodInput) {
  return {
    kind: input.kind,
    name: input.name,
    nameNl: input.name_nl,
    nameFr: input.name_fr,
    estimateFromDays: input.estimate_from_days,
    estimateToDays: input.estimate_to_days,
    active: input.active,
    position: input.position,
  };
}

async function replaceRates(tx: Queryable, methodId: number, input: MethodInput): Promise<void> {
  await tx.delete(deliveryRates).where(eq(deliveryRates.methodId, methodId));
  if (input.rates.length === 0) return;
  await tx.insert(deliveryRates).values(
    input.rates.map((rate) => ({
      methodId,
      country: rate.country,
      price: parseMoney(rate.price),
      freeFrom: rate.free_from === null ? null : parseMoney(rate.free_from),
    })),
  );
}

const CODE_TAKEN = { key: 'admin.errors.deliveryMethodCodeTaken' } as const;

export async function createDeliveryMethod(
  app: App,
  actorUserId: number,
  input: MethodCreateInput,
): Promise<AdminDeliveryMethod> {
  checkCountries(app, input);
  try {
    return await inTransaction({ pool: app.database.pool, jobs: app.jobs }, async ({ db }) => {
      const [row] = await db
        .insert(deliveryMethods)
        .values({ code: input.code, ...columns(input) })
        .returning({ id: deliveryMethods.id });
      await replaceRates(db, row!.id, input);
      const created = (await findDeliveryMethodById(db, row!.id))!;
      await recordAudit(db, {
        actorUserId,
        action: 'created',
        entity: 'delivery_method',
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

const notFound = (id: number) =>
  ({ key: 'admin.errors.notFound.deliveryMethod', values: { id } }) as const;

/** Changes a method and replaces its rates; deactivating it withdraws it from carts at once. */
export async function updateDeliveryMethod(
  app: App,
  actorUserId: number,
  id: number,
  input: MethodInput,
): Promise<AdminDeliveryMethod> {
  checkCountries(app, input);
  return inTransaction({ pool: app.database.pool, jobs: app.jobs }, async ({ db }) =>
    auditedChange(db, {
      actorUserId,
      action: 'updated',
      entity: 'delivery_method',
      entityId: id,
      lock: deliveryMethods,
      read: () => findDeliveryMethodById(db, id),
      notFound: notFound(id),
      change: async () => {
        await db
          .update(deliveryMethods)
          .set({ ...columns(input), updatedAt: new Date() })
          .where(eq(deliveryMethods.id, id));
        await replaceRates(db, id, input);
      },
    }),
  );
}

/** Deletes a method no order used; one that orders name is refused (deactivate it instead). */
export async function deleteDeliveryMethod(
  app: App,
  actorUserId: number,
  id: number,
): Promise<AdminDeliveryMethod> {
  return inTransaction({ pool: app.database.pool, jobs: app.jobs }, async ({ db }) =>
    auditedChange(db, {
      actorUserId,
      action: 'deleted',
      entity: 'delivery_method',
      entityId: id,
      lock: deliveryMethods,
      read: () => findDeliveryMethodById(db, id),
      notFound: notFound(id),
      deletes: true,
      change: async (before) => {
        if (await deliveryMethodWasUsed(db, before.code)) {
          throw new AppError('conflict', {
            key: 'admin.errors.deliveryMethodUsed',
            values: { name: before.name },
          });
        }
        await db.delete(deliveryMethods).where(eq(deliveryMethods.id, id));
      },
    }),
  );
}
