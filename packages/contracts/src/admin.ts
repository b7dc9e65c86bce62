import { z } from 'zod';
import { carrierSchema } from './delivery.js';
import { deliveryKindSchema, type DeliveryKind } from './delivery-methods.js';
import {
  DEFAULT_VAT_CATEGORY,
  vatCategorySchema,
  vatNumberCheckSchema,
  vatRateSchema,
  VAT_TREATMENTS,
} from './vat.js';
import { PERSONALIZATION_MAX_LENGTH } from './cart.js';
import {
  availabilitySchema,
  DEFAULT_PERSONALIZATION_MAX_LENGTH,
  personalizationModeSchema,
  priceSchema,
} from './catalog.js';
import { moneyFromCents, moneyToApi, tryParseMoney } from './money.js';
import { giftCardStatusSchema } from './gift-cards.js';
import { plainTextSchema } from './text.js';
import {
  companyInvoiceDetailsSchema,
  orderCodesShape,
  orderDocumentsShape,
  orderStatusSchema,
} from './orders.js';
import { languageSchema } from './i18n.js';
import {
  ORDER_PHOTO_RETENTION_MAX_DAYS,
  ORDER_PHOTO_RETENTION_MIN_DAYS,
} from './photo-retention.js';
import { orderGiftSchema } from './gift.js';
import { orderLineUnitsSchema } from './withdrawal.js';
import { paymentMethodSchema } from './payment-methods.js';
import {
  adminOrderLinePhotoSchema,
  adminProductPhotoInputSchema,
  photoModeSchema,
  printAreaSchema,
} from './photo.js';

/** The highest price `products.price` (numeric(10, 2)) holds: 999,999.99 euros. */
const MAX_PRODUCT_PRICE = moneyFromCents(99_999_999);

/*
 * The admin API under /api/admin/, shaped for react-admin's simple REST data provider:
 * a list answers an array with a `Content-Range: <resource> <from>-<to>/<total>` header and
 * takes `sort=["field","ASC"]`, `range=[0,24]` and `filter={...}` as JSON in the query.
 * Only users who are both staff and superuser may call it.
 */

export { isShopAdmin } from './roles.js';

/** Upload limits for product pictures; the content decides the type, not the file name. */
export const ADMIN_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const ADMIN_IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const;
/**
 * At most this many pixels (40 megapixels, a high-end camera's photo): decoding takes about
 * 4 bytes a pixel, so the header's size is checked before a single pixel is decoded.
 */
export const ADMIN_IMAGE_MAX_PIXELS = 40_000_000;

export const ADMIN_LIST_MAX_PAGE = 500;

function jsonQueryParameter<T extends z.ZodType>(schema: T) {
  return z
    .string()
    .optional()
    .transform((text, context) => {
      if (text === undefined || text === '') return undefined;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'jsonInvalid' });
        return z.NEVER;
      }
    })
    .pipe(schema.optional());
}

/** `sort`, `range` and `filter` as react-admin's simple REST data provider sends them. */
export const adminListQuerySchema = z.object({
  sort: jsonQueryParameter(z.tuple([z.string().min(1).max(60), z.enum(['ASC', 'DESC'])])),
  range: jsonQueryParameter(
    z
      .tuple([z.number().int().min(0), z.number().int().min(0)])
      .refine(([from, to]) => to >= from && to - from < ADMIN_LIST_MAX_PAGE, {
        message: 'listRangeInvalid',
        params: { max: ADMIN_LIST_MAX_PAGE },
      }),
  ),
  filter: jsonQueryParameter(z.record(z.string(), z.unknown())),
});
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;

/** Ids are PostgreSQL `integer`s: a larger number names no record and must not reach SQL. */
const MAX_RECORD_ID = 2_147_483_647;

export const adminIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(MAX_RECORD_ID, 'recordUnknown'),
});

/* ------------------------------------------------------------------ products */

/** A slug as it appears in URLs: lower-case words joined by single hyphens. */
export const slugSchema = z
  .string()
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slugInvalid');

