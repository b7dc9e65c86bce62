import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  generateGiftCardCode,
  moneyFromCents,
  moneyToApi,
  formatGiftCardCode,
  brusselsDay,
  type GiftCardBase,
  type GiftCardStatus,
  type Money,
  type OwnGiftCard,
} from '@shop/contracts';
import { giftCardLedger, giftCards, orderItems, orders, products, users } from '../db/schema.js';
import type { AnyDatabase, Transaction, TransactionContext } from '../db/transaction.js';
import { AppError } from '../errors.js';
import { enqueueMail } from '../mail/outbox.js';
import { mailLanguage, sellerForMails } from '../mail/templates.js';
import {
  giftCardFileName,
  renderGiftCardPdf,
  type GiftCardDocument,
} from '../documents/gift-card-pdf.js';
import { appendGiftCardLedger, giftCardBalance, type GiftCardRow } from './ledger.js';
import { SHOP_ZONE, brusselsDateOf, brusselsToday, endOfBrusselsDay } from '../db/calendar.js';
import type { GiftCardHistoryReason } from '../i18n/history-reasons.js';

/**
 * The issuing side of money gift cards (issue 17, ADR 0039 and 0041): a card per unit of each
 * gift card line when its order is paid, the buyer's choice of recipient and date, the
 * recipient's mail on that date (once), staff voiding, and voiding when the order that bought
 * an unused card is cancelled. The ledger lives in `ledger.ts`, the spending in `spending.ts`.
 */

/** A fresh code taken on the unique index: a (vanishingly rare) collision draws again. */
const CODE_ATTEMPTS = 5;

/**
 * One card per unit of each of the order's gift card lines, worth the line's unit price and
 * valid `validityMonths` from now, each with its `issued` ledger row. Called in the
 * transaction that marks the order paid (which happens once), so the cards are issued once.
 */
export async function issueGiftCardsOfOrder(
  db: AnyDatabase,
  orderId: number,
  validityMonths: number,
): Promise<GiftCardRow[]> {
  const lines = await db
    .select({
      orderItemId: orderItems.id,
      unitPrice: orderItems.unitPrice,
      quantity: orderItems.quantity,
      personalization: orderItems.personalization,
      recipient: orderItems.giftCardRecipient,
      buyerUserId: orders.userId,
      language: orders.language,
      giftMessage: orders.giftMessage,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.orderId, orderId), eq(products.isGiftCard, true)))
    .orderBy(asc(orderItems.id));
  const issued: GiftCardRow[] = [];
  for (const line of lines) {
    for (let unit = 0; unit < line.quantity; unit++) {
      const card = await insertCard(db, {
        initialValue: line.unitPrice,
        expiresAt: lastInstantOfBrusselsDay(lastDayOfNewCard(validityMonths)),
        orderId,
        orderItemId: line.orderItemId,
        buyerUserId: line.buyerUserId,
        language: mailLanguage(line.language),
        // The order's gift message (else the line's "message on the card") is the card's until
        // the buyer writes another.
        recipientMessage: line.giftMessage || line.personalization,
      });
      await appendGiftCardLedger(db, {
        giftCardId: card.id,
        kind: 'issued',
        amount: card.initialValue,
        orderId,
        reason: { code: 'issued', values: { orderId } },
      });
      if (line.recipient) {
        // The recipient chosen when the card was added (issue 31) is set as if chosen in My
        // gift cards now. A day that has passed while the order waited for its payment
        // becomes today: the buyer asked for the mail, so it goes at once (ADR 0074).
        const { email, name, message, send_on: sendOn } = line.recipient;
        await writeRecipient(db, card.id, {
          email,
          name,
          message: message || card.recipientMessage,
          sendOn: sql`greatest(${sendOn}::date, ${brusselsToday})`,
        });
      }
      issued.push(card);
    }
  }
  return issued;
}

