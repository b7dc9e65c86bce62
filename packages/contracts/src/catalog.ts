import { z } from 'zod';
import { DEFAULT_LANGUAGE, languageSchema } from './i18n.js';
import { vatRateSchema } from './vat.js';
import { productPhotoSettingsSchema } from './photo.js';

export * from './description-html.js';

export const CATEGORY_SLUGS = ['personalized', 'gift-cards', 'seasonal'] as const;
export const categorySlugSchema = z.enum(CATEGORY_SLUGS);
export type CategorySlug = z.infer<typeof categorySlugSchema>;

export const AVAILABILITIES = ['in_stock', 'out_of_stock', 'pre_order'] as const;
export const availabilitySchema = z.enum(AVAILABILITIES);
export type Availability = z.infer<typeof availabilitySchema>;

/** A price as the API sends it: a decimal string with two decimals, euros ("24.99"). */
export const priceSchema = z.string().regex(/^\d+\.\d{2}$/, 'priceInvalid');

/** Personalisation texts are at most this long unless a product sets a lower limit. */
export const DEFAULT_PERSONALIZATION_MAX_LENGTH = 40;
export const PERSONALIZATION_MODES = ['none', 'optional', 'required'] as const;
export const personalizationModeSchema = z.enum(PERSONALIZATION_MODES);
export type PersonalizationMode = z.infer<typeof personalizationModeSchema>;

/** A product's personalisation settings, as the storefront needs them to show the field. */
export const personalizationSettingsSchema = z.object({
  mode: personalizationModeSchema,
  /** The field's label in the requested language ('Name to engrave'), English fallback. */
  label: z.string(),
  max_length: z.number().int().positive(),
});
export type PersonalizationSettings = z.infer<typeof personalizationSettingsSchema>;
/** What a product without personalisation answers; also the value older answers default to. */
export const NO_PERSONALIZATION: PersonalizationSettings = {
  mode: 'none',
  label: '',
  max_length: DEFAULT_PERSONALIZATION_MAX_LENGTH,
};

/**
 * How the product list is ordered. `relevance` puts the best matches of a search first and
 * otherwise keeps the catalogue's own order (categories, then products, as staff arranged them).
 */
export const PRODUCT_SORTS = ['relevance', 'price_asc', 'price_desc', 'newest'] as const;
export const productSortSchema = z.enum(PRODUCT_SORTS);
export type ProductSort = z.infer<typeof productSortSchema>;

/** One option of a product and the values it offers, in the requested language. */
export const productOptionSchema = z.object({
  name: z.string(),
  values: z.array(z.string()),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

/** A variant's value of one option, in the requested language ({name: "Wood", value: "Oak"}). */
export const variantOptionSchema = z.object({ name: z.string(), value: z.string() });

/** A variant as a cart or order line names it. */
export const lineVariantSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  /** One entry per option, in the product's order. */
  options: z.array(variantOptionSchema),
});
export type LineVariant = z.infer<typeof lineVariantSchema>;

/**
 * One combination of a product's options (ADR 0080): what it costs now (its own price or the
 * product's, sales applied as for the product) and whether it can be ordered now.
 */
