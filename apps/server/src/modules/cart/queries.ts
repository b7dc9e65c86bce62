import { and, asc, eq, ne, sql } from 'drizzle-orm';
import {
  MAX_LINE_QUANTITY,
  type Language,
  type Money,
  type PersonalizationMode,
} from '@shop/contracts';
import {
  chargedPrice,
  localised,
  localisedProductName,
  productIsOffered,
} from '../../db/catalog-rules.js';
import type { Database } from '../../db/client.js';
import { DEFAULT_GIFT_WRAPPING_PRICE } from '../../db/shop-settings.js';
import {
  cartCodes,
  cartGiftOptions,
  cartItems,
  products,
  shopSettings,
  users,
} from '../../db/schema.js';
import { sessionIsLive } from '../../plugins/auth.js';

/** The cart's gift choice and what wrapping costs now, read with the lines. */
export interface CartGiftRow {
  isGift: boolean;
  message: string;
  wrapping: boolean;
  /** The shop's wrapping price. */
  wrappingPrice: Money;
}

export interface CartLineRow {
  id: number;
  quantity: number;
  personalization: string;
  unitPrice: Money;
  /** The product's VAT rate now, in percent. */
  vatRate: number;
  productId: number;
  slug: string;
  name: string;
  mainImagePath: string | null;
  isAvailable: boolean;
  personalizationMode: PersonalizationMode;
  personalizationLabel: string;
  personalizationMaxLength: number;
  /** A text makes the goods to specification, so the line has no right of withdrawal. */
  personalizationRemovesWithdrawal: boolean;
  /** A money gift card (ADR 0039): never discounted. */
  isGiftCard: boolean;
}

/**
 * The account's row joined with its lines: no row at all when the account does not exist or
 * the access token's sign-in has ended, one row without a line (`id` null) when its cart is
 * empty. So a cart read confirms the account and its sign-in and reads the cart in one round
 * trip.
 */
function cartLinesQuery(db: Database, language: Language) {
  return db
    .select({
      id: cartItems.id,
      quantity: cartItems.quantity,
      personalization: cartItems.personalization,
      unitPrice: chargedPrice,
      vatRate: products.vatRate,
      productId: products.id,
      slug: products.slug,
      name: localisedProductName(language),
      mainImagePath: products.mainImagePath,
      isAvailable: productIsOffered,
      personalizationMode: products.personalizationMode,
      personalizationLabel: localised(language, {
        en: products.personalizationLabel,
        fr: products.personalizationLabelFr,
        nl: products.personalizationLabelNl,
      }),
      personalizationMaxLength: products.personalizationMaxLength,
      personalizationRemovesWithdrawal: products.personalizationRemovesWithdrawal,
      isGiftCard: products.isGiftCard,
      giftIsGift: cartGiftOptions.isGift,
      giftMessage: cartGiftOptions.message,
      giftWrapping: cartGiftOptions.wrapping,
      wrappingPrice: shopSettings.giftWrappingPrice,
      // Whether codes are on the cart, in the same round trip: most carts have none, and
      // checking them costs queries of their own (service.ts).
      hasCodes: sql<boolean>`exists (select 1 from ${cartCodes} where ${cartCodes.userId} = ${users.id})`,
    })
    .from(users)
    .leftJoin(cartItems, eq(cartItems.userId, users.id))
    .leftJoin(products, eq(cartItems.productId, products.id))
    .leftJoin(cartGiftOptions, eq(cartGiftOptions.userId, users.id))
    .leftJoin(shopSettings, eq(shopSettings.id, 1))
    .where(
      and(
        eq(users.id, sql.placeholder('userId')),
        sessionIsLive(users.id, sql.placeholder('sessionId')),
      ),
    )
    .orderBy(asc(cartItems.id))
    .prepare(`cart_lines_${language}`);
}

/**
 * The cart's frequent statements are built once per database (Drizzle does not build their
 * SQL again) and prepared once per connection under their name (PostgreSQL does not parse
 * and plan them again): the cart is read after every cart call and on every page view.
 */
const preparedStatements = new WeakMap<Database, Map<string, unknown>>();
function prepared<Statement>(db: Database, name: string, build: () => Statement): Statement {
  let statements = preparedStatements.get(db);
  if (!statements) {
    statements = new Map();
    preparedStatements.set(db, statements);
  }
  let statement = statements.get(name) as Statement | undefined;
  if (statement === undefined) {
    statement = build();
    statements.set(name, statement);
  }
  return statement;
}

/**
 * The user's lines, oldest first, priced from the products table (never from the client);
 * null when there is no such account or the sign-in `sessionId` has ended.
 */
export async function selectCartLines(
  db: Database,
  userId: number,
  sessionId: string,
  language: Language,
): Promise<{ lines: CartLineRow[]; gift: CartGiftRow; hasCodes: boolean } | null> {
  const query = prepared(db, `cart_lines_${language}`, () => cartLinesQuery(db, language));
  const rows = await query.execute({ userId, sessionId });
  const [first] = rows;
  if (!first) return null;
  return {
    lines: rows.flatMap((row) => (isLine(row) ? [row] : [])),
    gift: {
      isGift: first.giftIsGift ?? false,
      message: first.giftMessage ?? '',
      wrapping: first.giftWrapping ?? false,
      // The migration makes the settings row; its default stands in should it be missing.
      wrappingPrice: first.wrappingPrice ?? DEFAULT_GIFT_WRAPPING_PRICE,
    },
    hasCodes: first.hasCodes,
  };
}

