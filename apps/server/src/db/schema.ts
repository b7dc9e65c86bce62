import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  AVAILABILITIES,
  ORDER_STATUSES,
  type GiftCardLedgerKind,
  PERSONALIZATION_MODES,
  type Carrier,
  type CompanyInvoice,
  type VatNumberCheck,
  type DeliveryKind,
  type DeliveryPickupPointSnapshot,
  type Language,
  moneyFromCents,
  type Money,
  type GiftCardRecipient,
  type PaymentMethod,
  type PhotoPlacement,
  type PrintArea,
  type VatBreakdownLine,
  VAT_CATEGORIES,
  type VatCountry,
  type VatTreatment,
} from '@shop/contracts';
import type {
  DocumentCustomer,
  DocumentLine,
  DocumentSeller,
  MailAttachmentRef,
  OrderBilling,
} from './document-types.js';

/** PostgreSQL bytea as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});

/** A history reason's values (ADR 0069): names and amounts; keys ending in `Cents` are money. */
/** One option of a sold variant, name and value in the three languages (ADR 0080). */
export interface SoldVariantOption {
  name: Record<'en' | 'fr' | 'nl', string>;
  value: Record<'en' | 'fr' | 'nl', string>;
}

/** A line's photo: the customer's upload and its placement in the printable area. */
export interface LinePhotoRef {
  upload_id: string;
  placement: PhotoPlacement;
}

export type HistoryReasonValues = Record<string, string | number | boolean>;

/**
 * An amount of euros as a whole number of cents (ADR 0070): every money column is one, named
 * `…_cents`, and reads and writes as the contracts' `Money`, so no code converts a unit.
 */
const cents = customType<{ data: Money; driverData: number }>({
  dataType: () => 'integer',
  fromDriver: (value) => moneyFromCents(Number(value)),
});

export const availabilityEnum = pgEnum('product_availability', AVAILABILITIES);
export const personalizationModeEnum = pgEnum('personalization_mode', PERSONALIZATION_MODES);
export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);
export const vatCategoryEnum = pgEnum('vat_category', VAT_CATEGORIES);

/**
 * A VAT rate as sold, in percent with up to two decimals (France's 5.5 %, ADR 0092): exact in
 * the database, a number in the code.
 */
const vatRatePercent = (name: string) => numeric(name, { precision: 4, scale: 2, mode: 'number' });

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  nameFr: text('name_fr').notNull().default(''),
  nameNl: text('name_nl').notNull().default(''),
  position: integer('position').notNull().default(0),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    nameFr: text('name_fr').notNull().default(''),
    nameNl: text('name_nl').notNull().default(''),
    /** Sanitised HTML. An empty translation falls back to English when read. */
    description: text('description').notNull().default(''),
    descriptionFr: text('description_fr').notNull().default(''),
    descriptionNl: text('description_nl').notNull().default(''),
    /** The regular price; while a sale runs, `sale_price` is charged instead (ADR 0037). */
    price: cents('price_cents').notNull(),
    /** A reduced price staff set: charged from `sale_started_at` until `sale_ends_at` (if any). */
    salePrice: cents('sale_price_cents'),
    saleEndsAt: timestamp('sale_ends_at', { withTimezone: true }),
    /**
     * When the current reduction started: the 30 days before it are where its reference price
     * (the lowest charged) is looked up. A changed sale price keeps it (art. 6a(5)).
     */
    saleStartedAt: timestamp('sale_started_at', { withTimezone: true }),
    /**
     * What the product is for VAT (ADR 0092): the rate table gives the rate its VAT-inclusive
     * price includes in each country on each day.
     */
    vatCategory: vatCategoryEnum('vat_category').notNull().default('standard'),
    availability: availabilityEnum('availability').notNull().default('in_stock'),
    isAvailable: boolean('is_available').notNull().default(true),
    /** Path below the media folder, e.g. products/star-map.webp. */
    mainImagePath: text('main_image_path'),
    mainImageAlt: text('main_image_alt').notNull().default(''),
    mainImageAltFr: text('main_image_alt_fr').notNull().default(''),
    mainImageAltNl: text('main_image_alt_nl').notNull().default(''),
    /** Units on hand; null means made to order (never runs out). Reaching 0 sells out. */
    stock: integer('stock'),
    /** The dashboard lists the product as low on stock once stock is at or below this. */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    /**
     * Set when a checkout took the last unit and so switched the product off. A released order
     * (expired, failed or cancelled) switches it back on only then: a product staff switched
     * off stays off. Staff changing is_available clears it.
     */
    soldOutAt: timestamp('sold_out_at', { withTimezone: true }),
    personalizationMode: personalizationModeEnum('personalization_mode').notNull().default('none'),
    /** The personalisation field's label ('Name to engrave'); empty translations fall back to English. */
    personalizationLabel: text('personalization_label').notNull().default(''),
    personalizationLabelFr: text('personalization_label_fr').notNull().default(''),
    personalizationLabelNl: text('personalization_label_nl').notNull().default(''),
    personalizationMaxLength: integer('personalization_max_length').notNull().default(40),
    /**
     * Whether a personalisation text makes this product to the consumer's specifications, so a
     * line that carries one has no right of withdrawal (art. 16(c); ADR 0046): an engraving
     * does, a message on a money gift card does not. Staff set it per product.
     */
    personalizationRemovesWithdrawal: boolean('personalization_removes_withdrawal')
      .notNull()
      .default(true),
    /**
     * A money gift card (a multi-purpose voucher, ADR 0039): paying for it issues a card with
     * the product's price as its value. Workshop vouchers (single-purpose) are not.
     */
    isGiftCard: boolean('is_gift_card').notNull().default(false),
    /** Whether the product takes a customer's photo (issue 29): none, optional or required. */
    photoMode: personalizationModeEnum('photo_mode').notNull().default('none'),
    /** Fewer pixels than these print blurred: the upload warns (it does not refuse). */
    photoMinWidth: integer('photo_min_width').notNull().default(0),
    photoMinHeight: integer('photo_min_height').notNull().default(0),
    /** Where the photo is printed, as fractions of the main picture; null: the whole picture. */
    photoPrintArea: jsonb('photo_print_area').$type<PrintArea>(),
    /** Archived products stay for the orders that reference them but leave the shop. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    check('products_price_not_negative', sql`${table.price} >= 0`),
    check(
      'products_sale_price_below_price',
      sql`${table.salePrice} is null or (${table.salePrice} > 0 and ${table.salePrice} < ${table.price})`,
    ),
    check('products_stock_not_negative', sql`${table.stock} >= 0`),
    check('products_low_stock_threshold_not_negative', sql`${table.lowStockThreshold} >= 0`),
    check(
      'products_personalization_max_length_range',
      sql`${table.personalizationMaxLength} between 1 and 200`,
    ),
    index('products_category_idx').on(table.categoryId),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    imagePath: text('image_path').notNull(),
    altText: text('alt_text').notNull().default(''),
    altTextFr: text('alt_text_fr').notNull().default(''),
    altTextNl: text('alt_text_nl').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('product_images_product_idx').on(table.productId, table.position)],
);

/**
 * A product's options (issue 29, ADR 0080): up to three (size, wood, colour), named in the three
 * languages; an empty translation falls back to English when read.
 */