/** Names and labels that end on the shop's pages, mails and packing slips: the free-text rule. */
const requiredText = (max: number) => plainTextSchema({ max, required: true });
function optionalText(max: number) {
  return plainTextSchema({ max }).default('');
}

/** A picture already uploaded through /api/admin/uploads/, by its path below the media folder. */
export const mediaPathSchema = z
  .string()
  .max(255)
  .regex(/^products\/[A-Za-z0-9][A-Za-z0-9._-]*$/, 'pictureUnknown')
  .refine((value) => !value.includes('..'), 'pictureUnknown');

export const adminImageSchema = z.object({
  path: mediaPathSchema,
  /** Read-only: where the picture is served. */
  url: z.string().optional(),
  alt: z.string(),
  alt_fr: z.string(),
  alt_nl: z.string(),
});
export type AdminImage = z.infer<typeof adminImageSchema>;

/** A picture as the admin sends it: alternative texts follow the free-text rule. */
export const adminImageInputSchema = adminImageSchema.extend({
  alt: optionalText(255),
  alt_fr: optionalText(255),
  alt_nl: optionalText(255),
});

/**
 * A price as react-admin's number input sends it (24.9) or as text ("24.90"). A number is read
 * through its shortest decimal form (`String(24.9)` is "24.9"), never multiplied as a float, so
 * 10.555 or 0.1 + 0.2 is refused rather than rounded.
 */
export const adminPriceInputSchema = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d+(\.\d{1,2})?$/, 'priceFormatInvalid'),
  ])
  .transform((value, context) => {
    const amount = tryParseMoney(typeof value === 'number' ? String(value) : value);
    if (amount === null) {
      context.addIssue({ code: 'custom', message: 'priceInvalidAmount' });
      return z.NEVER;
    }
    if (amount > MAX_PRODUCT_PRICE) {
      context.addIssue({ code: 'custom', message: 'priceTooHigh' });
      return z.NEVER;
    }
    return moneyToApi(amount);
  });

/* ------------------------------------------------------- options and variants */

/** At most this many options per product (ADR 0080). */
export const MAX_PRODUCT_OPTIONS = 3;

/** A text staff give in the three languages, each required (the storefront shows all three). */
const threeLanguages = (max: number) =>
  z.object({ en: requiredText(max), nl: requiredText(max), fr: requiredText(max) });

export const adminProductOptionSchema = z.object({
  name: threeLanguages(60),
  /** The values in their order; a variant names each by its English text. */
  values: z.array(threeLanguages(60)).min(1, 'optionValuesRequired').max(50),
});

/** One combination: its values by English text in the options' order, SKU, price, stock. */
export const adminProductVariantInputSchema = z.object({
  values: z.array(z.string().trim()).max(MAX_PRODUCT_OPTIONS),
  sku: z
    .string()
    .trim()
    .min(1, 'textRequired')
    .max(64)
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'skuInvalid'),
  /** Null: the product's price (and its sale). */
  price: adminPriceInputSchema.nullable().default(null),
  /** Null: made to order. */
  stock: z.number().int().min(0).max(1_000_000).nullable().default(null),
  /** A picture uploaded through /api/admin/uploads/; null: the product's main picture. */
  image: mediaPathSchema.nullable().default(null),
});

/**
 * PUT /api/admin/products/{id}/variants/: the product's options and the grid of its variants,
 * replaced as a whole. Values and variants that stay keep their ids (so carts and orders keep
 * pointing at them); a variant left out is removed (an order keeps it as sold).
 */
export const adminProductVariantsInputSchema = z.object({
  options: z.array(adminProductOptionSchema).max(MAX_PRODUCT_OPTIONS, 'tooManyOptions'),
  variants: z.array(adminProductVariantInputSchema).max(500),
});
export type AdminProductVariantsInput = z.input<typeof adminProductVariantsInputSchema>;

export const adminProductVariantsSchema = z.object({
  id: z.number().int(),
  options: z.array(
    z.object({
      name: z.object({ en: z.string(), nl: z.string(), fr: z.string() }),
      values: z.array(z.object({ en: z.string(), nl: z.string(), fr: z.string() })),
    }),
  ),
  variants: z.array(
    z.object({
      id: z.number().int(),
      values: z.array(z.string()),
      sku: z.string(),
      price: priceSchema.nullable(),
      stock: z.number().int().nullable(),
      image: z.string().nullable(),
      image_url: z.string().nullable(),
    }),
  ),
});
export type AdminProductVariants = z.infer<typeof adminProductVariantsSchema>;

