import { and, asc, eq, ne, sql } from 'drizzle-orm';
import {
  MAX_LINE_QUANTITY,
  type GiftCardRecipient,
  type Language,
  type VatCategory,
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
  productVariants,
  shopSettings,
  users,
  type LinePhotoRef,
} from '../../db/schema.js';
import { sessionIsLive } from '../../plugins/auth.js';
import { readVariants, type StoredVariant } from '../../db/variants.js';
import { variantPrices } from '../../pricing/index.js';
import {
  chosenDelivery,
  offeredDeliveryChoices,
  type ChosenDelivery,
} from '../../delivery-methods/index.js';

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
  /** What a unit costs now: the variant's price when the line has one (ADR 0080). */
  unitPrice: Money;
  /** The product's regular price (a variant's own price gets its sale from it). */
  regularPrice: Money;
  variantId: number | null;
  /** The chosen combination, read after the lines; null for a product without options. */
  variant: StoredVariant | null;
  /** What the product is for VAT (ADR 0092): its rate follows from the country of the sale. */
  vatCategory: VatCategory;
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
  /** Whom its cards are mailed to once paid, chosen when adding it (issue 31). */
  giftCardRecipient: GiftCardRecipient | null;
  photo: LinePhotoRef | null;
}

/**
 * The account's row joined with its lines: no row at all when the account does not exist or
 * the access token's sign-in has ended, one row without a line (`id` null) when its cart is
 * empty. So a cart read confirms the account and its sign-in and reads the cart in one round
 * trip.
 */
function cartLinesQuery(db: Database, language: Language) {
  const delivery = offeredDeliveryChoices(db);
  return db
    .select({
      id: cartItems.id,
      quantity: cartItems.quantity,
      personalization: cartItems.personalization,
      giftCardRecipient: cartItems.giftCardRecipient,
      photo: cartItems.photo,
      unitPrice: chargedPrice,
      regularPrice: products.price,
      variantId: cartItems.variantId,
      vatCategory: products.vatCategory,
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
      // The One-Stop Shop setting decides the VAT country (ADR 0093): read here, not apart.
      ossEnabled: shopSettings.ossEnabled,
      // The delivery choice with its method's price as offered now (delivery-methods/).
      delivery: delivery.columns,
      // Whether codes are on the cart, in the same round trip: most carts have none, and
      // checking them costs queries of their own (service.ts).
      hasCodes: sql<boolean>`exists (select 1 from ${cartCodes} where ${cartCodes.userId} = ${users.id})`,
    })
    .from(users)
    .leftJoin(cartItems, eq(cartItems.userId, users.id))
    .leftJoin(products, eq(cartItems.productId, products.id))
    .leftJoin(cartGiftOptions, eq(cartGiftOptions.userId, users.id))
    .leftJoin(shopSettings, eq(shopSettings.id, 1))
    .leftJoin(delivery.choices, delivery.on(users.id))
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
): Promise<{
  lines: CartLineRow[];
  gift: CartGiftRow;
  hasCodes: boolean;
  ossEnabled: boolean;
  delivery: ChosenDelivery | null;
} | null> {
  const query = prepared(db, `cart_lines_${language}`, () => cartLinesQuery(db, language));
  const rows = await query.execute({ userId, sessionId });
  const [first] = rows;
  if (!first) return null;
  return {
    lines: await withVariants(
      db,
      rows.flatMap((row) => (isLine(row) ? [{ ...row, variant: null }] : [])),
    ),
    gift: {
      isGift: first.giftIsGift ?? false,
      message: first.giftMessage ?? '',
      wrapping: first.giftWrapping ?? false,
      // The migration makes the settings row; its default stands in should it be missing.
      wrappingPrice: first.wrappingPrice ?? DEFAULT_GIFT_WRAPPING_PRICE,
    },
    hasCodes: first.hasCodes,
    ossEnabled: first.ossEnabled ?? false,
    delivery: chosenDelivery(first.delivery, language),
  };
}

