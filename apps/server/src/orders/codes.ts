import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  formatGiftCardCode,
  isGiftCardCode,
  moneyFromCents,
  formatMoney,
  moneyToApi,
  normaliseCode,
  sumMoney,
  type Language,
  type Money,
} from '@shop/contracts';
import { serverText } from '../i18n/texts.js';
import { cartCodes, discountCodes, giftCardLedger, giftCards, orders } from '../db/schema.js';
import {
  discountableBase,
  type CardOnCart,
  type Pricing,
  type PricingLine,
} from '../pricing/index.js';
import type { AnyDatabase } from '../db/transaction.js';
import {
  giftCardBalance,
  giveBackCardsOfCancelledOrder,
  isGiftCardUsable,
  ledgerSum,
  lockGiftCardByCode,
  type GiftCardRow,
} from '../gift-cards/index.js';

/**
 * Gift card and discount codes (issue 17, ADR 0040): what a code is worth on a cart, the money
 * order (subtotal − discount + wrapping = due; gift cards pay up to `due` in the order they were
 * added), and the reservations an order holds (a discount code's reserved redemption here, a card's
 * `redeemed` rows through gift-cards/), taken at checkout start and given back when the order
 * is cancelled.
 */

export type DiscountCodeRow = typeof discountCodes.$inferSelect;

/** What a stored code looks like, normalised: discount codes and gift cards alike. */
const CODE_SHAPE = /^[A-Z0-9]{1,64}$/;

/** Why a code cannot be used; each has its text under `cart.codes.*` in the locale files. */
export type CodeProblem =
  | 'unknown'
  | 'notYetValid'
  | 'expired'
  | 'usedUp'
  | 'minSubtotal'
  | 'alreadyUsed'
  | 'giftCardExpired'
  | 'giftCardEmpty'
  | 'oneDiscount'
  | 'nothingToDiscount';

export class CodeRefusal extends Error {
  override name = 'CodeRefusal';
  constructor(
    readonly problem: CodeProblem,
    readonly code: string,
    /** The order minimum a `minSubtotal` refusal names, said in the reader's money format. */
    readonly minimum: Money | null = null,
  ) {
    super(`Code ${code}: ${problem}`);
  }
}

