import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  addWorkingDays,
  brusselsDay,
  moneyToApi,
  type DeliveryKind,
  type DeliveryMethod,
  type Language,
  type Money,
} from '@shop/contracts';
import type { AnyDatabase } from '../db/transaction.js';
import { deliveryMethods, deliveryRates } from '../db/schema.js';
import type { DeliveryRate } from '../pricing/index.js';

/** A method offered in one country, as the cart and the methods list read it. */
export interface OfferedMethod {
  code: string;
  kind: DeliveryKind;
  name: string;
  rate: DeliveryRate;
  estimateFromDays: number;
  estimateToDays: number;
}

export function nameIn(language: Language, row: { name: string; nameNl: string; nameFr: string }) {
  if (language === 'nl') return row.nameNl || row.name;
  if (language === 'fr') return row.nameFr || row.name;
  return row.name;
}

/** A method offered in a country as it is read: the lists, the PUT's check and the cart's choice. */
export const offeredMethodColumns = {
  code: deliveryMethods.code,
  kind: deliveryMethods.kind,
  name: deliveryMethods.name,
  nameNl: deliveryMethods.nameNl,
  nameFr: deliveryMethods.nameFr,
  estimateFromDays: deliveryMethods.estimateFromDays,
  estimateToDays: deliveryMethods.estimateToDays,
  price: deliveryRates.price,
  freeFrom: deliveryRates.freeFrom,
};

export interface OfferedMethodRow {
  code: string;
  kind: DeliveryKind;
  name: string;
  nameNl: string;
  nameFr: string;
  estimateFromDays: number;
  estimateToDays: number;
  price: Money;
  freeFrom: Money | null;
}

/**
 * When a method is offered in a country: it is active and has a price there. The join of
 * `delivery_rates` onto `delivery_methods` on this condition keeps only offered methods.
 */
export function offeredIn(country: string | AnyPgColumn): SQL {
  return and(
    eq(deliveryRates.methodId, deliveryMethods.id),
    eq(deliveryMethods.active, true),
    eq(deliveryRates.country, country),
  )!;
}

export function toOfferedMethod(row: OfferedMethodRow, language: Language): OfferedMethod {
  return {
    code: row.code,
    kind: row.kind,
    name: nameIn(language, row),
    rate: { price: row.price, freeFrom: row.freeFrom },
    estimateFromDays: row.estimateFromDays,
    estimateToDays: row.estimateToDays,
  };
}

/** The active methods with a price in `country`, in the staff's order. */
export async function methodsOfferedIn(
  db: AnyDatabase,
  country: string,
  language: Language,
  code?: string,
): Promise<OfferedMethod[]> {
  const rows = await db
    .select(offeredMethodColumns)
    .from(deliveryMethods)
    .innerJoin(deliveryRates, offeredIn(country))
    .where(code === undefined ? undefined : eq(deliveryMethods.code, code))
    .orderBy(asc(deliveryMethods.position), asc(deliveryMethods.id));
  return rows.map((row) => toOfferedMethod(row, language));
}

/** One method if it is offered in `country`, else null. */
export async function findOfferedMethod(
  db: AnyDatabase,
  code: string,
  country: string,
  language: Language,
): Promise<OfferedMethod | null> {
  const [method] = await methodsOfferedIn(db, country, language, code);
  return method ?? null;
}

/**
 * A method as GET /api/delivery/methods/ answers it: its estimate as Brussels days counted in
 * Belgian working days from `now` (weekends and public holidays skipped).
 */
export function methodToApi(method: OfferedMethod, now: Date): DeliveryMethod {
  const today = brusselsDay(now);
  return {
    code: method.code,
    kind: method.kind,
    name: method.name,
    price: moneyToApi(method.rate.price),
    free_from: method.rate.freeFrom === null ? null : moneyToApi(method.rate.freeFrom),
    estimate: {
      from: addWorkingDays(today, method.estimateFromDays),
      to: addWorkingDays(today, method.estimateToDays),
    },
  };
}
