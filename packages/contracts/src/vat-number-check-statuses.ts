/*
 * What VIES answered about a company's VAT number, without zod (vat.ts builds the schema on it),
 * so that the admin's orders list, which names the statuses, does not load zod with them.
 */

/**
 * What VIES, the European Commission's register of EU VAT numbers, answered about a company's
 * number at checkout (ADR 0098): `valid` (registered; the consultation number is the proof for
 * the tax office), `invalid` (VIES does not know it: the checkout refuses it) or `unverified`
 * (VIES or the member state's register did not answer in time: the sale goes on and staff
 * check the number later).
 */
export const VAT_NUMBER_CHECK_STATUSES = ['valid', 'invalid', 'unverified'] as const;
export type VatNumberCheckStatus = (typeof VAT_NUMBER_CHECK_STATUSES)[number];