/** The day a card issued today is valid until (Brussels), as SQL. */
function lastDayOfNewCard(validityMonths: number): SQL {
  return sql`(${brusselsToday} + make_interval(months => ${validityMonths}::int))::date`;
}

/**
 * The rule for a recipient's day, wherever it is chosen (My gift cards, or when adding the card
 * to the cart): today or later, and not after `lastDay`, the card's last valid day. A field
 * error on `send_on` otherwise.
 */
async function checkSendOn(db: AnyDatabase, sendOn: string, lastDay: SQL): Promise<void> {
  const { rows } = await db.execute<{ past: boolean; after_expiry: boolean }>(
    sql`select ${sendOn}::date < ${brusselsToday} as past, ${sendOn}::date > ${lastDay} as after_expiry`,
  );
  if (rows[0]?.past) {
    throw AppError.validation({ send_on: [{ key: 'giftCards.errors.sendOnPast' }] });
  }
  if (rows[0]?.after_expiry) {
    throw AppError.validation({ send_on: [{ key: 'giftCards.errors.sendOnAfterExpiry' }] });
  }
}

/**
 * Checks a recipient's day chosen before the card exists (when adding it to the cart): the
 * card will be valid `validityMonths` from its payment, so at least that long from today.
 */
export async function checkSendOnOfNewCard(
  db: AnyDatabase,
  sendOn: string,
  validityMonths: number,
): Promise<void> {
  await checkSendOn(db, sendOn, lastDayOfNewCard(validityMonths));
}

async function writeRecipient(
  db: AnyDatabase,
  cardId: number,
  recipient: Omit<GiftCardRecipient, 'sendOn'> & { sendOn: string | SQL },
): Promise<void> {
  await db
    .update(giftCards)
    .set({
      recipientEmail: recipient.email,
      recipientName: recipient.name,
      recipientMessage: recipient.message,
      sendAt: sql`(${recipient.sendOn}::date)::timestamp at time zone ${SHOP_ZONE}`,
    })
    .where(eq(giftCards.id, cardId));
}

/**
 * A card is valid until the end of the day printed on it, in Brussels (ADR 0048): it is kept as
 * that day's last instant, so every reader that prints its Brussels date prints that day, and
 * `expires_at > now()` holds all day long, across a change to or from summer time.
 */
function lastInstantOfBrusselsDay(day: SQL): SQL {
  return endOfBrusselsDay(day);
}

type NewCard = Omit<typeof giftCards.$inferInsert, 'code' | 'expiresAt'> & { expiresAt: SQL };

async function insertCard(db: AnyDatabase, values: NewCard): Promise<GiftCardRow> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const [card] = await db
      .insert(giftCards)
      .values({ ...values, code: generateGiftCardCode(randomInt) })
      .onConflictDoNothing({ target: giftCards.code })
      .returning();
    if (card) return card;
  }
  throw new Error(`No free gift card code after ${CODE_ATTEMPTS} draws`);
}

/** What the buyer asks: send the card to this person with this message on this day. */
export interface GiftCardRecipient {
  email: string;
  name: string;
  message: string;
  /** The day (YYYY-MM-DD, Brussels), sent from its start. */
  sendOn: string;
}

/**
 * The buyer's choice of recipient and date, or (null) none: until the card's mail to a
 * recipient has gone, it may change. 404 for a card that is not this buyer's; 409 once it was
 * sent, voided or expired; a date past the card's expiry is a field error.
 */
export async function setGiftCardRecipient(
  db: AnyDatabase,
  buyerUserId: number,
  cardId: number,
  recipient: GiftCardRecipient | null,
): Promise<void> {
  const [card] = await db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.id, cardId), eq(giftCards.buyerUserId, buyerUserId)))
    .for('update');
  if (!card) throw AppError.notFound({ key: 'giftCards.errors.notFound' });
  if (card.sentAt) throw new AppError('conflict', { key: 'giftCards.errors.alreadySent' });
  if (card.voidedAt) throw new AppError('conflict', { key: 'giftCards.errors.voided' });
  if (recipient === null) {
    await db
      .update(giftCards)
      .set({ recipientEmail: null, recipientName: '', sendAt: null })
      .where(eq(giftCards.id, cardId));
    return;
  }
  await checkSendOn(
    db,
    recipient.sendOn,
    sql`(select ${brusselsDateOf(giftCards.expiresAt)} from ${giftCards} where ${giftCards.id} = ${cardId})`,
  );
  await writeRecipient(db, cardId, recipient);
}

