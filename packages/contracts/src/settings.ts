import { z } from 'zod';
import { giftWrappingSettingsSchema } from './gift.js';

/** ISO 3166-1 alpha-2 code of a country, upper case ("BE"). */
export const countryCodeSchema = z.string().regex(/^[A-Z]{2}$/, 'countryCodeInvalid');

/** Who sells: what the footer, the terms, the legal notice, every mail and invoice name. */
export const sellerSchema = z.object({
  legal_name: z.string(),
  address: z.object({
    street: z.string(),
    postal_code: z.string(),
    city: z.string(),
    country: countryCodeSchema,
  }),
  /** The KBO/BCE number, "0123.456.749". */
  enterprise_number: z.string(),
  /** "BE0123456749". */
  vat_number: z.string(),
  email: z.string(),
  phone: z.string(),
  /** "BV", "SRL": the legal form (Code of Companies and Associations art. 2:20). */
  legal_form: z.string(),
  /** The seat of the enterprise court of the register (RPR/RPM), "Gent, afdeling Gent". */
  register_court: z.string(),
  /** The account payments go to (Code of Economic Law III.25), "BE13 0123 4567 8939". */
  iban: z.string(),
  bic: z.string(),
});
export type Seller = z.infer<typeof sellerSchema>;

/** GET /api/settings/: the shop's public settings the storefront shows. */
export const publicSettingsSchema = z.object({
  /** Where the shop delivers, in the order the shop configured. */
  shipping_countries: z.array(countryCodeSchema),
  currency: z.literal('EUR'),
  seller: sellerSchema,
  /** Gift wrapping's price, set by staff. */
  gift_wrapping: giftWrappingSettingsSchema,
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
