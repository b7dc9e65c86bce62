import { eq } from 'drizzle-orm';
import type { DeliveryPickupPointSnapshot, Language } from '@shop/contracts';
import type { AnyDatabase } from '../db/transaction.js';
import { cartDeliveries } from '../db/schema.js';
import { findOfferedMethod, type OfferedMethod } from './methods.js';

/** The cart's delivery choice with its method as offered now. */
export interface ChosenDelivery {
  method: OfferedMethod;
  country: string;
  /** The point as the carrier named it when chosen; null for other kinds. */
  pickupPoint: DeliveryPickupPointSnapshot | null;
}

/** The choice as the cart keeps it (`cart_deliveries`), before its method is looked up. */
export interface StoredDeliveryChoice {
  methodCode: string;
  country: string;
  pickupPoint: DeliveryPickupPointSnapshot | null;
}

/**
 * The cart's delivery choice while its method is still offered in its country; a method staff
 * withdrew since (or a country no longer priced) reads as no choice, so it is asked again. The
 * cart and the checkout both read it here.
 */
export async function readDeliveryChoice(
  db: AnyDatabase,
  userId: number,
  language: Language,
): Promise<ChosenDelivery | null> {
  const [choice] = await db
    .select({
      methodCode: cartDeliveries.methodCode,
      country: cartDeliveries.country,
      pickupPoint: cartDeliveries.pickupPoint,
    })
    .from(cartDeliveries)
    .where(eq(cartDeliveries.userId, userId));
  return choice ? offeredChoice(db, choice, language) : null;
}

/**
 * A stored choice with its method as offered now (the cart reads the stored choice with its
 * lines, in one round trip); null when the method is no longer offered there.
 */
export async function offeredChoice(
  db: AnyDatabase,
  choice: StoredDeliveryChoice,
  language: Language,
): Promise<ChosenDelivery | null> {
  const method = await findOfferedMethod(db, choice.methodCode, choice.country, language);
  if (!method) return null;
  // A method whose kind changed since no longer matches the point kept for it.
  if ((method.kind === 'pickup_point') !== (choice.pickupPoint !== null)) return null;
  return { method, country: choice.country, pickupPoint: choice.pickupPoint };
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