/**
 * The recipients' mails that are due: each card whose day has come is marked sent and its
 * mail queued in one transaction, at most once (the conditional `sent_at` and the mail's
 * dedupe key), whichever instance runs the job. Returns how many were sent.
 */
export async function sendDueGiftCards(
  context: TransactionContext,
  tx: Transaction,
  limit = 50,
): Promise<number> {
  const due = await tx.db
    .select({ id: giftCards.id })
    .from(giftCards)
    .where(
      and(
        isNull(giftCards.sentAt),
        isNull(giftCards.voidedAt),
        isNotNull(giftCards.recipientEmail),
        lte(giftCards.sendAt, sql`now()`),
      ),
    )
    .orderBy(asc(giftCards.sendAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return 0;
  const cards = await tx.db
    .update(giftCards)
    .set({ sentAt: sql`now()` })
    .where(
      and(
        inArray(
          giftCards.id,
          due.map((row) => row.id),
        ),
        isNull(giftCards.sentAt),
      ),
    )
    .returning();
  for (const card of cards) {
    const [buyer] = await tx.db
      .select({ email: orders.email })
      .from(orders)
      .where(eq(orders.id, card.orderId ?? -1));
    await enqueueMail(
      context,
      {
        dedupeKey: `gift-card-recipient:${card.id}`,
        template: 'gift-card-received',
        language: mailLanguage(card.language),
        to: card.recipientEmail!,
        data: {
          recipientName: card.recipientName,
          message: card.recipientMessage,
          from: buyer?.email ?? '',
          card: giftCardMailCard(card),
        },
        secrets: [card.code],
        attachments: [{ kind: 'gift-card', id: card.id }],
      },
      tx.client,
    );
  }
  return cards.length;
}

/** A card as the mails print it. */
export function giftCardMailCard(card: GiftCardRow): {
  code: string;
  value: string;
  expiresAt: string;
} {
  return {
    code: card.code,
    value: moneyToApi(card.initialValue),
    expiresAt: card.expiresAt.toISOString(),
  };
}

/** Whether any of the card's money was spent (a `redeemed` row). */
async function wasSpent(db: AnyDatabase, giftCardId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: giftCardLedger.id })
    .from(giftCardLedger)
    .where(and(eq(giftCardLedger.giftCardId, giftCardId), eq(giftCardLedger.kind, 'redeemed')))
    .limit(1);
  return row !== undefined;
}

/**
 * Staff void a card (ADR 0039): a `voided` row takes its balance to 0 and `voided_at` is set,
 * on the locked card. Returns the balance it held. 404 for no such card, 409 when voided already.
 */
export async function voidGiftCard(
  db: AnyDatabase,
  cardId: number,
  actorUserId: number | null,
  /** Staff's words, or the shop's own reason when a cancel or refund voids it. */
  reason: GiftCardHistoryReason,
): Promise<Money> {
  const [card] = await db.select().from(giftCards).where(eq(giftCards.id, cardId)).for('update');
  if (!card)
    throw AppError.notFound({ key: 'admin.errors.notFound.giftCard', values: { id: cardId } });
  if (card.voidedAt) throw new AppError('conflict', { key: 'admin.giftCards.errors.voided' });
  const balance = await giftCardBalance(db, cardId);
  await appendGiftCardLedger(db, {
    giftCardId: cardId,
    kind: 'voided',
    amount: -balance as Money,
    actorUserId,
    reason,
  });
  await db
    .update(giftCards)
    .set({ voidedAt: sql`now()` })
    .where(eq(giftCards.id, cardId));
  return balance;
}

