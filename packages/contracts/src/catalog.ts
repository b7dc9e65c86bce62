import { z } from 'zod';
import { languageSchema } from './i18n.js';

export const CATEGORY_SLUGS = ['personalized', 'gift-cards', 'seasonal'] as const;
export const categorySlugSchema = z.enum(CATEGORY_SLUGS);
export type CategorySlug = z.infer<typeof categorySlugSchema>;

export const AVAILABILITIES = ['in_stock', 'out_of_stock', 'pre_order'] as const;
export const availabilitySchema = z.enum(AVAILABILITIES);
export type Availability = z.infer<typeof availabilitySchema>;

/** A price as the API sends it: a decimal string with two decimals, euros ("24.99"). */
export const priceSchema = z.string().regex(/^\d+\.\d{2}$/, 'A price has two decimals, like 24.99');

export const productListQuerySchema = z.object({
  lang: languageSchema.default('en'),
  search: z.string().trim().max(100).optional(),
  category: categorySlugSchema.optional(),
  availability: z.union([availabilitySchema, z.literal('all')]).default('all'),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productListItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** Name in the requested language, English when that translation is missing. */
  name: z.string(),
  name_fr: z.string(),
  name_nl: z.string(),
  /** Description (HTML) in the requested language, English fallback. */
  description: z.string(),
  price: priceSchema,
  main_image_url: z.string().nullable(),
  is_available: z.boolean(),
  availability: availabilitySchema,
  category: categorySlugSchema,
});
export type ProductListItem = z.infer<typeof productListItemSchema>;

export const productListSchema = z.array(productListItemSchema);
export type ProductList = z.infer<typeof productListSchema>;
