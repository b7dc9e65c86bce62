import { eq, sql } from 'drizzle-orm';
import {
  brusselsDay,
  moneyFromCents,
  normaliseCode,
  type GiftCardLedgerKind,
  type Money,
} from '@shop/contracts';
import { giftCardLedger, giftCards } from '../db/schema.js';
import type { AnyDatabase } from '../db/transaction.js';
import { historyColumns, type GiftCardHistoryReason } from '../i18n/history-reasons.js';

/**
 * A money gift card's balance (ADR 0039) is the sum of its ledger; these are the only writers
 * of that ledger. Issuing (an order paid), redeeming (an order paying with it), giving back (that
 * order cancelled or refunded) and voiding (staff) all append here, inside the caller's
 * transaction, so a card's balance moves with the order that moves it.
 */

export type GiftCardRow = typeof giftCards.$inferSelect;

export interface LedgerEntry {
  giftCardId: number;
  kind: GiftCardLedgerKind;
  /** Signed: positive for `issued` and `refunded`, zero or negative for `redeemed` and `voided`. */
  amount: Money;
  orderId?: number | null;
  actorUserId?: number | null;
  /** The shop's own reason as a code (said in each reader's language), or staff's words. */
  reason?: GiftCardHistoryReason;
}

export async function appendGiftCardLedger(db: AnyDatabase, entry: LedgerEntry): Promise<void> {
  await db.insert(giftCardLedger).values({
    giftCardId: entry.giftCardId,
    kind: entry.kind,
    amountCents: entry.amount,
    orderId: entry.orderId ?? null,
    actorUserId: entry.actorUserId ?? null,
    ...historyColumns('giftCard', entry.reason ?? ''),
  });
}

/** The signed sum in cents of the ledger rows a query selects (0 for none). */
export const ledgerSum = sql<number>`coalesce(sum(${giftCardLedger.amountCents}), 0)`.mapWith(
  Number,
);

/** The card's balance now: the sum of its ledger. */
export async function giftCardBalance(db: AnyDatabase, giftCardId: number): Promise<Money> {
  const [row] = await db
    .select({ balance: ledgerSum })
    .from(giftCardLedger)
    .where(eq(giftCardLedger.giftCardId, giftCardId));
  return moneyFromCents(row?.balance ?? 0);
}

/**
 * The card with this code (typed in any form `normaliseCode` accepts), its row locked until the
 * caller's transaction ends, and its balance read under that lock: two orders spending the same
 * card at once take turns, so neither can spend what the other already took. Null when no card
 * has this code.
 */
export async function lockGiftCardByCode(
  db: AnyDatabase,
  typedCode: string,
): Promise<{ card: GiftCardRow; balance: Money } | null> {
  const [card] = await db
    .select()
    .from(giftCards)
    .where(eq(giftCards.code, normaliseCode(typedCode)))
    .for('update');
  if (!card) return null;
  return { card, balance: await giftCardBalance(db, card.id) };
}

/**
 * Whether a card can pay at `now`: not voided and not expired (its balance is checked apart). It
 * pays until the end of the day printed on it, in Brussels (ADR 0048), whatever time of that
 * day it was kept with (cards issued before stored the time of day they were bought).
 */
export function isGiftCardUsable(
  card: Pick<GiftCardRow, 'voidedAt' | 'expiresAt'>,
  now: Date,
): boolean {
  return card.voidedAt === null && brusselsDay(now) <= brusselsDay(card.expiresAt);
}