export const productOptions = pgTable(
  'product_options',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** 0, 1 or 2: the order the product page asks in and variants name their values in. */
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    nameFr: text('name_fr').notNull().default(''),
    nameNl: text('name_nl').notNull().default(''),
  },
  (table) => [
    check('product_options_position_range', sql`${table.position} between 0 and 2`),
    uniqueIndex('product_options_product_position_idx').on(table.productId, table.position),
  ],
);

/** The values an option offers (Small, Large), in the three languages. */
export const productOptionValues = pgTable(
  'product_option_values',
  {
    id: serial('id').primaryKey(),
    optionId: integer('option_id')
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    value: text('value').notNull(),
    valueFr: text('value_fr').notNull().default(''),
    valueNl: text('value_nl').notNull().default(''),
  },
  (table) => [index('product_option_values_option_idx').on(table.optionId, table.position)],
);

/**
 * One combination of a product's option values (ADR 0080): its own SKU, price (null: the
 * product's), stock (null: made to order) and, optionally, picture. A variant reaching 0 sells
 * out on its own; the product stays on sale for its other variants.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull().unique(),
    /** One value id per option, in the options' order. */
    optionValueIds: integer('option_value_ids').array().notNull(),
    /** The regular price of this variant; null charges the product's (sales apply to both). */
    price: cents('price_cents'),
    stock: integer('stock'),
    /** Path below the media folder; null shows the product's main picture. */
    imagePath: text('image_path'),
    ...timestamps,
  },
  (table) => [
    check('product_variants_price_not_negative', sql`${table.price} >= 0`),
    check('product_variants_stock_not_negative', sql`${table.stock} >= 0`),
    index('product_variants_product_idx').on(table.productId),
    uniqueIndex('product_variants_combination_idx').on(table.productId, table.optionValueIds),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    isStaff: boolean('is_staff').notNull().default(false),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    /** The customer's language, for mails. */
    language: text('language').notNull().default('en'),
    /** Set when the account was erased (GDPR art. 17, ADR 0035): the row is kept anonymised. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /**
     * When the account proved it holds its current address by following a link mailed to it
     * (sign-up confirmation, e-mail change, password reset); null: not proven (ADR 0049). Export
     * and erasure reach what was sent from the address only from then on.
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
  ],
);

/**
 * One row per refresh token ever issued (the token's `jti`), so rotation, reuse detection
 * and "sign out my other sessions" work across server instances. A family is one sign-in:
 * every rotation adds a row to it; presenting a token that was already rotated revokes the
 * whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    /** The token's `jti`. Useless without the signing secret, so it is stored as is. */
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The token issued when this one was rotated; set together with revoked_at. */
    replacedBy: uuid('replaced_by'),
  },
  (table) => [
    index('refresh_tokens_user_idx').on(table.userId),
    index('refresh_tokens_family_idx').on(table.familyId),
  ],
);

