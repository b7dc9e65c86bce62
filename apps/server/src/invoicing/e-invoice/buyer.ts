import { SHOP_COUNTRY, vatNumberCountry } from '@shop/contracts';
import type { DocumentCustomer } from '../../db/document-types.js';

/**
 * Whether a document's buyer receives it as a Peppol e-invoice (ADR 0087): a company whose VAT
 * number Belgium issued (the shop's country), for whom a PDF no longer counts since 1 January
 * 2026.
 */
export function isPeppolBuyer(customer: Pick<DocumentCustomer, 'vatNumber'>): boolean {
  return customer.vatNumber !== null && vatNumberCountry(customer.vatNumber) === SHOP_COUNTRY;
}