export const adminProductInputSchema = z
  .object({
    name: requiredText(200),
    name_fr: optionalText(200),
    name_nl: optionalText(200),
    /** Empty or missing: made from the English name (and made unique). */
    slug: z.union([slugSchema, z.literal('')]).nullish(),
    description: z.string().max(50_000).default(''),
    description_fr: z.string().max(50_000).default(''),
    description_nl: z.string().max(50_000).default(''),
    price: adminPriceInputSchema,
    /** What the product is for VAT: the rate table gives its rate per country (ADR 0092). */
    vat_category: vatCategorySchema.default(DEFAULT_VAT_CATEGORY),
    category_id: z.number().int().positive().max(MAX_RECORD_ID, 'categoryUnknown'),
    availability: availabilitySchema.default('in_stock'),
    is_available: z.boolean().default(true),
    /** Units on hand; null (or missing) means made to order. */
    stock: z.number().int().min(0).max(1_000_000).nullish(),
    /** The dashboard warns once stock is at or below this (made-to-order products never). */
    low_stock_threshold: z.number().int().min(0).max(1_000_000).default(5),
    personalization_mode: personalizationModeSchema.default('none'),
    personalization_label: optionalText(100),
    personalization_label_fr: optionalText(100),
    personalization_label_nl: optionalText(100),
    personalization_max_length: z
      .number()
      .int()
      .min(1)
      .max(PERSONALIZATION_MAX_LENGTH)
      .default(DEFAULT_PERSONALIZATION_MAX_LENGTH),
    main_image: adminImageInputSchema.nullish(),
    /** The carousel, in this order. */
    images: z.array(adminImageInputSchema).max(20).default([]),
    /** Archived products stay for their orders but leave the shop; false brings one back. */
    archived: z.boolean().optional(),
    /** A reduced price, charged instead of `price` until `sale_ends_at` (ADR 0037); null: none. */
    sale_price: adminPriceInputSchema.nullish(),
    /** When the sale ends (ISO date-time); null: until staff end it. */
    sale_ends_at: z.iso.datetime({ offset: true }).nullish(),
    /**
     * A money gift card (ADR 0039): paying for it issues a card worth its price. A
     * multi-purpose voucher, so its VAT category must be `zero`. Workshop vouchers are not.
     */
    is_gift_card: z.boolean().default(false),
    /**
     * Whether a line with a personalisation text has no right of withdrawal: the text makes the
     * goods to the customer's specifications (an engraving), art. 16(c); a message on a card
     * does not. Missing: yes, except for a money gift card (ADR 0046).
     */
    personalization_removes_withdrawal: z.boolean().optional(),
    /** Whether the product takes a customer's photo, its minimum pixels and printable area. */
    ...adminProductPhotoInputSchema.shape,
  })
  .superRefine((input, context) => {
    if (input.is_gift_card && input.vat_category !== 'zero') {
      context.addIssue({ code: 'custom', path: ['vat_category'], message: 'giftCardVatRate' });
    }
    if (input.sale_price === null || input.sale_price === undefined) return;
    const sale = tryParseMoney(input.sale_price);
    const regular = tryParseMoney(input.price);
    if (sale === null || sale <= 0) {
      context.addIssue({
        code: 'custom',
        path: ['sale_price'],
        message: 'salePriceNotPositive',
      });
    } else if (regular !== null && sale >= regular) {
      context.addIssue({
        code: 'custom',
        path: ['sale_price'],
        message: 'salePriceNotBelowPrice',
      });
    }
  });
export type AdminProductInput = z.input<typeof adminProductInputSchema>;

