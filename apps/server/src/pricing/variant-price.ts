import { moneyFromCents, type Money } from '@shop/contracts';

/** A product's prices now: its regular price and what is charged (the sale price on sale). */
export interface ProductPrices {
  regular: Money;
  charged: Money;
}

/**
 * What a variant costs now (ADR 0080). A variant without its own price is the product's, sale
 * included. One with its own price gets the product's sale as the same share off (a 20 % sale
 * takes 20 % off every size), rounded down to the cent so the customer never pays more than
 * that share; the reduction is never more than the variant's price.
 */
export function variantPrices(product: ProductPrices, ownPrice: Money | null): ProductPrices {
  if (ownPrice === null) return product;
  if (product.charged >= product.regular || product.regular === 0) {
    return { regular: ownPrice, charged: ownPrice };
  }
  const charged = Math.floor((ownPrice * product.charged) / product.regular);
  return { regular: ownPrice, charged: moneyFromCents(Math.max(charged, 0)) };
}