/** Lines of variants get their variant and its price now (the pricing domain's rule). */
async function withVariants(db: Database, lines: CartLineRow[]): Promise<CartLineRow[]> {
  const ids = lines.flatMap((line) => (line.variantId === null ? [] : [line.variantId]));
  if (ids.length === 0) return lines;
  const variants = await readVariants(db, ids);
  return lines.map((line) => {
    const variant = line.variantId === null ? undefined : variants.get(line.variantId);
    if (!variant) return line;
    const prices = variantPrices(
      { regular: line.regularPrice, charged: line.unitPrice },
      variant.price,
    );
    return { ...line, variant, unitPrice: prices.charged, regularPrice: prices.regular };
  });
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
type ReadLine = Omit<CartLineRow, 'variant'>;
function isLine<Row extends { [column in keyof ReadLine]: ReadLine[column] | null }>(
  row: Row,
): row is Row & ReadLine {
  return row.id !== null;
}

export interface ProductForCart {
  id: number;
  isAvailable: boolean;
  stock: number | null;
  personalizationMode: PersonalizationMode;
  personalizationMaxLength: number;
  isGiftCard: boolean;
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
        isGiftCard: products.isGiftCard,
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
  line: {
    userId: number;
    productId: number;
    /** A variant's lines count against the variant's stock (ADR 0080). */
    variantId: number | null;
    personalization: string;
    quantity: number;
    /** Given: the line's gift card recipient from now on (the latest add's choice). */
    giftCardRecipient: GiftCardRecipient | null;
    /** The customer's photo and its placement (issue 29): another photo is another line. */
    photo?: LinePhotoRef | null;
  },
): Promise<{ id: number } | null> {
  const { userId, productId, variantId, personalization, quantity } = line;
  const photo = line.photo ? JSON.stringify(line.photo) : null;
  const photoId = line.photo?.upload_id ?? '';
  const recipient = line.giftCardRecipient ? JSON.stringify(line.giftCardRecipient) : null;
  const stock =
    variantId === null
      ? sql`(select ${products.stock} from ${products} where ${products.id} = ${productId})`
      : sql`(select ${productVariants.stock} from ${productVariants} where ${productVariants.id} = ${variantId})`;
  const othersOfProduct = (excludingText: boolean) => sql`coalesce((
    select sum(other.quantity) from cart_items other
    where other.user_id = ${userId} and other.product_id = ${productId}
      and coalesce(other.variant_id, 0) = ${variantId ?? 0}
    ${
      excludingText
        ? sql`and not (other.personalization = ${personalization}
            and coalesce(other.photo->>'upload_id', '') = ${photoId})`
        : sql``
    }
  ), 0)`;
  const result = await db.execute<{ id: number }>(sql`
    insert into cart_items (user_id, product_id, variant_id, personalization, quantity, gift_card_recipient, photo)
    select ${userId}, ${productId}, ${variantId}::integer, ${personalization}, ${quantity}, ${recipient}::jsonb, ${photo}::jsonb
    where ${stock} is null or ${othersOfProduct(false)} + ${quantity} <= ${stock}
    on conflict (user_id, product_id, (coalesce(variant_id, 0)), personalization, (coalesce(photo->>'upload_id', ''))) do update
      set quantity = cart_items.quantity + excluded.quantity, updated_at = now(),
        gift_card_recipient = coalesce(excluded.gift_card_recipient, cart_items.gift_card_recipient),
        photo = excluded.photo
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
  variantId: number | null,
  personalization: string,
): Promise<{ line: number; product: number }> {
  const [row] = await db
    .select({
      line: sql<number>`coalesce(sum(${cartItems.quantity}) filter (where ${cartItems.personalization} = ${personalization}), 0)::int`,
      product: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int`,
    })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.userId, userId),
        eq(cartItems.productId, productId),
        sql`coalesce(${cartItems.variantId}, 0) = ${variantId ?? 0}`,
      ),
    );
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
      variantId: cartItems.variantId,
      isAvailable: productIsOffered,
      // A variant's line counts against the variant's stock (ADR 0080).
      stock: sql<
        number | null
      >`case when ${cartItems.variantId} is null then ${products.stock} else ${productVariants.stock} end`,
    })
    .from(cartItems)
    .innerJoin(products, eq(cartItems.productId, products.id))
    .leftJoin(productVariants, eq(cartItems.variantId, productVariants.id))
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)));
  if (!row) return null;
  const [others] = await db
    .select({ quantity: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.userId, userId),
        eq(cartItems.productId, row.productId),
        sql`coalesce(${cartItems.variantId}, 0) = ${row.variantId ?? 0}`,
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