export const adminProductSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  name_fr: z.string(),
  name_nl: z.string(),
  description: z.string(),
  description_fr: z.string(),
  description_nl: z.string(),
  price: priceSchema,
  vat_category: vatCategorySchema,
  /** The Belgian rate of its category in percent, what the shown price includes in Belgium. */
  vat_rate: vatRateSchema,
  category_id: z.number().int(),
  availability: availabilitySchema,
  is_available: z.boolean(),
  stock: z.number().int().nullable(),
  low_stock_threshold: z.number().int(),
  personalization_mode: personalizationModeSchema,
  personalization_label: z.string(),
  personalization_label_fr: z.string(),
  personalization_label_nl: z.string(),
  personalization_max_length: z.number().int(),
  main_image: adminImageSchema.extend({ url: z.string() }).nullable(),
  images: z.array(adminImageSchema.extend({ url: z.string() })),
  archived: z.boolean(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  sale_price: priceSchema.nullable(),
  sale_ends_at: z.string().nullable(),
  is_gift_card: z.boolean(),
  personalization_removes_withdrawal: z.boolean(),
  photo_mode: photoModeSchema,
  photo_min_width: z.number().int(),
  photo_min_height: z.number().int(),
  photo_print_area: printAreaSchema.nullable(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminUploadSchema = z.object({
  path: mediaPathSchema,
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type AdminUpload = z.infer<typeof adminUploadSchema>;

/* ---------------------------------------------------------------- categories */

export const adminCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  name_fr: z.string(),
  name_nl: z.string(),
  position: z.number().int(),
  product_count: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

/**
 * Editing changes names and order only: the slug stays, so links to the category keep working.
 * (The storefront's category filter knows a fixed set of slugs, CATEGORY_SLUGS; a category
 * created here holds products that show under 'All' until the storefront lists it too.)
 */
export const adminCategoryInputSchema = z.object({
  name: requiredText(100),
  name_fr: optionalText(100),
  name_nl: optionalText(100),
  position: z.number().int().min(0).max(10_000),
});
export type AdminCategoryInput = z.input<typeof adminCategoryInputSchema>;

/** A new category: its slug is made from the English name (and made unique) when empty. */
export const adminCategoryCreateInputSchema = adminCategoryInputSchema.extend({
  slug: z.union([slugSchema, z.literal('')]).nullish(),
});
export type AdminCategoryCreateInput = z.input<typeof adminCategoryCreateInputSchema>;

/* ----------------------------------------------------------------- customers */

export const adminCustomerSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  phone_number: z.string(),
  language: z.string(),
  is_staff: z.boolean(),
  is_superuser: z.boolean(),
  order_count: z.number().int(),
  created_at: z.string(),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

export const adminCustomerOrderSchema = z.object({
  id: z.number().int(),
  status: orderStatusSchema,
  total_amount: priceSchema,
  paid_at: z.string().nullable(),
  created_at: z.string(),
});

export const adminCustomerDetailSchema = adminCustomerSchema.extend({
  orders: z.array(adminCustomerOrderSchema),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>;

/** Staff rights: both flags together open the admin panel. Nobody changes their own. */
export const adminCustomerInputSchema = z.object({
  is_staff: z.boolean(),
  is_superuser: z.boolean(),
});
export type AdminCustomerInput = z.infer<typeof adminCustomerInputSchema>;

/* ----------------------------------------------------------------- audit log */

export const adminAuditEntrySchema = z.object({
  id: z.number().int(),
  actor_user_id: z.number().int().nullable(),
  actor_email: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

/* ----------------------------------------------------------------- dashboard */

export const adminDashboardSchema = z.object({
  /** Paid orders waiting for the workshop: status processing. */
  orders_to_ship: z.number().int(),
  orders_today: z.number().int(),
  revenue_today: priceSchema,
  revenue_last_7_days: priceSchema,
  revenue_last_30_days: priceSchema,
  products_out_of_stock: z.number().int(),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

/** The periods the sales charts cover, in days ending today (Brussels). */
export const SALES_PERIODS = [30, 90] as const;
export const adminSalesQuerySchema = z.object({
  days: z
    .enum(SALES_PERIODS.map(String) as ['30', '90'], { message: 'salesDaysInvalid' })
    .default('30')
    .transform(Number),
  lang: languageSchema.default('en'),
});

/**
 * Sales per day (GET /api/admin/dashboard/sales/): what was paid that day less what was
 * refunded that day, VAT included, with the VAT in it stated apart; the best-selling products
 * of the period by units sold (refunded units not counted).
 */
export const adminSalesSchema = z.object({
  days: z.number().int(),
  per_day: z.array(
    z.object({
      /** The calendar day in Brussels, "2026-11-23". */
      date: z.string(),
      /** Orders paid that day. */
      orders: z.number().int(),
      /** Paid less refunded that day, VAT included; negative when refunds exceed sales. */
      revenue: z.string(),
      /** The VAT in `revenue`. */
      vat: z.string(),
      refunded: priceSchema,
    }),
  ),
  totals: z.object({
    orders: z.number().int(),
    /** Of those, orders sent as a gift (with a message or wrapping, to someone else). */
    gift_orders: z.number().int(),
    revenue: z.string(),
    vat: z.string(),
    refunded: priceSchema,
  }),
  best_sellers: z.array(
    z.object({
      product_id: z.number().int().nullable(),
      name: z.string(),
      quantity: z.number().int(),
      revenue: priceSchema,
    }),
  ),
});
export type AdminSales = z.infer<typeof adminSalesSchema>;

/** A customer's withdrawal (art. 11a), with its refund deadline (art. 13(1)). */
export const adminWithdrawalSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  user_id: z.number().int(),
  customer_email: z.string(),
  reason: z.string(),
  withdrawn_at: z.string(),
  refund_due_at: z.string(),
  /** Whole days until the deadline (negative once past); null once refunded. */
  days_left: z.number().int().nullable(),
  /** Every withdrawn unit refunded. */
  refunded: z.boolean(),
  /** What the withdrawn units are worth: what is to be refunded. */
  amount: priceSchema,
  items: z.array(
    z.object({
      id: z.number().int(),
      product_name: z.string(),
      quantity: z.number().int(),
      refunded_quantity: z.number().int(),
    }),
  ),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;

/** A list on the day's dashboard: the first entries and how many there are in all. */
const todayList = <T extends z.ZodType>(entry: T) =>
  z.object({ total: z.number().int(), entries: z.array(entry) });

/** The day's work (GET /api/admin/dashboard/today/): what staff should do, oldest first. */
export const adminTodaySchema = z.object({
  /** Paid orders to make and ship (status processing), oldest payment first. */
  orders_to_ship: todayList(
    z.object({
      id: z.number().int(),
      email: z.string(),
      shipping_name: z.string().nullable(),
      shipping_country: z.string().nullable(),
      /** A collection order is made ready for collection, never shipped (issue 27). */
      delivery_kind: deliveryKindSchema.nullable(),
      total_amount: priceSchema,
      created_at: z.string(),
      paid_at: z.string().nullable(),
      items: z.array(
        z.object({
          id: z.number().int(),
          product_name: z.string(),
          quantity: z.number().int(),
          personalization: z.string(),
        }),
      ),
    }),
  ),
  /** Withdrawals whose refund is still owed, the nearest deadline (art. 13(1)) first. */
  withdrawals_to_refund: todayList(adminWithdrawalSchema),
  /** Mails that failed for good and wait for "send again". */
  failed_mails: todayList(
    z.object({
      id: z.number().int(),
      to_address: z.string(),
      subject: z.string(),
      template: z.string(),
      last_error: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  /** Contact-form messages nobody marked handled yet, oldest first. */
  unhandled_messages: todayList(
    z.object({
      id: z.number().int(),
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      subject: z.string(),
      created_at: z.string(),
    }),
  ),
  /** Products on sale that are out of stock or at or below their low-stock threshold. */
  stock_alerts: todayList(
    z.object({
      id: z.number().int(),
      name: z.string(),
      stock: z.number().int().nullable(),
      low_stock_threshold: z.number().int(),
      out_of_stock: z.boolean(),
    }),
  ),
});
export type AdminToday = z.infer<typeof adminTodaySchema>;

/* -------------------------------------------------------------------- search */

export const ADMIN_SEARCH_LIMIT = 8;

export const adminSearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'searchRequired').max(100, 'searchTooLong'),
});

/** One search box for the whole admin: each kind's first matches, linking to the record. */
export const adminSearchResultsSchema = z.object({
  orders: z.array(
    z.object({
      id: z.number().int(),
      email: z.string(),
      status: orderStatusSchema,
      total_amount: priceSchema,
      created_at: z.string(),
    }),
  ),
  customers: z.array(z.object({ id: z.number().int(), username: z.string(), email: z.string() })),
  products: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      name_fr: z.string(),
      name_nl: z.string(),
      archived: z.boolean(),
    }),
  ),
  /** Money gift cards whose code ends with what was typed (4 symbols or more), code masked. */
  gift_cards: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      balance: priceSchema,
      status: giftCardStatusSchema,
    }),
  ),
});
export type AdminSearchResults = z.infer<typeof adminSearchResultsSchema>;

/* -------------------------------------------------------------------- orders */

type OrderMoves = Readonly<
  Record<z.infer<typeof orderStatusSchema>, readonly z.infer<typeof orderStatusSchema>[]>
>;

/**
 * What staff may do with an order that travels (home delivery, a pick-up point, or an order
 * from before delivery methods): processing -> shipped -> delivered, and pending or processing
 * -> cancelled (refunded in full when it was paid). Nothing else.
 */
const SHIPPED_ORDER_MOVES: OrderMoves = {
  pending: ['cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  ready_for_collection: [],
  collected: [],
  cancelled: [],
};

/**
 * An order the customer collects at the workshop (issue 27) is never shipped: processing ->
 * ready for collection (the customer is mailed) -> collected; pending or processing ->
 * cancelled.
 */
const COLLECTED_ORDER_MOVES: OrderMoves = {
  pending: ['cancelled'],
  processing: ['ready_for_collection', 'cancelled'],
  shipped: [],
  delivered: [],
  ready_for_collection: ['collected'],
  collected: [],
  cancelled: [],
};

/** The moves staff may make on an order delivered the way `kind` says (null: before methods). */
export function adminOrderTransitions(kind: DeliveryKind | null): OrderMoves {
  return kind === 'collection' ? COLLECTED_ORDER_MOVES : SHIPPED_ORDER_MOVES;
}

export const adminOrderSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  email: z.string(),
  status: orderStatusSchema,
  total_amount: priceSchema,
  currency: z.string(),
  items_count: z.number().int(),
  paid_at: z.string().nullable(),
  tracking_number: z.string().nullable(),
  carrier: carrierSchema.nullable(),
  /** How the customer chose to get it; null for orders from before delivery methods (shipped). */
  delivery_kind: deliveryKindSchema.nullable(),
  /** The carrier's public page for the parcel. */
  tracking_url: z.string().nullable(),
  /** Where the label made through the carrier service prints; null without one. */
  label_url: z.string().nullable(),
  /**
   * What VIES said of the company's VAT number at checkout (ADR 0098); null without a company
   * invoice. Unverified ones are for staff to check (the list filters on `vat_number_check`).
   */
  vat_number_check: vatNumberCheckSchema.nullable(),
  /**
   * How the order is taxed (ADR 0093, 0094): `reverse-charge` is invoiced at 0 % and belongs in
   * the intra-Community listing; `destination` owes the delivery country's VAT (OSS).
   */
  vat_treatment: z.enum(VAT_TREATMENTS),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const adminOrderDetailSchema = adminOrderSchema.extend({
  language: z.string(),
  customer_username: z.string().nullable(),
  checkout_session_id: z.string().nullable(),
  payment_intent_id: z.string().nullable(),
  /** How it was paid; null until paid. Shown through `paymentMethodInWords`. */
  payment_method: paymentMethodSchema.nullable(),
  shipping_address: z
    .object({
      name: z.string().nullable(),
      address_1: z.string().nullable(),
      address_2: z.string().nullable(),
      postal_code: z.string().nullable(),
      city: z.string().nullable(),
      country: z.string().nullable(),
    })
    .nullable(),
  items: z.array(
    z.object({
      id: z.number().int(),
      product_id: z.number().int().nullable(),
      product_name: z.string(),
      unit_price: priceSchema,
      quantity: z.number().int(),
      personalization: z.string(),
      withdrawal_right: z.boolean(),
      /** Units the customer withdrew from. */
      withdrawn_quantity: z.number().int(),
      /** Units refunded (withdrawn or not) and what they gave back. */
      refunded_quantity: z.number().int(),
      refunded_amount: priceSchema,
      /** The customer's photo: thumbnail, original and print-ready downloads (issue 29). */
      photo: adminOrderLinePhotoSchema.nullable().default(null),
    }),
  ),
  withdrawals: z.array(adminWithdrawalSchema),
  history: z.array(
    z.object({
      id: z.number().int(),
      from_status: orderStatusSchema.nullable(),
      to_status: orderStatusSchema,
      reason: z.string(),
      actor_email: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  allowed_statuses: z.array(orderStatusSchema),
  /** The company the invoice is made out to, when the customer asked for one. */
  company_invoice: companyInvoiceDetailsSchema.nullable(),
  ...orderDocumentsShape,
  /** The gift as paid for: its message goes on the packing slip. */
  gift: orderGiftSchema,
  ...orderCodesShape,
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/** A status change; a tracking number only goes with shipped. */
export const adminOrderInputSchema = z.object({
  status: orderStatusSchema,
  tracking_number: plainTextSchema({ max: 100 }).nullish(),
  /** Who carries the parcel, with the tracking number: the customer gets the carrier's link. */
  carrier: carrierSchema.nullish(),
});
export type AdminOrderInput = z.infer<typeof adminOrderInputSchema>;

/**
 * POST /api/admin/orders/{id}/refunds/: the price paid for these units goes back through the
 * payment provider; `restock` puts the units back on the shelf.
 */
export const adminRefundInputSchema = z.object({
  items: orderLineUnitsSchema,
  reason: requiredText(500),
  restock: z.boolean().default(false),
});
export type AdminRefundInput = z.infer<typeof adminRefundInputSchema>;

/* ---------------------------------------------------------- contact messages */

export const adminContactMessageSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  language: z.string(),
  handled: z.boolean(),
  handled_at: z.string().nullable(),
  handled_by: z.number().int().nullable(),
  handled_by_email: z.string().nullable(),
  created_at: z.string(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

/** Mark handled (true) or back to unhandled (false); the server records who and when. */
export const adminMarkHandledInputSchema = z.object({ handled: z.boolean() });
export type AdminMarkHandledInput = z.infer<typeof adminMarkHandledInputSchema>;

/* ------------------------------------------------ e-invoices (ADR 0087) */

/** waiting: to hand in; sent: by the access point; handed_in: by staff or the accountant. */
export const E_INVOICE_STATES = ['waiting', 'sent', 'handed_in'] as const;

/** A Belgian company's invoice or credit note as a Peppol e-invoice on its way. */
export const adminEInvoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: z.enum(['invoice', 'credit-note']),
  order_id: z.number().int(),
  buyer: z.string(),
  buyer_vat_number: z.string(),
  state: z.enum(E_INVOICE_STATES),
  /** Handed in, by the access point or by hand: what "Mark handled" changes. */
  handled: z.boolean(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  reference: z.string().nullable(),
  done_at: z.string().nullable(),
  handed_in_by_email: z.string().nullable(),
  created_at: z.string(),
  /** The UBL, as staff download it. */
  xml_url: z.string(),
});
export type AdminEInvoice = z.infer<typeof adminEInvoiceSchema>;

/* ------------------------------------------------ back-in-stock subscriptions */

/** open: waiting for the product; notified: the mail went out; unsubscribed: the person left. */
export const BACK_IN_STOCK_STATES = ['open', 'notified', 'unsubscribed'] as const;
export const backInStockStateSchema = z.enum(BACK_IN_STOCK_STATES);

export const adminBackInStockSubscriptionSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  user_id: z.number().int().nullable(),
  email: z.string(),
  language: z.string(),
  state: backInStockStateSchema,
  notified_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
  handled: z.boolean(),
  handled_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminBackInStockSubscription = z.infer<typeof adminBackInStockSubscriptionSchema>;

/* --------------------------------------------------------------- mail outbox */

/** queued: waiting for its delivery job; sent: over SMTP; stored: kept (no SMTP); failed: gave up. */
export const MAIL_STATUSES = ['queued', 'sent', 'stored', 'failed'] as const;
export const mailStatusSchema = z.enum(MAIL_STATUSES);

export const adminMailSchema = z.object({
  id: z.number().int(),
  template: z.string(),
  language: z.string(),
  to_address: z.string(),
  /** Where a reply goes (the sender of a contact message); null: the shop's From. */
  reply_to: z.string().nullable(),
  subject: z.string(),
  /** One of MAIL_STATUSES; read as text so a status added later never breaks the list. */
  status: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type AdminMail = z.infer<typeof adminMailSchema>;

/** One mail with what it says: the admin shows the HTML in a sandboxed frame, never inline. */
export const adminMailDetailSchema = adminMailSchema.extend({
  html: z.string(),
  text: z.string(),
});
export type AdminMailDetail = z.infer<typeof adminMailDetailSchema>;

/** PUT /api/admin/settings/1/: the settings staff change (issue 17). */
export const adminShopSettingsSchema = z.object({
  /** VAT included; 0 offers wrapping for free. */
  gift_wrapping_price: adminPriceInputSchema,
  /**
   * Where customers collect orders (issue 27), one address line per line, and its opening hours
   * per language as staff write them. Left out: unchanged.
   */
  workshop_address: plainTextSchema({ max: 300, multiline: true }).optional(),
  workshop_hours_en: plainTextSchema({ max: 300, multiline: true }).optional(),
  workshop_hours_nl: plainTextSchema({ max: 300, multiline: true }).optional(),
  workshop_hours_fr: plainTextSchema({ max: 300, multiline: true }).optional(),
  /** The One-Stop Shop (ADR 0093): consumers abroad pay their country's VAT. Missing: unchanged. */
  oss_enabled: z.boolean().optional(),
  /** Days an order's photos are kept after the order ended (ADR 0097). Missing: unchanged. */
  order_photo_retention_days: z
    .number()
    .int('photoRetentionWhole')
    .min(ORDER_PHOTO_RETENTION_MIN_DAYS, 'photoRetentionTooShort')
    .max(ORDER_PHOTO_RETENTION_MAX_DAYS, 'photoRetentionTooLong')
    .optional(),
});
export type AdminShopSettings = z.infer<typeof adminShopSettingsSchema>;

/** The settings as the admin panel's one record (id 1). */
export const adminShopSettingsRecordSchema = z.object({
  id: z.literal(1),
  gift_wrapping_price: priceSchema,
  workshop_address: z.string(),
  workshop_hours_en: z.string(),
  workshop_hours_nl: z.string(),
  workshop_hours_fr: z.string(),
  oss_enabled: z.boolean(),
  order_photo_retention_days: z.number().int(),
  /**
   * This calendar year's distance sales to consumers in other EU countries, VAT excluded, less
   * what was credited (art. 59c Directive 2006/112/EC): past the threshold, OSS is due.
   */
  distance_sales_this_year: priceSchema,
  /** €10,000: the EU threshold of those sales. */
  distance_sales_threshold: priceSchema,
});
export type AdminShopSettingsRecord = z.infer<typeof adminShopSettingsRecordSchema>;

/**
 * The accountant's export (GET /api/admin/exports/invoices/): the invoice and credit-note
 * register of one month (issue dates in Brussels), as CSV or as a zip of the documents' PDFs.
 * The server checks both values itself, to answer a bad one in the staff member's language.
 */
/** A quarter's export (the OSS return): the server checks the value itself, as for the month. */
export const adminQuarterExportQuerySchema = z.object({
  quarter: z.string().describe('The quarter, YYYY-Qn (2026-Q4)'),
});

export const adminInvoiceExportQuerySchema = z.object({
  month: z.string().describe('The month, YYYY-MM (2026-11)'),
  format: z.string().default('csv').describe('csv (the register, the default) or zip (the PDFs)'),
});
