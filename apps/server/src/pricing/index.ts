/**
 * Pricing (issue 25, ADR 0058): everything that turns a cart or an order into amounts. It owns
 * the one price of a cart or order (lines as unit price × quantity, the discount spread over
 * them, the gift wrapping, the gift cards, the VAT per line and once per rate) and the price of
 * refunded units. Cart, checkout, orders, invoicing, gift cards and the admin read its result.
 * It keeps the rate table per country and VAT category (ADR 0092).
 * It may use only the contracts' money and VAT helpers: pure computation and types, no database,
 * nothing from the other domains or modules.
 */
export {
  discountableBase,
  grossOf,
  lineWithoutVat,
  MINIMUM_CHARGE,
  priceOfUnits,
  priceOrder,
  priceSoldLine,
  priceSoldOrder,
  vatPerRate,
  wrappingCharge,
  worthOfWithdrawnUnits,
  type CardOnCart,
  type DeliveryRate,
  type DiscountRule,
  type Pricing,
  type PricingLine,
} from './price.js';
export { variantPrices } from './variant-price.js';
export { vatRateOn, wrappingVatRate } from './vat-rates.js';
export {
  vatCountryOfSale,
  vatNumberNotOfDeliveryCountry,
  vatTreatmentOf,
  type VatBuyer,
} from './vat-treatment.js';