export const productVariantSchema = lineVariantSchema.extend({
  price: priceSchema,
  regular_price: priceSchema,
  is_available: z.boolean(),
  /** Its own picture, when it has one; else the product's main picture applies. */
  image_url: z.string().nullable(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

export const productListQuerySchema = z.object({
  lang: languageSchema.default('en'),
  search: z.string().trim().max(100).optional(),
  category: categorySlugSchema.optional(),
  availability: z.union([availabilitySchema, z.literal('all')]).default('all'),
  sort: productSortSchema.default('relevance'),
  /**
   * Only products with a variant offering this option value, in any language ("Oak", "Eik");
   * repeat to ask for several, all of which one variant must have.
   */
  option: z
    .union([z.string().trim().min(1).max(100), z.array(z.string().trim().min(1).max(100)).max(3)])
    .transform((value) => (typeof value === 'string' ? [value] : value))
    .optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** One encoded width of a picture (WebP, content-hashed name: cacheable for a year). */
export const imageVariantSchema = z.object({
  url: z.string(),
  width: z.number().int().positive(),
});
export type ImageVariant = z.infer<typeof imageVariantSchema>;

/**
 * A product picture with what a browser needs to load it well: `variants` for `srcset`
 * (narrowest first) and the intrinsic size for `width`/`height` (no layout shift). Variants are
 * empty and the size null for a picture whose variants were never generated.
 */
export const responsiveImageSchema = z.object({
  /** The original file, as `main_image_url` / `image_url` give it. */
  url: z.string(),
  /** Alternative text in the requested language (English, then the product name, as fallback). */
  alt: z.string(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  variants: z.array(imageVariantSchema),
});
export type ResponsiveImage = z.infer<typeof responsiveImageSchema>;

export const productListItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** Name in the requested language, English when that translation is missing. */
  name: z.string(),
  name_fr: z.string(),
  name_nl: z.string(),
  /** Description (HTML) in the requested language, English fallback. */
  description: z.string(),
  /** What is charged now: the sale price while on sale (ADR 0037). */
  price: priceSchema,
  regular_price: priceSchema,
  /**
   * While on sale: the lowest price charged in the 30 days before the reduction started, what
   * the reduction is shown against (art. 6a Directive 98/6/EC); null otherwise.
   */
  lowest_price_30_days: priceSchema.nullable(),
  /** When the sale ends (ISO); null when not on sale or open-ended. */
  sale_ends_at: z.string().nullable(),
  /** The Belgian VAT rate in percent included in the price ("21"); elsewhere it may differ (ADR 0093). */
  vat_rate: vatRateSchema,
  main_image_url: z.string().nullable(),
  is_available: z.boolean(),
  availability: availabilitySchema,
  category: categorySlugSchema,
  /** The main picture with its variants (not in the spec's contract; added for srcset). */
  main_image: responsiveImageSchema.nullable(),
  /** Whether and how the product is personalised (not in the spec's contract; the cart issue). */
  personalization: personalizationSettingsSchema.default(NO_PERSONALIZATION),
});
export type ProductListItem = z.infer<typeof productListItemSchema>;

export const productListSchema = z.array(productListItemSchema);
export type ProductList = z.infer<typeof productListSchema>;

export const productSuggestionsQuerySchema = z.object({
  lang: languageSchema.default('en'),
  search: z.string().trim().min(1).max(100),
});
export type ProductSuggestionsQuery = z.infer<typeof productSuggestionsQuerySchema>;

/** What a search that found nothing may have meant: the closest product names (ADR 0071). */
export const productSuggestionsSchema = z.object({
  products: z.array(z.object({ slug: z.string(), name: z.string() })),
});
export type ProductSuggestions = z.infer<typeof productSuggestionsSchema>;

export const productDetailQuerySchema = z.object({
  // The route answers a kept answer before validating with the same default (issue 30).
  lang: languageSchema.default(DEFAULT_LANGUAGE),
});
export type ProductDetailQuery = z.infer<typeof productDetailQuerySchema>;

export const productSlugParamsSchema = z.object({
  slug: z.string().min(1).max(200),
});

/** A carousel picture: the spec's `image_url` and `alt_text`, plus the variants for srcset. */
export const carouselImageSchema = responsiveImageSchema.omit({ url: true, alt: true }).extend({
  image_url: z.string(),
  alt_text: z.string(),
});
export type CarouselImage = z.infer<typeof carouselImageSchema>;

export const productDetailSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** Name in the requested language, English when that translation is missing. */
  name: z.string(),
  name_fr: z.string(),
  name_nl: z.string(),
  /** Sanitised HTML in the requested language, English fallback. */
  description: z.string(),
  description_fr: z.string(),
  description_nl: z.string(),
  /** The description as plain text, shortened to about 160 characters: for previews and search engines. */
  summary: z.string(),
  /** What is charged now: the sale price while on sale (ADR 0037). */
  price: priceSchema,
  regular_price: priceSchema,
  /**
   * While on sale: the lowest price charged in the 30 days before the reduction started, what
   * the reduction is shown against (art. 6a Directive 98/6/EC); null otherwise.
   */
  lowest_price_30_days: priceSchema.nullable(),
  /** When the sale ends (ISO); null when not on sale or open-ended. */
  sale_ends_at: z.string().nullable(),
  /** The Belgian VAT rate in percent included in the price ("21"); elsewhere it may differ (ADR 0093). */
  vat_rate: vatRateSchema,
  main_image_url: z.string().nullable(),
  main_image: responsiveImageSchema.nullable(),
  /** Further pictures, in their order; the main picture is not repeated here. */
  carousel_images: z.array(carouselImageSchema),
  is_available: z.boolean(),
  availability: availabilitySchema,
  category: categorySlugSchema,
  /** Whether and how the product is personalised (not in the spec's contract; the cart issue). */
  personalization: personalizationSettingsSchema.default(NO_PERSONALIZATION),
  /** A money gift card (ADR 0039): mailed, never shipped, so no home-delivery promise (issue 31). */
  is_gift_card: z.boolean().default(false),
  /** Up to three options; empty for a product without (ADR 0080). */
  options: z.array(productOptionSchema).default([]),
  /** Every combination, orderable or not (the page shows the unavailable ones as such). */
  variants: z.array(productVariantSchema).default([]),
  /** Whether the product takes a customer's photo, and where it is printed (issue 29). */
  photo: productPhotoSettingsSchema.default(null),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;
