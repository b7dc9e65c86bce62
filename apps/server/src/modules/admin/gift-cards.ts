import { and, eq, inArray, like, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  GIFT_CARD_STATUSES,
  maskGiftCardCode,
  moneyToApi,
  normaliseCode,
  signedCentsToApi,
  type AdminGiftCard,
  type AdminGiftCardDetail,
  type AdminListQuery,
  type GiftCardStatus,
  type Language,
} from '@shop/contracts';
import type { Database } from '../../db/client.js';
import { giftCards } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import {
  giftCardBase,
  giftCardLedgerOf,
  listGiftCards,
  voidGiftCard,
  type GiftCardListing,
} from '../../gift-cards/index.js';
import { recordAudit } from './audit.js';
import { filterIds, filterNumber, filterText, pageOf, type Page } from './list.js';
import { storedReasonIn } from '../../i18n/history-reasons.js';

/** Staff's view of money gift cards (issue 17): masked codes, balances, ledgers, voiding. */

function adminCard(card: GiftCardListing): AdminGiftCard {
  return {
    ...giftCardBase(card, maskGiftCardCode),
    buyer_email: card.buyerEmail,
    recipient_email: card.recipientEmail,
    send_at: card.sendAt?.toISOString() ?? null,
    sent_at: card.sentAt?.toISOString() ?? null,
    voided_at: card.voidedAt?.toISOString() ?? null,
  };
}

/** The cards whose code ends with what staff typed (any form `normaliseCode` accepts). */
export function codeEndsWith(typed: string): SQL {
  const tail = normaliseCode(typed).replace(/[%_\\]/g, '');
  return like(giftCards.code, `%${tail}`);
}

/**
 * Cards, newest first. Filters: `status` (active, used, expired, voided), `q` (the code's last
 * characters), `order_id`, and react-admin's `id` list.
 */
export async function listAdminGiftCards(
  db: Database,
  query: AdminListQuery,
): Promise<{ page: Page; rows: AdminGiftCard[]; total: number }> {
  const page = pageOf(query);
  const filters: (SQL | undefined)[] = [];
  const ids = filterIds(query.filter);
  if (ids) filters.push(inArray(giftCards.id, ids.length ? ids : [0]));
  const orderId = filterNumber(query.filter, 'order_id');
  if (orderId !== undefined) filters.push(eq(giftCards.orderId, orderId));
  const q = filterText(query.filter, 'q');
  if (q) filters.push(codeEndsWith(q));
  const status = filterText(query.filter, 'status');
  if (status !== undefined && !(GIFT_CARD_STATUSES as readonly string[]).includes(status)) {
    throw AppError.validation({
      'filter.status': [
        { key: 'admin.errors.useOneOf', values: { values: GIFT_CARD_STATUSES.join(', ') } },
      ],
    });
  }
  const { rows, total } = await listGiftCards(db, {
    where: and(...filters),
    ...(status ? { status: status as GiftCardStatus } : {}),
    limit: page.limit,
    offset: page.offset,
  });
  return { page, rows: rows.map(adminCard), total };
}

/** One card with its ledger, oldest movement first; null for no such card. */
export async function findAdminGiftCard(
  db: Database,
  id: number,
  language: Language,
): Promise<AdminGiftCardDetail | null> {
  const { rows } = await listGiftCards(db, { where: eq(giftCards.id, id) });
  const card = rows[0];
  if (!card) return null;
  const ledger = await giftCardLedgerOf(db, id);
  return {
    ...adminCard(card),
    ledger: ledger.map((row) => ({
      id: row.id,
      kind: row.kind,
      amount: signedCentsToApi(row.amountCents),
      order_id: row.orderId,
      actor_email: row.actorEmail,
      reason: storedReasonIn(language, 'giftCard', row),
      created_at: row.createdAt.toISOString(),
    })),
  };
}

/** Voids a card (its balance to 0) with the staff member's reason, audited in the same transaction. */
export async function voidAdminGiftCard(
  app: FastifyInstance,
  actorUserId: number,
  id: number,
  reason: string,
  language: Language,
): Promise<AdminGiftCardDetail> {
  await inTransaction({ pool: app.database.pool, jobs: app.jobs }, async (tx) => {
    const balance = await voidGiftCard(tx.db, id, actorUserId, reason);
    await recordAudit(tx.db, {
      actorUserId,
      action: 'voided',
      entity: 'gift_card',
      entityId: id,
      before: { balance: moneyToApi(balance), voided_at: null },
      after: { balance: '0.00', reason },
    });
  });
  const card = await findAdminGiftCard(app.database.db, id, language);
  if (!card) throw new Error('The gift card vanished.');
  return card;
}
