/*
 * The shop's own country, without zod, so that the storefront's first render can name it
 * without loading zod (as vat-number-check-statuses.ts does for the admin).
 */

/**
 * Where the shop is established and its goods leave from: Belgium. Its VAT applies unless a
 * sale is taxed elsewhere (ADR 0093, 0094), and it is what the cart offers and assumes until
 * the customer chooses a delivery country.
 */
export const SHOP_COUNTRY = 'BE' as const;
