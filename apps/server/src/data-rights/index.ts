import { eraseCustomerPhotos } from './photos.js';
import { and, desc, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DataExport } from '@shop/contracts';
import {
  backInStockSubscriptions,
  cartCodes,
  cartGiftOptions,
  cartItems,
  contactMessages,
  emailChangeTokens,
  mailOutbox,
  passwordResetTokens,
  products,
  refreshTokens,
  users,
} from '../db/schema.js';
import { lockSignIns } from '../db/sign-in-lock.js';
import type { AnyDatabase, Transaction } from '../db/transaction.js';
import { AppError } from '../errors.js';
import {
  anonymiseOrdersOf,
  orderMailKeysOf,
  ordersForExport,
  pendingCheckouts,
} from '../orders/index.js';
import { ownGiftCardsOf } from '../gift-cards/index.js';

/**
 * The customer's data rights (GDPR art. 15, 17 and 20; ADR 0035), shared by the customer's own
 * routes (modules/accounts) and the staff's (modules/admin): what an export holds, and what
 * erasure removes and keeps.
 */

const sameAddress = (column: AnyPgColumn, email: string) => sql`lower(${column}) = lower(${email})`;

/** The account's address and since when a mailed link proved the account holds it (ADR 0049). */
interface Holder {
  email: string;
  emailConfirmedAt: Date | null;
}

/**
 * What was sent from the account's address and is the account's to export or erase: only what
 * came after the account confirmed the address through a mailed link (ADR 0049). Anyone can
 * sign up with someone else's address; until the link is followed, nothing sent from that
 * address is reached, and what was sent before it never is.
 */
function sentFromConfirmedAddress(address: AnyPgColumn, sentAt: AnyPgColumn, holder: Holder): SQL {
  if (!holder.emailConfirmedAt) return sql`false`;
  return and(sameAddress(address, holder.email), gte(sentAt, holder.emailConfirmedAt)) as SQL;
}

/** Everything the shop keeps about the customer; null when there is no such live account. */
export async function exportCustomerData(
  db: AnyDatabase,
  userId: number,
  now: Date = new Date(),
): Promise<DataExport | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.erasedAt)));
  if (!user) return null;
  const customerOrders = await ordersForExport(db, userId);

  const addresses = new Map<
    string,
    NonNullable<(typeof customerOrders)[number]['shipping_address']>
  >();
  for (const order of customerOrders) {
    if (order.shipping_address) {
      addresses.set(JSON.stringify(order.shipping_address), order.shipping_address);
    }
  }

  const subscriptions = await db
    .select({
      productName: products.name,
      email: backInStockSubscriptions.email,
      language: backInStockSubscriptions.language,
      createdAt: backInStockSubscriptions.createdAt,
      notifiedAt: backInStockSubscriptions.notifiedAt,
      unsubscribedAt: backInStockSubscriptions.unsubscribedAt,
    })
    .from(backInStockSubscriptions)
    .innerJoin(products, eq(products.id, backInStockSubscriptions.productId))
    .where(subscriptionsOf(userId, user))
    .orderBy(desc(backInStockSubscriptions.createdAt));

  const messages = await db
    .select()
    .from(contactMessages)
    .where(messagesOf(user))
    .orderBy(desc(contactMessages.createdAt));

  return {
    exported_at: now.toISOString(),
    profile: {
      username: user.username,
      email: user.email,
      phone_number: user.phoneNumber,
      language: user.language,
      created_at: user.createdAt.toISOString(),
    },
    orders: customerOrders,
    gift_cards: await ownGiftCardsOf(db, userId),
    addresses: [...addresses.values()],
    back_in_stock_subscriptions: subscriptions.map((row) => ({
      product_name: row.productName,
      email: row.email,
      language: row.language,
      created_at: row.createdAt.toISOString(),
      notified_at: row.notifiedAt?.toISOString() ?? null,
      unsubscribed_at: row.unsubscribedAt?.toISOString() ?? null,
    })),
    contact_messages: messages.map((row) => ({
      first_name: row.firstName,
      last_name: row.lastName,
      email: row.email,
      phone: row.phone,
      subject: row.subject,
      message: row.message,
      created_at: row.createdAt.toISOString(),
    })),
    consents: customerOrders.flatMap((order) =>
      order.terms_accepted_at && order.terms_version
        ? [
            {
              kind: 'terms_of_service' as const,
              order_id: order.order_id,
              version: order.terms_version,
              accepted_at: order.terms_accepted_at,
            },
          ]
        : [],
    ),
  };
}

