import { eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DeliveryPickupPointSnapshot, Language } from '@shop/contracts';
import type { AnyDatabase } from '../db/transaction.js';
import { cartDeliveries, deliveryMethods, deliveryRates } from '../db/schema.js';
import {
  offeredIn,
  offeredMethodColumns,
  toOfferedMethod,
  type OfferedMethod,
  type OfferedMethodRow,
} from './methods.js';

/** The cart's delivery choice with its method as offered now. */
export interface ChosenDelivery {
  method: OfferedMethod;
  country: string;
  /** The point as the carrier named it when chosen; null for other kinds. */
  pickupPoint: DeliveryPickupPointSnapshot | null;
}

/** A stored choice joined with its method and price as offered now in its country. */
interface OfferedChoiceRow extends OfferedMethodRow {
  country: string;
  pickupPoint: DeliveryPickupPointSnapshot | null;
}

/**
 * Each account's delivery choice whose method is still offered in its country, with that
 * method and its price there: a subquery to join on the account (`on`), so a read that needs
 * the choice (the cart's one query, checkout) gets it in its own round trip. A method staff
 * withdrew since (or a country no longer priced) has no row: it reads as no choice.
 */
export function offeredDeliveryChoices(db: AnyDatabase) {
  const choices = db
    .select({
      userId: cartDeliveries.userId,
      country: cartDeliveries.country,
      pickupPoint: cartDeliveries.pickupPoint,
      ...offeredMethodColumns,
    })
    .from(cartDeliveries)
    .innerJoin(deliveryMethods, eq(deliveryMethods.code, cartDeliveries.methodCode))
    .innerJoin(deliveryRates, offeredIn(cartDeliveries.country))
    .as('offered_delivery_choice');
  return {
    choices,
    /** The join condition on the account's id. */
    on: (accountId: AnyPgColumn) => eq(choices.userId, accountId),
    /** What to select, to hand to `chosenDelivery` as it comes back. */
    columns: {
      country: choices.country,
      pickupPoint: choices.pickupPoint,
      code: choices.code,
      kind: choices.kind,
      name: choices.name,
      nameNl: choices.nameNl,
      nameFr: choices.nameFr,
      estimateFromDays: choices.estimateFromDays,
      estimateToDays: choices.estimateToDays,
      price: choices.price,
      freeFrom: choices.freeFrom,
    },
  };
}

/**
 * The choice as the cart and checkout show and charge it, from `offeredDeliveryChoices`'
 * columns; null when the account has no offered choice (a left join of the subquery answers
 * the whole selection as null then) or when it must be asked again.
 */
export function chosenDelivery(
  row: OfferedChoiceRow | null,
  language: Language,
): ChosenDelivery | null {
  if (!row) return null;
  const method = toOfferedMethod(row, language);
  // A method whose kind changed since no longer matches the point kept for it.
  if ((method.kind === 'pickup_point') !== (row.pickupPoint !== null)) return null;
  return { method, country: row.country, pickupPoint: row.pickupPoint };
}

/** The account's delivery choice while its method is still offered in its country (checkout). */
export async function readDeliveryChoice(
  db: AnyDatabase,
  userId: number,
  language: Language,
): Promise<ChosenDelivery | null> {
  const offered = offeredDeliveryChoices(db);
  const [row] = await db
    .select(offered.columns)
    .from(offered.choices)
    .where(eq(offered.choices.userId, userId));
  return chosenDelivery(row ?? null, language);
}

/** Keeps the cart's delivery choice (PUT /api/cart/delivery/). */
export async function saveDeliveryChoice(
  db: AnyDatabase,
  userId: number,
  choice: { methodCode: string; country: string; pickupPoint: DeliveryPickupPointSnapshot | null },
): Promise<void> {
  await db
    .insert(cartDeliveries)
    .values({ userId, ...choice })
    .onConflictDoUpdate({
      target: cartDeliveries.userId,
      set: { ...choice, updatedAt: new Date() },
    });
}