/**
 * Fixed-window counters for rate limits (plugins/rate-limit.ts), shared by every server
 * instance. A window starts at a key's first hit; expired rows are swept periodically.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_window_idx').on(table.windowEndsAt)],
);

/** One line per product and personalisation text; the same text adds to the line. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** Normalised text (trimmed, single spaces); empty when the line has none. */
    personalization: text('personalization').notNull().default(''),
    /** A gift card line's recipient, chosen when adding it (issue 31); null: none chosen. */
    giftCardRecipient: jsonb('gift_card_recipient').$type<GiftCardRecipient>(),
    /** The customer's photo on the gift and where it sits (issue 29); null: none. */
    photo: jsonb('photo').$type<LinePhotoRef>(),
    /** The chosen combination of a product with options (ADR 0080); null for one without. */
    variantId: integer('variant_id').references(() => productVariants.id, {
      onDelete: 'cascade',
    }),
    ...timestamps,
  },
  (table) => [
    check('cart_items_quantity_range', sql`${table.quantity} between 1 and 10`),
    // Concurrent identical adds end as one line: the add is an upsert on this key.
    uniqueIndex('cart_items_line_idx').on(
      table.userId,
      table.productId,
      sql`coalesce(${table.variantId}, 0)`,
      table.personalization,
      // Two photos on one product are two lines.
      sql`coalesce(${table.photo}->>'upload_id', '')`,
    ),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: orderStatusEnum('status').notNull().default('pending'),
    totalAmount: cents('total_cents').notNull(),
    currency: text('currency').notNull().default('eur'),
    /** The customer's language when ordering: mails about this order use it. */
    language: text('language').notNull().default('en'),
    email: text('email').notNull(),
    checkoutSessionId: text('checkout_session_id').unique(),
    paymentIntentId: text('payment_intent_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippingName: text('shipping_name'),
    shippingAddress1: text('shipping_address_1'),
    shippingAddress2: text('shipping_address_2'),
    shippingPostalCode: text('shipping_postal_code'),
    shippingCity: text('shipping_city'),
    shippingCountry: text('shipping_country'),
    /**
     * Whose VAT the order owes (ADR 0093): Belgium's, or with the One-Stop Shop on the
     * consumer's delivery country when ordered. Its lines keep the rates; this gives the rate
     * of what has no line of its own (delivery of gift cards only).
     */
    vatCountry: text('vat_country').$type<VatCountry>().notNull().default('BE'),
    /**
     * How the order is taxed (ADR 0094): under `reverse-charge` its lines, wrapping and
     * delivery were sold without Belgian VAT, at 0 %, and its documents say so.
     */
    vatTreatment: text('vat_treatment').$type<VatTreatment>().notNull().default('domestic'),
    trackingNumber: text('tracking_number'),
    /** Who carries the parcel (contracts' CARRIERS): with the number, the customer's tracking link. */
    carrier: text('carrier').$type<Carrier>(),
    /** When the customer accepted the terms on the payment page (known once the order is paid). */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /** Which terms they accepted: TERMS_VERSION when the payment page was opened. */
    termsVersion: text('terms_version'),
    /**
     * The buyer as the payment page's billing details name them (Stripe's customer_details:
     * the payer's name and billing address), which the invoice is made out to (ADR 0048); null
     * before payment, for an order no payment page was opened for, and for older orders.
     */
    billing: jsonb('billing').$type<OrderBilling>(),
    /** The company the customer asked the invoice to be made out to; null: to the customer. */
    invoiceCompany: jsonb('invoice_company').$type<CompanyInvoice>(),
    /**
     * What VIES answered about the company's VAT number at checkout (ADR 0098): valid with its
     * consultation number (the proof for the tax office), or unverified for staff to check;
     * null without a company invoice and for orders from before the check.
     */
    vatNumberCheck: jsonb('vat_number_check').$type<VatNumberCheck>(),
    /** The cart's gift choice at checkout (ADR 0037): sent to someone else, with a message. */
    isGift: boolean('is_gift').notNull().default(false),
    /** Free text (ADR 0018, multi-line, up to 300 graphemes); empty when none. */
    giftMessage: text('gift_message').notNull().default(''),
    /** The wrapping's price as charged (VAT included); null when not wrapped. */
    giftWrappingPrice: cents('gift_wrapping_price_cents'),
    /** The VAT rate the wrapping's price includes; null when not wrapped. */
    giftWrappingVatRate: vatRatePercent('gift_wrapping_vat_rate'),
    /** The discount code applied (issue 17, ADR 0040), as typed in normalised; null: none. */
    discountCode: text('discount_code'),
    discountCodeId: integer('discount_code_id').references(() => discountCodes.id, {
      onDelete: 'restrict',
    }),
    /** What the discount took off the product lines (VAT included); spread over order_items. */
    discountTotal: cents('discount_total_cents')
      .notNull()
      .default(sql`0`),
    /** What gift cards paid (their `redeemed` ledger rows carry this order's id). */
    giftCardTotal: cents('gift_card_total_cents')
      .notNull()
      .default(sql`0`),
    /** How it was paid, as the provider charged it (ADR 0050); null until paid. */
    paymentMethod: jsonb('payment_method').$type<PaymentMethod>(),
    /** The delivery method's code as chosen (issue 27); null for orders before delivery methods. */
    deliveryMethod: text('delivery_method'),
    deliveryKind: text('delivery_kind').$type<DeliveryKind>(),
    /** What delivery was charged, VAT included (its VAT follows the goods, ADR 0076). */
    deliveryPrice: cents('delivery_price_cents')
      .notNull()
      .default(sql`0`),
    /** The pick-up point as the carrier named it when ordered: the order's delivery address. */
    deliveryPickupPoint: jsonb('delivery_pickup_point').$type<DeliveryPickupPointSnapshot>(),
    ...timestamps,
  },
  (table) => [
    check('orders_total_not_negative', sql`${table.totalAmount} >= 0`),
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    index('orders_status_idx').on(table.status),
  ],
);

