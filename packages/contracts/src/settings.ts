import { z } from 'zod';

/** ISO 3166-1 alpha-2 code of a country, upper case ("BE"). */
export const countryCodeSchema = z.string().regex(/^[A-Z]{2}$/, 'A country is a two-letter code');

/** GET /api/settings/: the shop's public settings the storefront shows. */
export const publicSettingsSchema = z.object({
  /** Where the shop delivers, in the order the shop configured. */
  shipping_countries: z.array(countryCodeSchema),
  currency: z.literal('EUR'),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