/** The account's own subscriptions, and those made with its address once it confirmed it. */
function subscriptionsOf(userId: number, holder: Holder) {
  return or(
    eq(backInStockSubscriptions.userId, userId),
    sentFromConfirmedAddress(
      backInStockSubscriptions.email,
      backInStockSubscriptions.createdAt,
      holder,
    ),
  );
}

/** Contact messages carry no account: those sent from the address once it was confirmed. */
function messagesOf(holder: Holder) {
  return sentFromConfirmedAddress(contactMessages.email, contactMessages.createdAt, holder);
}

/**
 * The mails about the account (by their dedupe keys: welcome, its links, its subscriptions'
 * notices, its contact messages' mails to the shop, its orders' mails to it and to the shop),
 * and the mails to its address once confirmed (ADR 0049).
 */
async function mailsOf(
  db: Transaction['db'],
  user: { id: number; username: string } & Holder,
): Promise<SQL> {
  const resets = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.userId, user.id));
  const links = await db
    .select({ id: emailChangeTokens.id })
    .from(emailChangeTokens)
    .where(eq(emailChangeTokens.userId, user.id));
  const subscriptions = await db
    .select({ id: backInStockSubscriptions.id })
    .from(backInStockSubscriptions)
    .where(subscriptionsOf(user.id, user));
  const messages = await db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(messagesOf(user));
  const keys = [
    `welcome:${user.username.toLowerCase()}`,
    ...resets.map((row) => `password-reset:${row.id}`),
    ...links.flatMap((row) =>
      ['email-change-confirm', 'address-confirm', 'email-changed'].map(
        (kind) => `${kind}:${row.id}`,
      ),
    ),
    ...subscriptions.map((row) => `back-in-stock:${row.id}`),
    ...messages.map((row) => `contact:${row.id}`),
    ...(await orderMailKeysOf(db, user.id)),
  ];
  return or(
    inArray(mailOutbox.dedupeKey, keys),
    sentFromConfirmedAddress(mailOutbox.toAddress, mailOutbox.createdAt, user),
  ) as SQL;
}

export interface Erasure {
  /** The account row was deleted (no order refers to it) rather than kept anonymised. */
  accountDeleted: boolean;
  /** Orders kept, without e-mail address, as accounting records. */
  ordersKept: number;
}

/**
 * Erases an account in the caller's transaction (the caller checked who asks): its sign-ins
 * end at once (every refresh token goes, so access tokens stop at the next request), the cart
 * and its gift choice, reset and e-mail-change links, back-in-stock subscriptions, contact
 * messages and mails about it go (what was sent from its address only once it confirmed the
 * address, ADR 0049); orders keep only what the books require (ADR 0035). The account row is
 * deleted when no order refers to it, else kept anonymised, so the address can sign up again.
 *
 * Refused (409) while a payment page or a bank debit of the customer is open: a payment that
 * completes after erasure would be an order nobody can be told about.
 */
export async function eraseAccount(tx: Transaction, userId: number): Promise<Erasure> {
  const { db } = tx;
  const [user] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      emailConfirmedAt: users.emailConfirmedAt,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.erasedAt)))
    .for('update');
  if (!user) throw new AppError('not_found', { key: 'errors.notFound' });

  const open = await pendingCheckouts(db, userId);
  if (open.length > 0) {
    throw new AppError('conflict', {
      key: 'errors.erasurePaymentOpen',
      values: { orderId: open[0]!.orderId },
    });
  }

  await lockSignIns(db, userId);
  // The mails first: their keys name the links, subscriptions and messages deleted below.
  await db.delete(mailOutbox).where(await mailsOf(db, user));
  await db.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
  await eraseCustomerPhotos(tx, userId);
  await db.delete(cartGiftOptions).where(eq(cartGiftOptions.userId, userId));
  // A gift card's code on the cart is a bearer secret: it goes with the cart (ADR 0040).
  await db.delete(cartCodes).where(eq(cartCodes.userId, userId));
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  await db.delete(emailChangeTokens).where(eq(emailChangeTokens.userId, userId));
  await db.delete(backInStockSubscriptions).where(subscriptionsOf(userId, user));
  await db.delete(contactMessages).where(messagesOf(user));
  const ordersKept = await anonymiseOrdersOf(db, userId);

  if (ordersKept === 0) {
    await db.delete(users).where(eq(users.id, userId));
    return { accountDeleted: true, ordersKept: 0 };
  }
  await db
    .update(users)
    .set({
      username: `erased-${userId}`,
      email: `erased-${userId}@erased.invalid`,
      phoneNumber: '',
      emailConfirmedAt: null,
      // No password matches an empty hash: nobody can sign in to the erased account.
      passwordHash: '',
      isStaff: false,
      isSuperuser: false,
      erasedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
  return { accountDeleted: false, ordersKept };
}