/**
 * The cards an order bought, when staff cancel it (ADR 0041): each unused card is voided with
 * the order (its money is refunded with the order). A card of which anything was spent paid for
 * goods already: the cancel is refused, and staff refund the order's other lines instead.
 */
export async function voidGiftCardsOfCancelledOrder(
  db: AnyDatabase,
  orderId: number,
  actorUserId: number,
): Promise<void> {
  const cards = await db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.orderId, orderId), isNull(giftCards.voidedAt)))
    .orderBy(desc(giftCards.id))
    .for('update');
  for (const card of cards) {
    if (await wasSpent(db, card.id)) {
      throw new AppError('conflict', { key: 'admin.orders.errors.giftCardSpent' });
    }
  }
  for (const card of cards) {
    await voidGiftCard(db, card.id, actorUserId, {
      code: 'voidedWithCancelledOrder',
      values: { orderId },
    });
  }
}

/** A card as its printable PDF shows it; null for no such card. */
export async function giftCardDocument(
  db: AnyDatabase,
  cardId: number,
): Promise<GiftCardDocument | null> {
  const [card] = await db.select().from(giftCards).where(eq(giftCards.id, cardId));
  if (!card) return null;
  return {
    code: card.code,
    value: card.initialValue,
    issuedAt: card.issuedAt,
    expiresAt: card.expiresAt,
    language: mailLanguage(card.language),
    recipientName: card.recipientEmail ? card.recipientName : '',
    // The card's message (the order's gift message until the buyer writes another) prints too.
    message: card.recipientMessage,
  };
}

/** A card's printable PDF as a mail attaches it; null for no such card. */
export async function giftCardAttachment(db: AnyDatabase, ref: { id: number }) {
  const card = await giftCardDocument(db, ref.id);
  if (!card) return null;
  return {
    filename: giftCardFileName(card),
    content: await renderGiftCardPdf(card, sellerForMails()),
    contentType: 'application/pdf',
  };
}

/** A card with its balance, state and buyer, as the customer's and the staff's lists read it. */
export interface GiftCardListing extends GiftCardRow {
  balance: Money;
  status: GiftCardStatus;
  buyerEmail: string | null;
}

/** The card's balance in cents (never below zero: the ledger's kinds keep it so). */
const balanceOf =
  sql<Money>`coalesce((select sum(${giftCardLedger.amountCents}) from ${giftCardLedger} where ${giftCardLedger.giftCardId} = ${giftCards.id}), 0)`.mapWith(
    (value) => moneyFromCents(Number(value)),
  );

/** The card's state now (see GiftCardStatus). */
const statusOf = sql<GiftCardStatus>`case
  when ${giftCards.voidedAt} is not null then 'voided'
  when ${brusselsDateOf(giftCards.expiresAt)} < ${brusselsToday} then 'expired'
  when ${balanceOf} <= 0 then 'used'
  else 'active' end`;

/** Cards matching `where`, newest first; `limit`/`offset` page them. */
export async function listGiftCards(
  db: AnyDatabase,
  options: {
    where?: SQL;
    status?: GiftCardStatus;
    limit?: number;
    offset?: number;
  } = {},
): Promise<{ rows: GiftCardListing[]; total: number }> {
  const where = and(
    options.where,
    options.status ? sql`${statusOf} = ${options.status}` : undefined,
  );
  const query = db
    .select({ card: giftCards, balance: balanceOf, status: statusOf, buyerEmail: orders.email })
    .from(giftCards)
    .leftJoin(orders, eq(orders.id, giftCards.orderId))
    .where(where)
    .orderBy(desc(giftCards.id))
    .$dynamic();
  if (options.limit !== undefined) query.limit(options.limit).offset(options.offset ?? 0);
  const rows = await query;
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(giftCards)
    .leftJoin(orders, eq(orders.id, giftCards.orderId))
    .where(where);
  return {
    rows: rows.map((row) => ({
      ...row.card,
      balance: row.balance,
      status: row.status,
      buyerEmail: row.buyerEmail,
    })),
    total: counted?.total ?? 0,
  };
}