/** Sets the account's gift choice (one row per account). */
export async function saveGiftChoice(
  db: Database,
  userId: number,
  choice: { isGift: boolean; message: string; wrapping: boolean },
): Promise<void> {
  await db
    .insert(cartGiftOptions)
    .values({ userId, ...choice })
    .onConflictDoUpdate({
      target: cartGiftOptions.userId,
      set: { ...choice, updatedAt: new Date() },
    });
}

/** A joined row that carries a line (the left joins leave every line column null otherwise). */
function isLine<Row extends { [column in keyof CartLineRow]: CartLineRow[column] | null }>(
  row: Row,
): row is Row & CartLineRow {
  return row.id !== null;
}

export interface ProductForCart {
  id: number;
  isAvailable: boolean;
  stock: number | null;
  personalizationMode: PersonalizationMode;
  personalizationMaxLength: number;
}

export async function findProductForCart(
  db: Database,
  productId: number,
): Promise<ProductForCart | null> {
  const query = prepared(db, 'cart_find_product', () =>
    db
      .select({
        id: products.id,
        isAvailable: productIsOffered,
        stock: products.stock,
        personalizationMode: products.personalizationMode,
        personalizationMaxLength: products.personalizationMaxLength,
      })
      .from(products)
      .where(eq(products.id, sql.placeholder('productId')))
      .prepare('cart_find_product'),
  );
  const [row] = await query.execute({ productId });
  return row ?? null;
}

/**
 * Adds `quantity` to the user's line of this product and text, creating it when missing, in
 * one statement. The unique index on (user, product, text) makes concurrent identical adds
 * meet on the same row (PostgreSQL locks it and re-checks the condition on its latest
 * version), so they end as one line and never as a duplicate-key error. Nothing is written
 * when the line would go above 10 or the user's lines of the product above the stock; the
 * answer is then null.
 */
export async function addToLine(
  db: Database,
  line: { userId: number; productId: number; personalization: string; quantity: number },
): Promise<{ id: number } | null> {
  const { userId, productId, personalization, quantity } = line;
  const stock = sql`(select ${products.stock} from ${products} where ${products.id} = ${productId})`;
  const othersOfProduct = (excludingText: boolean) => sql`coalesce((
    select sum(other.quantity) from cart_items other
    where other.user_id = ${userId} and other.product_id = ${productId}
    ${excludingText ? sql`and other.personalization <> ${personalization}` : sql``}
  ), 0)`;
  const result = await db.execute<{ id: number }>(sql`
    insert into cart_items (user_id, product_id, personalization, quantity)
    select ${userId}, ${productId}, ${personalization}, ${quantity}
    where ${stock} is null or ${othersOfProduct(false)} + ${quantity} <= ${stock}
    on conflict (user_id, product_id, personalization) do update
      set quantity = cart_items.quantity + excluded.quantity, updated_at = now()
      where cart_items.quantity + excluded.quantity <= ${MAX_LINE_QUANTITY}
        and (${stock} is null
          or cart_items.quantity + excluded.quantity + ${othersOfProduct(true)} <= ${stock})
    returning id
  `);
  return result.rows[0] ?? null;
}

/** How many of a product the user has: in the line with this text and in all lines. */
export async function quantitiesInCart(
  db: Database,
  userId: number,
  productId: number,
  personalization: string,
): Promise<{ line: number; product: number }> {
  const [row] = await db
    .select({
      line: sql<number>`coalesce(sum(${cartItems.quantity}) filter (where ${cartItems.personalization} = ${personalization}), 0)::int`,
      product: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int`,
    })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
  return { line: row?.line ?? 0, product: row?.product ?? 0 };
}

export interface OwnLine {
  id: number;
  quantity: number;
  productId: number;
  isAvailable: boolean;
  stock: number | null;
  /** The user's other lines of the same product (other texts). */
  otherLinesQuantity: number;
}

/** One of the user's own lines; another user's line is as absent as a line that never was. */
export async function findOwnLine(
  db: Database,
  userId: number,
  itemId: number,
): Promise<OwnLine | null> {
  const [row] = await db
    .select({
      id: cartItems.id,
      quantity: cartItems.quantity,
      productId: cartItems.productId,
      isAvailable: productIsOffered,
      stock: products.stock,
    })
    .from(cartItems)
    .innerJoin(products, eq(cartItems.productId, products.id))
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)));
  if (!row) return null;
  const [others] = await db
    .select({ quantity: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.userId, userId),
        eq(cartItems.productId, row.productId),
        ne(cartItems.id, row.id),
      ),
    );
  return { ...row, otherLinesQuantity: others?.quantity ?? 0 };
}

export async function setLineQuantity(
  db: Database,
  userId: number,
  itemId: number,
  quantity: number,
): Promise<boolean> {
  const rows = await db
    .update(cartItems)
    .set({ quantity, updatedAt: new Date() })
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

export async function deleteLine(db: Database, userId: number, itemId: number): Promise<boolean> {
  const query = prepared(db, 'cart_delete_line', () =>
    db
      .delete(cartItems)
      .where(
        and(
          eq(cartItems.id, sql.placeholder('itemId')),
          eq(cartItems.userId, sql.placeholder('userId')),
        ),
      )
      .returning({ id: cartItems.id })
      .prepare('cart_delete_line'),
  );
  const rows = await query.execute({ itemId, userId });
  return rows.length > 0;
}

export async function deleteAllLines(db: Database, userId: number): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}
