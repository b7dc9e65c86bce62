import { and, eq, sql } from 'drizzle-orm';
import {
  storefrontUrl,
  WITHDRAWAL_LINK_TTL_HOURS,
  type Language,
  type WithdrawalLinkOrder,
} from '@shop/contracts';
import { orders, withdrawalLinks } from '../db/schema.js';
import { inTransaction, type TransactionContext, type AnyDatabase } from '../db/transaction.js';
import { enqueueMail } from '../mail/outbox.js';
import { hashLinkToken, linkProblem, liveLink, newLinkToken } from '../security/link-tokens.js';
import {
  deliveredAt,
  invalidWithdrawalLink,
  orderLineLedgers,
  periodAnswer,
  withdrawalPeriodOf,
} from './withdrawals.js';

/**
 * The withdrawal function without a sign-in (art. 11a, ADR 0047): whoever knows an order's
 * number and e-mail address gets a link mailed to that address, which opens that order's
 * withdrawal step for WITHDRAWAL_LINK_TTL_HOURS. The withdrawal itself is `withdrawFromOrder`.
 */

/**
 * Makes a link and queues its mail in one transaction when the number and address are an
 * order's; does nothing otherwise. The caller answers the same either way. The mail is in
 * the language the link was asked in: whoever reads it just asked in that language.
 */
export async function mailWithdrawalLink(
  context: TransactionContext & { db: AnyDatabase; publicUrl: string },
  request: { orderId: number; email: string; language: Language },
): Promise<void> {
  const [order] = await context.db
    .select({ id: orders.id, email: orders.email })
    .from(orders)
    .where(
      and(
        eq(orders.id, request.orderId),
        // An erased customer's orders keep no address (ADR 0035): nothing matches them.
        sql`${orders.email} <> '' and lower(${orders.email}) = lower(${request.email})`,
      ),
    );
  if (!order) return;
  const token = newLinkToken();
  const { language } = request;
  await inTransaction(context, async (tx) => {
    const [link] = await tx.db
      .insert(withdrawalLinks)
      .values({
        orderId: order.id,
        tokenHash: hashLinkToken(token),
        expiresAt: sql`now() + make_interval(hours => ${WITHDRAWAL_LINK_TTL_HOURS})`,
      })
      .returning({ id: withdrawalLinks.id });
    await enqueueMail(
      context,
      {
        dedupeKey: `withdrawal-link:${link!.id}`,
        template: 'withdrawal-link',
        language,
        to: order.email,
        data: {
          orderId: order.id,
          linkUrl: storefrontUrl(context.publicUrl, 'withdrawLink', {
            params: { token },
            language,
          }),
          validHours: WITHDRAWAL_LINK_TTL_HOURS,
        },
        secrets: [token],
      },
      tx.client,
    );
  });
}

/**
 * The order a live link opens, as its withdrawal step shows it: lines with what may still be
 * withdrawn, the name and address to confirm. A link that does not work says why (400).
 */
export async function readWithdrawalLink(
  db: AnyDatabase,
  token: string,
  language: Language,
): Promise<WithdrawalLinkOrder> {
  const tokenHash = hashLinkToken(token);
  const [order] = await db
    .select({
      id: orders.id,
      status: orders.status,
      paidAt: orders.paidAt,
      createdAt: orders.createdAt,
      email: orders.email,
      shippingName: orders.shippingName,
      isGift: orders.isGift,
    })
    .from(withdrawalLinks)
    .innerJoin(orders, eq(orders.id, withdrawalLinks.orderId))
    .where(liveLink(withdrawalLinks, tokenHash));
  if (!order) {
    throw invalidWithdrawalLink(
      (await linkProblem(db, withdrawalLinks, tokenHash)) ?? 'linkUnknown',
      language,
    );
  }
  const lines = (await orderLineLedgers(db, [order.id])).get(order.id) ?? [];
  const period = withdrawalPeriodOf(order, (await deliveredAt(db, [order.id])).get(order.id));
  return {
    order_id: order.id,
    created_at: order.createdAt.toISOString(),
    // A gift's delivery name is the recipient's: the consumer then types their own.
    name: order.isGift ? '' : (order.shippingName ?? ''),
    email: order.email,
    items: lines.map((line) => ({
      id: line.orderItemId,
      product_name: line.productName,
      quantity: line.quantity,
      withdrawal_right: line.withdrawalRight,
      withdrawable_quantity: period.open ? line.withdrawableQuantity : 0,
    })),
    withdrawal: periodAnswer(period, lines),
  };
}