/** A snapshot of what was bought: later product edits never change an order. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'restrict' }),
    productName: text('product_name').notNull(),
    unitPrice: cents('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    personalization: text('personalization').notNull().default(''),
    /** The variant sold (ADR 0080); null for a product without options. */
    variantId: integer('variant_id').references(() => productVariants.id, {
      onDelete: 'set null',
    }),
    /** The variant as sold: its SKU and option values, kept when staff change the variant. */
    variantSku: text('variant_sku'),
    variantOptions: jsonb('variant_options').$type<SoldVariantOption[]>(),
    /** The VAT rate the line was sold at, in percent (21, 5.5): a later rate never changes it. */
    vatRate: vatRatePercent('vat_rate').notNull().default(21),
    /** Whether the consumer may withdraw from this line (none for goods made to specification, art. 16(c)). */
    withdrawalRight: boolean('withdrawal_right').notNull().default(true),
    /** This line's share of the order's discount (ADR 0040); the line is sold for total − this. */
    discountAmount: cents('discount_cents')
      .notNull()
      .default(sql`0`),
    /** The cart line's gift card recipient, given to each card when the order is paid (issue 31). */
    giftCardRecipient: jsonb('gift_card_recipient').$type<GiftCardRecipient>(),
    /** The photo printed on this line and where (issue 29); the upload is kept for production. */
    photo: jsonb('photo').$type<LinePhotoRef>(),
  },
  (table) => [
    check('order_items_quantity_positive', sql`${table.quantity} > 0`),
    check('order_items_vat_rate_percent', sql`${table.vatRate} >= 0 and ${table.vatRate} < 100`),
    index('order_items_order_idx').on(table.orderId),
    index('order_items_product_idx').on(table.productId),
  ],
);

/** Every status change of an order: when, from, to and why. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: orderStatusEnum('from_status'),
    toStatus: orderStatusEnum('to_status').notNull(),
    /** What happened, in the shop's own words, or what the customer was told: theirs to export. */
    reason: text('reason').notNull().default(''),
    /**
     * The shop's own reasons as a code and its values (ADR 0069), said in the reader's language
     * (`i18n/history-reasons.ts`); null for rows written before, which read `reason`.
     */
    reasonCode: text('reason_code'),
    reasonValues: jsonb('reason_values').$type<HistoryReasonValues>(),
    /**
     * What staff typed for the case (a refund's reason): an internal note, shown to staff with
     * the reason, left out of the customer's own export (ADR 0049). Empty when none.
     */
    staffNote: text('staff_note').notNull().default(''),
    /** The staff member who made the change; null for the customer or the system. */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_status_history_order_idx').on(table.orderId, table.createdAt)],
);

/**
 * Money given back on a paid order, one row per refund at the payment provider: whole (a staff
 * cancel) or in part (withdrawn lines). Accounting records: never deleted with the order.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /**
     * The provider's refund id ("re_..."): one record per refund. A refund given back wholly to
     * gift cards has the shop's own reference ("giftcard_refund_..."), as a card-paid order has
     * in place of a session id (ADR 0040, 0044).
     */
    providerRefundId: text('provider_refund_id').notNull().unique(),
    /** The whole amount refunded: to the gift cards that paid the order and at the provider. */
    amountCents: integer('amount_cents').notNull(),
    /** The part of `amount_cents` given back to gift cards (`refunded` ledger rows, ADR 0044). */
    giftCardCents: integer('gift_card_cents').notNull().default(0),
    reason: text('reason').notNull().default(''),
    /** The staff member who refunded; null for the system. */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('order_refunds_amount_positive', sql`${table.amountCents} > 0`),
    check(
      'order_refunds_gift_card_part',
      sql`${table.giftCardCents} >= 0 and ${table.giftCardCents} <= ${table.amountCents}`,
    ),
    index('order_refunds_order_idx').on(table.orderId),
  ],
);

