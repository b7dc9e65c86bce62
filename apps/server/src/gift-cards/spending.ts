import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { moneyFromCents, subtractMoney, type Money } from '@shop/contracts';
import { giftCardLedger, giftCards } from '../db/schema.js';
import type { AnyDatabase } from '../db/transaction.js';
import { appendGiftCardLedger, isGiftCardUsable, ledgerSum } from './ledger.js';

/**
 * Spending gift cards on an order (ADR 0040, ADR 0044): the `redeemed` rows an order takes,
 * and the `refunded` rows that give them back when the order is cancelled or refunded in part.
 */

/** The gift cards' part of a new order: a `redeemed` row per card, in the order's transaction. */
export async function redeemGiftCards(
  db: AnyDatabase,
  orderId: number,
  payments: readonly { id: number; amount: Money }[],
): Promise<void> {
  for (const payment of payments) {
    if (payment.amount <= 0) continue;
    await appendGiftCardLedger(db, {
      giftCardId: payment.id,
      kind: 'redeemed',
      amount: -payment.amount as Money,
      orderId,
      reason: { code: 'redeemed', values: { orderId } },
    });
  }
}

/** The ledger rows of what cards paid on an order and were given back of it. */
function cardPaymentsOf(orderId: number) {
  return and(
    eq(giftCardLedger.orderId, orderId),
    inArray(giftCardLedger.kind, ['redeemed', 'refunded']),
  );
}

/** A cancelled order's cards get back what they paid on it, as `refunded` rows. */
export async function giveBackCardsOfCancelledOrder(
  db: AnyDatabase,
  orderId: number,
): Promise<void> {
  const taken = await db
    .select({
      giftCardId: giftCardLedger.giftCardId,
      net: ledgerSum,
    })
    .from(giftCardLedger)
    .where(cardPaymentsOf(orderId))
    .groupBy(giftCardLedger.giftCardId)
    .orderBy(asc(giftCardLedger.giftCardId));
  for (const card of taken) {
    if (card.net >= 0) continue;
    await appendGiftCardLedger(db, {
      giftCardId: card.giftCardId,
      kind: 'refunded',
      amount: moneyFromCents(-card.net),
      orderId,
      reason: { code: 'orderCancelled', values: { orderId } },
    });
  }
}

/** A card's part of an order that could still go back to it: redeemed less given back. */
export interface CardRoom {
  giftCardId: number;
  room: Money;
}

/**
 * What each gift card that paid the order could still take back (ADR 0044): the net of its
 * `redeemed` and `refunded` rows for the order. Only cards still usable at `now` (a voided or
 * expired card's credit would be lost to the customer: that part is refunded by the provider
 * instead), the latest to expire first, so what comes back lasts longest.
 */
export async function cardsToGiveBack(
  db: AnyDatabase,
  orderId: number,
  now: Date,
): Promise<CardRoom[]> {
  const rows = await db
    .select({
      card: giftCards,
      net: ledgerSum,
    })
    .from(giftCardLedger)
    .innerJoin(giftCards, eq(giftCards.id, giftCardLedger.giftCardId))
    .where(cardPaymentsOf(orderId))
    .groupBy(giftCards.id)
    .orderBy(desc(giftCards.expiresAt), asc(giftCards.id));
  return rows
    .filter((row) => row.net < 0 && isGiftCardUsable(row.card, now))
    .map((row) => ({ giftCardId: row.card.id, room: moneyFromCents(-row.net) }));
}

/** `amount` onto the cards in their order, each at most its room; the rest is the provider's. */
export function splitRefund(
  amount: Money,
  cards: readonly CardRoom[],
): { toCards: Money; perCard: CardRoom[] } {
  let left = amount;
  const perCard: CardRoom[] = [];
  for (const card of cards) {
    if (left <= 0) break;
    const part = card.room < left ? card.room : left;
    perCard.push({ giftCardId: card.giftCardId, room: part });
    left = subtractMoney(left, part);
  }
  return { toCards: subtractMoney(amount, left), perCard };
}

/** The cards' parts of a refund as `refunded` ledger rows, in the refund's transaction. */
export async function giveBackToGiftCards(
  db: AnyDatabase,
  orderId: number,
  parts: readonly CardRoom[],
  actorUserId: number | null,
): Promise<void> {
  for (const part of parts) {
    if (part.room <= 0) continue;
    await appendGiftCardLedger(db, {
      giftCardId: part.giftCardId,
      kind: 'refunded',
      amount: part.room,
      orderId,
      actorUserId,
      reason: { code: 'orderRefundedInPart', values: { orderId } },
    });
  }
}

/** What the order's gift cards paid and were not given back yet, all cards together. */
export async function heldByOrder(db: AnyDatabase, orderId: number): Promise<Money> {
  const [row] = await db
    .select({ net: ledgerSum })
    .from(giftCardLedger)
    .where(cardPaymentsOf(orderId));
  return row && row.net < 0 ? moneyFromCents(-row.net) : moneyFromCents(0);
}
