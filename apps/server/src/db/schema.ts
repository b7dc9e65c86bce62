import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { AVAILABILITIES } from '@shop/contracts';

export const availabilityEnum = pgEnum('product_availability', AVAILABILITIES);

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
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    availability: availabilityEnum('availability').notNull().default('in_stock'),
    isAvailable: boolean('is_available').notNull().default(true),
    /** Path below the media folder, e.g. products/star-map.webp. */
    mainImagePath: text('main_image_path'),
    mainImageAlt: text('main_image_alt').notNull().default(''),
    mainImageAltFr: text('main_image_alt_fr').notNull().default(''),
    mainImageAltNl: text('main_image_alt_nl').notNull().default(''),
    ...timestamps,
  },
  (table) => [
    check('products_price_not_negative', sql`${table.price} >= 0`),
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