/** Which units of which order lines a refund gave back, and for how much. */
export const orderRefundItems = pgTable(
  'order_refund_items',
  {
    refundId: integer('refund_id')
      .notNull()
      .references(() => orderRefunds.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Whether staff put these units back on the shelf (a later cancel does not again). */
    restocked: boolean('restocked').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.refundId, table.orderItemId] }),
    check('order_refund_items_quantity_positive', sql`${table.quantity} > 0`),
    check('order_refund_items_amount_not_negative', sql`${table.amountCents} >= 0`),
    index('order_refund_items_item_idx').on(table.orderItemId),
  ],
);

/**
 * A consumer's withdrawal from (part of) a paid order (Directive 2011/83/EU art. 11a), as the
 * shop received it: when, why (optional) and by when the refund is due (art. 13(1)). A legal
 * record: never deleted with the order.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    reason: text('reason').notNull().default(''),
    /** The name the statement gave (art. 11a(2)(a), free text); empty when none was asked. */
    statementName: text('statement_name').notNull().default(''),
    /** Where the acknowledgement went, when not the order's address (art. 11a(2)(c)). */
    acknowledgementEmail: text('acknowledgement_email'),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }).notNull().defaultNow(),
    refundDueAt: timestamp('refund_due_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('withdrawals_order_idx').on(table.orderId),
    index('withdrawals_withdrawn_idx').on(table.withdrawnAt),
  ],
);

/** The units of each order line a withdrawal covers. */
export const withdrawalItems = pgTable(
  'withdrawal_items',
  {
    withdrawalId: integer('withdrawal_id')
      .notNull()
      .references(() => withdrawals.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.withdrawalId, table.orderItemId] }),
    check('withdrawal_items_quantity_positive', sql`${table.quantity} > 0`),
    index('withdrawal_items_item_idx').on(table.orderItemId),
  ],
);

/**
 * The last number given in each gap-free series per calendar year (Europe/Brussels): invoices
 * and credit notes. Taken with an upsert that locks the row until the issuing transaction
 * ends, so a rollback gives the number back (a PostgreSQL sequence would leave a gap).
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.year] })],
);

/**
 * An order's invoice, issued once when it is paid and never changed: what it states is kept
 * as issued (seller and customer as they were), and its PDF as bytes once made.
 */
export const invoices = pgTable('invoices', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'restrict' }),
  /** "2026-000123": the year and the sequence within it. */
  number: text('number').notNull().unique(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  /** The date of supply: the payment's (the goods are paid for in full before shipping). */
  supplyDate: date('supply_date', { mode: 'string' }).notNull(),
  language: text('language').notNull(),
  seller: jsonb('seller').$type<DocumentSeller>().notNull(),
  customer: jsonb('customer').$type<DocumentCustomer>().notNull(),
  lines: jsonb('lines').$type<DocumentLine[]>().notNull(),
  vatBreakdown: jsonb('vat_breakdown').$type<VatBreakdownLine[]>().notNull(),
  totalCents: integer('total_cents').notNull(),
  paymentMethod: text('payment_method').notNull(),
  /** The method as charged (brand and last digits of a card); null on invoices issued before. */
  paymentMethodDetails: jsonb('payment_method_details').$type<PaymentMethod>(),
  paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  /** Made right after the issuing transaction (a job), then served as stored. */
  pdf: bytea('pdf'),
});

/** A refund's credit note, issued with the refund record and never changed. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    refundId: integer('refund_id')
      .notNull()
      .unique()
      .references(() => orderRefunds.id, { onDelete: 'restrict' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** "CN-2026-000007". */
    number: text('number').notNull().unique(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    language: text('language').notNull(),
    seller: jsonb('seller').$type<DocumentSeller>().notNull(),
    customer: jsonb('customer').$type<DocumentCustomer>().notNull(),
    lines: jsonb('lines').$type<DocumentLine[]>().notNull(),
    vatBreakdown: jsonb('vat_breakdown').$type<VatBreakdownLine[]>().notNull(),
    /** What is credited, a positive amount. */
    totalCents: integer('total_cents').notNull(),
    reason: text('reason').notNull().default(''),
    pdf: bytea('pdf'),
  },
  (table) => [index('credit_notes_order_idx').on(table.orderId)],
);

/**
 * A Belgian company's invoice or credit note as a Peppol e-invoice on its way (ADR 0087):
 * `waiting` to be handed in (by the access point when one is configured, else by staff or the
 * accountant), `sent` by the access point, `handed_in` by hand. `last_error` says why the
 * access point refused it (it is tried again).
 */