/** Why this discount code cannot be used by this customer on these lines now; null: it can. */
export async function discountCodeProblem(
  db: AnyDatabase,
  row: DiscountCodeRow,
  context: { userId: number; lines: readonly PricingLine[]; now: Date },
): Promise<CodeRefusal | null> {
  const { now } = context;
  if (!row.active) return new CodeRefusal('unknown', row.code);
  if (row.startsAt && row.startsAt.getTime() > now.getTime()) {
    return new CodeRefusal('notYetValid', row.code);
  }
  if (row.endsAt && row.endsAt.getTime() <= now.getTime()) {
    return new CodeRefusal('expired', row.code);
  }
  // The customer's own pending order holds a redemption it gives back when a new checkout
  // replaces it (ADR 0017): that one is theirs to use again, not a redemption taken.
  const [held] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${orders.status} = 'pending')::int`,
      done: sql<number>`count(*) filter (where ${orders.status} not in ('pending', 'cancelled'))::int`,
    })
    .from(orders)
    .where(and(eq(orders.userId, context.userId), eq(orders.discountCodeId, row.id)));
  const ownPending = held?.pending ?? 0;
  if (row.oncePerCustomer && (held?.done ?? 0) > 0) {
    return new CodeRefusal('alreadyUsed', row.code);
  }
  if (row.maxRedemptions !== null && row.redemptionsReserved - ownPending >= row.maxRedemptions) {
    return new CodeRefusal('usedUp', row.code);
  }
  const base = discountableBase(context.lines);
  if (context.lines.length > 0 && base === 0) {
    return new CodeRefusal('nothingToDiscount', row.code);
  }
  if (row.minSubtotal !== null && base < row.minSubtotal) {
    return new CodeRefusal('minSubtotal', row.code, row.minSubtotal);
  }
  return null;
}

/** Why this card cannot pay now; null: it can. */
export function giftCardProblem(card: GiftCardRow, balance: Money, now: Date): CodeRefusal | null {
  if (!isGiftCardUsable(card, now)) return new CodeRefusal('giftCardExpired', card.code);
  if (balance <= 0) return new CodeRefusal('giftCardEmpty', card.code);
  return null;
}

export async function findDiscountCode(
  db: AnyDatabase,
  typedCode: string,
): Promise<DiscountCodeRow | null> {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(eq(discountCodes.code, normaliseCode(typedCode)));
  return row ?? null;
}

export interface CartCodeRow {
  code: string;
  kind: 'discount' | 'gift_card';
}

/** The codes on the account's cart, in the order they were added. */
export async function readCartCodes(db: AnyDatabase, userId: number): Promise<CartCodeRow[]> {
  return db
    .select({ code: cartCodes.code, kind: cartCodes.kind })
    .from(cartCodes)
    .where(eq(cartCodes.userId, userId))
    .orderBy(asc(cartCodes.createdAt), asc(cartCodes.id));
}

/** The cart's codes checked against its lines now, priced; `refused` says which failed and why. */
export interface CartCodes {
  discount: DiscountCodeRow | null;
  cards: CardOnCart[];
  refused: CodeRefusal[];
}

/**
 * Every code on the cart re-checked (a code may have expired or been used up since it was
 * added). With `lock`, cards are read under their row lock in code order (so two checkouts
 * spending the same cards lock them in one order): the checkout's reading.
 */
export async function checkCartCodes(
  db: AnyDatabase,
  userId: number,
  lines: readonly PricingLine[],
  options: { now: Date; lock: boolean },
): Promise<CartCodes> {
  const rows = await readCartCodes(db, userId);
  const result: CartCodes = { discount: null, cards: [], refused: [] };
  const cards = new Map<string, CardOnCart>();
  const lockOrder = rows.filter((row) => row.kind === 'gift_card').map((row) => row.code);
  for (const code of [...lockOrder].sort()) {
    const found = options.lock ? await lockGiftCardByCode(db, code) : await readGiftCard(db, code);
    if (!found) {
      result.refused.push(new CodeRefusal('unknown', code));
      continue;
    }
    // What the customer's own open checkout holds comes back when a new one replaces it
    // (ADR 0017), so it is theirs to spend on this cart.
    const balance = sumMoney([
      found.balance,
      await heldByOwnPendingOrders(db, found.card.id, userId),
    ]);
    const problem = giftCardProblem(found.card, balance, options.now);
    if (problem) result.refused.push(problem);
    else cards.set(code, { id: found.card.id, code, balance });
  }
  for (const row of rows) {
    if (row.kind === 'gift_card') {
      const card = cards.get(row.code);
      if (card) result.cards.push(card);
      continue;
    }
    const discount = await findDiscountCode(db, row.code);
    const problem = discount
      ? await discountCodeProblem(db, discount, { userId, lines, now: options.now })
      : new CodeRefusal('unknown', row.code);
    if (problem) result.refused.push(problem);
    else if (!result.discount) result.discount = discount;
  }
  return result;
}

/** What the customer's pending orders have taken from a card (their `redeemed` rows). */
async function heldByOwnPendingOrders(
  db: AnyDatabase,
  giftCardId: number,
  userId: number,
): Promise<Money> {
  const [row] = await db
    .select({ net: ledgerSum })
    .from(giftCardLedger)
    .innerJoin(orders, eq(orders.id, giftCardLedger.orderId))
    .where(
      and(
        eq(giftCardLedger.giftCardId, giftCardId),
        eq(orders.userId, userId),
        eq(orders.status, 'pending'),
      ),
    );
  return row && row.net < 0 ? moneyFromCents(-row.net) : moneyFromCents(0);
}

async function readGiftCard(
  db: AnyDatabase,
  code: string,
): Promise<{ card: GiftCardRow; balance: Money } | null> {
  const [card] = await db.select().from(giftCards).where(eq(giftCards.code, code));
  if (!card) return null;
  return { card, balance: await giftCardBalance(db, card.id) };
}

/**
 * Puts a code on the cart after checking it (400 with the reason when it cannot be used).
 * A second discount code is refused: one per cart.
 */
export async function addCartCode(
  db: AnyDatabase,
  userId: number,
  typedCode: string,
  lines: readonly PricingLine[],
  now: Date,
): Promise<void> {
  const code = normaliseCode(typedCode);
  // Every stored code is letters and digits: anything else is unknown without a lookup (and a
  // NUL or a lone surrogate never reaches PostgreSQL).
  if (!CODE_SHAPE.test(code)) {
    throw new CodeRefusal('unknown', code.replace(/[^A-Z0-9]/g, ''));
  }
  if (isGiftCardCode(code)) {
    const found = await readGiftCard(db, code);
    if (!found) throw new CodeRefusal('unknown', code);
    const problem = giftCardProblem(found.card, found.balance, now);
    if (problem) throw problem;
    await db.insert(cartCodes).values({ userId, code, kind: 'gift_card' }).onConflictDoNothing();
    return;
  }
  const discount = await findDiscountCode(db, code);
  if (!discount) throw new CodeRefusal('unknown', code);
  const problem = await discountCodeProblem(db, discount, { userId, lines, now });
  if (problem) throw problem;
  const existing = (await readCartCodes(db, userId)).filter((row) => row.kind === 'discount');
  if (existing.some((row) => row.code === code)) return;
  if (existing.length > 0) throw new CodeRefusal('oneDiscount', code);
  await db.insert(cartCodes).values({ userId, code, kind: 'discount' }).onConflictDoNothing();
}

/** Takes a code off the cart (typed in any form); false when it was not on it. */
export async function removeCartCode(
  db: AnyDatabase,
  userId: number,
  typedCode: string,
): Promise<boolean> {
  const code = normaliseCode(typedCode);
  if (!CODE_SHAPE.test(code)) return false;
  const removed = await db
    .delete(cartCodes)
    .where(and(eq(cartCodes.userId, userId), eq(cartCodes.code, code)))
    .returning({ id: cartCodes.id });
  return removed.length > 0;
}

/** Drops codes the cart read found unusable, so the customer sees what applies. */
export async function dropCartCodes(
  db: AnyDatabase,
  userId: number,
  codes: readonly string[],
): Promise<void> {
  if (codes.length === 0) return;
  await db
    .delete(cartCodes)
    .where(and(eq(cartCodes.userId, userId), inArray(cartCodes.code, [...codes])));
}

/** How a code is shown back: a gift card grouped by four, a discount code as stored. */
export function displayCode(code: string, kind: 'discount' | 'gift_card'): string {
  return kind === 'gift_card' ? formatGiftCardCode(code) : code;
}

/**
 * Takes one redemption of the code for a new order, if one is left: a conditional update, so
 * of two checkouts at once for the last redemption exactly one gets it.
 */
export async function reserveDiscountRedemption(
  db: AnyDatabase,
  discountCodeId: number,
): Promise<boolean> {
  const reserved = await db
    .update(discountCodes)
    .set({
      redemptionsReserved: sql`${discountCodes.redemptionsReserved} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(discountCodes.id, discountCodeId),
        sql`(${discountCodes.maxRedemptions} is null or ${discountCodes.redemptionsReserved} < ${discountCodes.maxRedemptions})`,
      ),
    )
    .returning({ id: discountCodes.id });
  return reserved.length === 1;
}