/** A card's ledger, oldest first, with who did each staff move. */
export async function giftCardLedgerOf(db: AnyDatabase, cardId: number) {
  return db
    .select({
      id: giftCardLedger.id,
      kind: giftCardLedger.kind,
      amountCents: giftCardLedger.amountCents,
      orderId: giftCardLedger.orderId,
      actorEmail: users.email,
      reason: giftCardLedger.reason,
      reasonCode: giftCardLedger.reasonCode,
      reasonValues: giftCardLedger.reasonValues,
      createdAt: giftCardLedger.createdAt,
    })
    .from(giftCardLedger)
    .leftJoin(users, eq(users.id, giftCardLedger.actorUserId))
    .where(eq(giftCardLedger.giftCardId, cardId))
    .orderBy(asc(giftCardLedger.createdAt), asc(giftCardLedger.id));
}

/** What every answer says of a card, its code written as `code` says (whole, or masked). */
export function giftCardBase(
  card: GiftCardListing,
  code: (stored: string) => string,
): GiftCardBase {
  return {
    id: card.id,
    code: code(card.code),
    value: moneyToApi(card.initialValue),
    balance: moneyToApi(card.balance),
    issued_at: card.issuedAt.toISOString(),
    expires_at: card.expiresAt.toISOString(),
    status: card.status,
    order_id: card.orderId,
  };
}

function ownGiftCard(card: GiftCardListing): OwnGiftCard {
  return {
    ...giftCardBase(card, formatGiftCardCode),
    recipient:
      card.recipientEmail === null || card.sendAt === null
        ? null
        : {
            email: card.recipientEmail,
            name: card.recipientName,
            message: card.recipientMessage,
            send_on: brusselsDay(card.sendAt),
            sent_at: card.sentAt?.toISOString() ?? null,
          },
    message: card.recipientMessage,
  };
}

/**
 * The cards a customer bought, newest first, as My account and the data export show them
 * (whole codes: the buyer holds them); with `cardId`, that one card if it is theirs.
 */
export async function ownGiftCardsOf(
  db: AnyDatabase,
  buyerUserId: number,
  cardId?: number,
): Promise<OwnGiftCard[]> {
  const { rows } = await listGiftCards(db, {
    where: and(
      eq(giftCards.buyerUserId, buyerUserId),
      cardId === undefined ? undefined : eq(giftCards.id, cardId),
    ),
  });
  return rows.map(ownGiftCard);
}

/**
 * The cards an order line bought, locked: `all` of them (none: not a gift card line) and the
 * `unused` ones (not voided, nothing spent), newest first. A refund of such a line voids as
 * many unused cards as units it refunds (ADR 0041), so no card stays spendable once repaid.
 */
export async function cardsOfLine(
  db: AnyDatabase,
  orderItemId: number,
): Promise<{ all: number; unused: number[] }> {
  const cards = await db
    .select({ id: giftCards.id, voidedAt: giftCards.voidedAt })
    .from(giftCards)
    .where(eq(giftCards.orderItemId, orderItemId))
    .orderBy(desc(giftCards.id))
    .for('update');
  const unused: number[] = [];
  for (const card of cards) {
    if (card.voidedAt === null && !(await wasSpent(db, card.id))) unused.push(card.id);
  }
  return { all: cards.length, unused };
}

/** Voids these cards for a refund of the line that bought them. */
export async function voidRefundedCards(
  db: AnyDatabase,
  cardIds: readonly number[],
  actorUserId: number,
  orderId: number,
): Promise<void> {
  for (const id of cardIds) {
    await voidGiftCard(db, id, actorUserId, {
      code: 'voidedWithRefundedOrder',
      values: { orderId },
    });
  }
}