export const eInvoiceDeliveries = pgTable(
  'e_invoice_deliveries',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    creditNoteId: integer('credit_note_id').references(() => creditNotes.id, {
      onDelete: 'restrict',
    }),
    /** The document's number, "2026-000042" or "CN-2026-000007". */
    number: text('number').notNull().unique(),
    state: text('state', { enum: ['waiting', 'sent', 'handed_in'] })
      .notNull()
      .default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The access point's reference of the transmission. */
    reference: text('reference'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    handedInBy: integer('handed_in_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('e_invoice_deliveries_waiting_idx').on(table.state, table.id),
    check('e_invoice_deliveries_state', sql`${table.state} in ('waiting', 'sent', 'handed_in')`),
    check(
      'e_invoice_deliveries_one_document',
      sql`(${table.invoiceId} is null) <> (${table.creditNoteId} is null)`,
    ),
  ],
);

/**
 * The carrier's label of a parcel staff created through the carrier seam (issue 27): kept here,
 * private to staff, so it prints again beside the packing slip whatever the carrier service
 * keeps.
 */
export const shippingLabels = pgTable('shipping_labels', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  /** The carrier service's parcel id. */
  parcelId: text('parcel_id').notNull(),
  pdf: bytea('pdf').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Payment provider events already handled, so a repeated delivery is a no-op. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every change staff make in the admin panel: who, what, when, before and after. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A short verb: created, updated, deleted, archived, status_changed, refunded, ... */
    action: text('action').notNull(),
    /** The kind of record: product, category, order, user, ... */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('admin_audit_log_entity_idx').on(table.entity, table.entityId),
    index('admin_audit_log_created_idx').on(table.createdAt),
  ],
);

/**
 * Every mail the shop sends, kept whether or not SMTP is configured: without MAIL_URL this
 * is the outbox staff read in the admin panel; with it, the delivery record (status,
 * attempts, last error) of a pg-boss job that retries with backoff.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** What kind of mail and what about, e.g. order-confirmation:42; unique so a mail is made once. */
    dedupeKey: text('dedupe_key').notNull().unique(),
    template: text('template').notNull(),
    language: text('language').notNull().default('en'),
    toAddress: text('to_address').notNull(),
    /** Where a reply goes, e.g. the sender of a contact message; null = the shop's From. */
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** queued, sent (over SMTP), stored (no SMTP configured: kept in the outbox), failed. */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    /**
     * Single-use secrets in the mail (a reset or confirmation token): once SMTP has taken the
     * mail they are replaced in html and text and this is emptied, so nobody reading the
     * outbox can use the link. Kept while no SMTP is configured (the outbox is the mailbox).
     */
    secrets: text('secrets').array(),
    /** Documents attached when the mail is sent (read then, e.g. the invoice's PDF). */
    attachments: jsonb('attachments').$type<MailAttachmentRef[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('mail_outbox_status_idx').on(table.status, table.createdAt)],
);

/**
 * Password reset links. Only a SHA-256 of the token is kept, so a leaked table cannot reset
 * anyone's password; a row is used once (used_at) and expires an hour after it was made.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);

/**
 * A pending change of a user's e-mail address (issue 14, ADR 0020): the new address takes
 * effect when the link mailed to it is followed. Only a SHA-256 of the link's token is kept.
 */
export const emailChangeTokens = pgTable(
  'email_change_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('email_change_tokens_user_idx').on(table.userId)],
);

/**
 * A mailed link that opens one order's withdrawal step without a sign-in (ADR 0047): asked
 * for with the order's number and e-mail address, it goes to that address. Only a SHA-256 of
 * its token is kept; it expires, and a withdrawal made with it spends it. It signs nobody in.
 */
export const withdrawalLinks = pgTable(
  'withdrawal_links',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('withdrawal_links_order_idx').on(table.orderId)],
);

/** Messages sent through the contact form: kept first, then mailed to the shop. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    language: text('language').notNull().default('en'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);

/**
 * 'Notify When Available' subscriptions. One open subscription per person (lower-cased e-mail)
 * and product; notifying closes it (notified_at), unsubscribing closes it too.
 */
export const backInStockSubscriptions = pgTable(
  'back_in_stock_subscriptions',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The sold-out variant asked about (ADR 0080); null: the product itself. */
    variantId: integer('variant_id').references(() => productVariants.id, {
      onDelete: 'cascade',
    }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    language: text('language').notNull().default('en'),
    /** The secret in the mail's unsubscribe link. */
    unsubscribeToken: uuid('unsubscribe_token').notNull().defaultRandom().unique(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** Staff marked it handled in the admin panel. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('back_in_stock_open_idx')
      .on(table.productId, sql`coalesce(${table.variantId}, 0)`, sql`lower(${table.email})`)
      .where(sql`${table.notifiedAt} is null and ${table.unsubscribedAt} is null`),
  ],
);

/**
 * The shop's settings staff change in the admin panel (the environment holds only what needs a
 * restart). One row, id 1, made by the migration.
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: smallint('id').primaryKey().default(1),
    /** What gift wrapping costs, VAT included (ADR 0037). */
    giftWrappingPrice: cents('gift_wrapping_price_cents')
      .notNull()
      .default(sql`350`),
    /** The workshop where customers collect orders (issue 27), one line per address line. */
    workshopAddress: text('workshop_address').notNull().default(''),
    /** The workshop's opening hours per language, as staff write them. */
    workshopHours: jsonb('workshop_hours')
      .$type<Record<Language, string>>()
      .notNull()
      .default(sql`'{"en":"","nl":"","fr":""}'::jsonb`),
    /**
     * One-Stop Shop (ADR 0093): on, a consumer in another EU country pays that country's VAT
     * (inside the same gross price); off, Belgian VAT everywhere.
     */
    ossEnabled: boolean('oss_enabled').notNull().default(false),
    /** How long an order's photos are kept after delivery, for a reprint (ADR 0097). */
    orderPhotoRetentionDays: integer('order_photo_retention_days').notNull().default(365),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('shop_settings_one_row', sql`${table.id} = 1`),
    check('shop_settings_gift_wrapping_price_not_negative', sql`${table.giftWrappingPrice} >= 0`),
  ],
);