/** A paid order's codes leave the cart with its lines: they were used for this order. */
export async function removeOrderCodesFromCart(
  db: AnyDatabase,
  orderId: number,
  userId: number,
): Promise<void> {
  await dropCartCodes(db, userId, await orderCodes(db, orderId));
}

/** A paid order's discount redemption counts as used (in the transaction that marks it paid). */
export async function countDiscountRedemption(db: AnyDatabase, orderId: number): Promise<void> {
  await db.execute(sql`
    update discount_codes set redemptions_used = redemptions_used + 1, updated_at = now()
    where id = (select discount_code_id from orders where id = ${orderId})`);
}

/**
 * A cancelled order gives back what it held (in the transaction that cancels it): its discount
 * redemption (and its use, when it had been paid) and each card's redeemed amount, as
 * `refunded` rows. Once per order: the cancel is a conditional status change.
 */
export async function giveBackOrderCodes(
  db: AnyDatabase,
  orderId: number,
  wasPaid: boolean,
): Promise<void> {
  await db.execute(sql`
    update discount_codes set
      redemptions_reserved = redemptions_reserved - 1,
      redemptions_used = redemptions_used - ${wasPaid ? 1 : 0},
      updated_at = now()
    where id = (select discount_code_id from orders where id = ${orderId})`);
  await giveBackCardsOfCancelledOrder(db, orderId);
}

/** A refusal in the customer's language, naming the code as they see it. */
export function codeRefusalText(language: Language, refusal: CodeRefusal): string {
  const kind = isGiftCardCode(refusal.code) ? 'gift_card' : 'discount';
  return serverText(language, `cart.codes.${refusal.problem}`, {
    code: displayCode(refusal.code, kind),
    ...(refusal.minimum === null ? {} : { min: formatMoney(refusal.minimum, language) }),
  });
}

/**
 * The codes a pending order holds, as they are on a cart (normalised, sorted): an open payment
 * page is handed out again only while the cart's codes are still these.
 */
export async function orderCodes(db: AnyDatabase, orderId: number): Promise<string[]> {
  const [order] = await db
    .select({ discountCode: orders.discountCode })
    .from(orders)
    .where(eq(orders.id, orderId));
  const cards = await db
    .selectDistinct({ code: giftCards.code })
    .from(giftCardLedger)
    .innerJoin(giftCards, eq(giftCards.id, giftCardLedger.giftCardId))
    .where(and(eq(giftCardLedger.orderId, orderId), eq(giftCardLedger.kind, 'redeemed')));
  return [
    ...(order?.discountCode ? [order.discountCode] : []),
    ...cards.map((card) => card.code),
  ].sort();
}

/** The amounts as the API writes them. */
export function pricingToApi(pricing: Pricing) {
  return {
    subtotal: moneyToApi(pricing.subtotal),
    discount_total: moneyToApi(pricing.discount),
    gift_card_total: moneyToApi(pricing.giftCardTotal),
    total_price: moneyToApi(pricing.toPay),
  };
}