/** The cart's gift choice (one per account, beside its lines): PUT /api/cart/gift/. */
export const cartGiftOptions = pgTable('cart_gift_options', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  isGift: boolean('is_gift').notNull().default(false),
  /** Free text (ADR 0018, multi-line, up to 300 graphemes); empty when none. */
  message: text('message').notNull().default(''),
  wrapping: boolean('wrapping').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every price a product was charged at and from when (ADR 0037, art. 6a Directive 98/6/EC): a
 * row whenever the charged price changes (created, edited, a sale starting or ending). A row
 * runs until the next one; a sale's known end is written ahead, dated when it ends.
 */
export const productPriceHistory = pgTable(
  'product_price_history',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    price: cents('price_cents').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** created, edited, sale_started, sale_changed, sale_ended. */
    reason: text('reason').notNull(),
  },
  (table) => [index('product_price_history_product_idx').on(table.productId, table.startedAt)],
);

/**
 * A money gift card (ADR 0039): issued when an order buying a gift card product is paid, one
 * card per unit. Its balance is the sum of its ledger rows; this row never holds a balance.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    /** Normalised (`normaliseCode`): 16 symbols, shown as XXXX-XXXX-XXXX-XXXX. */
    code: text('code').notNull().unique(),
    /** The value written on the card, VAT-free (a multi-purpose voucher). */
    initialValue: cents('initial_value_cents').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** After this moment the card pays for nothing (GIFT_CARD_VALIDITY_MONTHS from issue). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The order that bought it; null for a card staff issued by hand. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    orderItemId: integer('order_item_id').references(() => orderItems.id, {
      onDelete: 'restrict',
    }),
    /** Who bought it (My account lists these); null once that account is erased. */
    buyerUserId: integer('buyer_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The language its mail and PDF are written in. */
    language: text('language').notNull().default('en'),
    /** Where the buyer asked it to be sent, with their message, and when; null: to the buyer. */
    recipientEmail: text('recipient_email'),
    recipientName: text('recipient_name').notNull().default(''),
    /** Free text (ADR 0018, multi-line, up to 300 graphemes); empty when none. */
    recipientMessage: text('recipient_message').notNull().default(''),
    sendAt: timestamp('send_at', { withTimezone: true }),
    /** When its mail to the recipient was queued. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Set with the `voided` ledger row; a voided card pays for nothing. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (table) => [
    check('gift_cards_initial_value_positive', sql`${table.initialValue} > 0`),
    index('gift_cards_buyer_idx').on(table.buyerUserId),
    index('gift_cards_order_idx').on(table.orderId),
  ],
);

/**
 * Every movement of a gift card's balance (ADR 0039), never updated or deleted: `issued`
 * +value, `redeemed` −amount (an order paid with it), `refunded` +amount (that order cancelled
 * or refunded), `voided` −balance (staff). The balance is the sum of `amount`.
 */
export const giftCardLedger = pgTable(
  'gift_card_ledger',
  {
    id: serial('id').primaryKey(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<GiftCardLedgerKind>().notNull(),
    /** Signed cents: positive adds to the balance, negative takes from it. */
    amountCents: integer('amount_cents').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    /** The staff member for `voided` (and hand-made entries); null for the shop's own moves. */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull().default(''),
    /** As on the order's history (ADR 0069); null for rows written before and staff's words. */
    reasonCode: text('reason_code'),
    reasonValues: jsonb('reason_values').$type<HistoryReasonValues>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'gift_card_ledger_kind_sign',
      sql`(${table.kind} in ('issued', 'refunded') and ${table.amountCents} > 0) or (${table.kind} in ('redeemed', 'voided') and ${table.amountCents} <= 0)`,
    ),
    index('gift_card_ledger_card_idx').on(table.giftCardId, table.createdAt),
    index('gift_card_ledger_order_idx').on(table.orderId),
  ],
);

/**
 * Discount codes staff create (issue 17, ADR 0040): a percentage or an amount off the product
 * lines. `redemptions_reserved` counts the pending and paid orders holding the code (taken by a
 * conditional update at checkout start, so the last redemption goes to one order only);
 * `redemptions_used` the paid ones.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    /** Normalised (`normaliseCode`): upper case, no spaces or dashes. */
    code: text('code').notNull().unique(),
    /** 'percent', 'amount' or 'free_delivery' (issue 27: delivery is then free, nothing else). */
    kind: text('kind').$type<'percent' | 'amount' | 'free_delivery'>().notNull(),
    /** The whole percent off (1 to 100) for 'percent'; null for 'amount'. */
    percentOff: smallint('percent_off'),
    /** What an 'amount' code takes off; null for 'percent'. */
    amountOff: cents('amount_off_cents'),
    minSubtotal: cents('min_subtotal_cents'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    maxRedemptions: integer('max_redemptions'),
    oncePerCustomer: boolean('once_per_customer').notNull().default(false),
    active: boolean('active').notNull().default(true),
    redemptionsReserved: integer('redemptions_reserved').notNull().default(0),
    redemptionsUsed: integer('redemptions_used').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    check('discount_codes_kind', sql`${table.kind} in ('percent', 'amount', 'free_delivery')`),
    check(
      'discount_codes_value_by_kind',
      sql`(${table.kind} = 'percent' and ${table.percentOff} between 1 and 100 and ${table.amountOff} is null) or (${table.kind} = 'amount' and ${table.amountOff} > 0 and ${table.percentOff} is null) or (${table.kind} = 'free_delivery' and ${table.percentOff} is null and ${table.amountOff} is null)`,
    ),
    check(
      'discount_codes_reserved_within_max',
      sql`${table.redemptionsReserved} >= 0 and (${table.maxRedemptions} is null or ${table.redemptionsReserved} <= ${table.maxRedemptions})`,
    ),
    check(
      'discount_codes_used_within_reserved',
      sql`${table.redemptionsUsed} >= 0 and ${table.redemptionsUsed} <= ${table.redemptionsReserved}`,
    ),
  ],
);

/**
 * The gift card and discount codes on an account's cart (issue 17, ADR 0040), in the order they
 * were added (gift cards pay in that order); normalised with `normaliseCode`.
 */
export const cartCodes = pgTable(
  'cart_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** 'discount' or 'gift_card'. */
    kind: text('kind').$type<'discount' | 'gift_card'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('cart_codes_kind', sql`${table.kind} in ('discount', 'gift_card')`),
    uniqueIndex('cart_codes_user_code_idx').on(table.userId, table.code),
  ],
);

/**
 * The delivery methods staff offer (issue 27, ADR 0075): home delivery, a pick-up point or
 * collection at the workshop, named in the three languages, with an estimate in Belgian working
 * days. What each costs is per country (`delivery_rates`).
 */
export const deliveryMethods = pgTable(
  'delivery_methods',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    kind: text('kind').$type<DeliveryKind>().notNull(),
    name: text('name').notNull(),
    nameNl: text('name_nl').notNull(),
    nameFr: text('name_fr').notNull(),
    estimateFromDays: smallint('estimate_from_days').notNull(),
    estimateToDays: smallint('estimate_to_days').notNull(),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    check('delivery_methods_kind', sql`${table.kind} in ('home', 'pickup_point', 'collection')`),
    check(
      'delivery_methods_estimate',
      sql`${table.estimateFromDays} >= 0 and ${table.estimateToDays} >= ${table.estimateFromDays}`,
    ),
  ],
);

/** A method's price in one delivery country, with its optional free-delivery threshold. */
export const deliveryRates = pgTable(
  'delivery_rates',
  {
    methodId: integer('method_id')
      .notNull()
      .references(() => deliveryMethods.id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    price: cents('price_cents').notNull(),
    /** Free from this products' subtotal after discount; null: never free. */
    freeFrom: cents('free_from_cents'),
  },
  (table) => [
    primaryKey({ columns: [table.methodId, table.country] }),
    check('delivery_rates_price_not_negative', sql`${table.price} >= 0`),
    check(
      'delivery_rates_free_from_positive',
      sql`${table.freeFrom} is null or ${table.freeFrom} > 0`,
    ),
  ],
);

/** The cart's delivery choice (one per account, beside its lines): PUT /api/cart/delivery/. */
export const cartDeliveries = pgTable('cart_deliveries', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  methodCode: text('method_code').notNull(),
  country: text('country').notNull(),
  /** The chosen pick-up point as the carrier answered it; null for other kinds. */
  pickupPoint: jsonb('pickup_point').$type<DeliveryPickupPointSnapshot>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A customer's photo (issue 29): the re-encoded original and its preview in the private
 * storage area (ADR 0082), read only by its owner and staff. Kept 30 days unless an order uses
 * it, then as long as the shop's setting says after delivery (ADR 0097).
 */
export const customerUploads = pgTable(
  'customer_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Storage keys in the private `uploads` area. */
    originalKey: text('original_key').notNull(),
    previewKey: text('preview_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Set when a paid or pending order took the photo: no longer deleted after 30 days. */
    orderedAt: timestamp('ordered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('customer_uploads_user_idx').on(table.userId)],
);
