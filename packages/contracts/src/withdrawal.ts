/**
 * The consumer's right of withdrawal (Directive 2011/83/EU art. 9 and 16; Belgian Code of
 * Economic Law VI.47 and VI.53).
 */

/** Days after delivery in which a consumer may withdraw without giving a reason. */
export const WITHDRAWAL_PERIOD_DAYS = 14;

/**
 * Whether an order or cart line may be withdrawn from. Goods made to the consumer's
 * specifications have no right of withdrawal (art. 16(c)): here, a line that carries a
 * personalisation text. The same product without a text keeps the right.
 */
export function hasWithdrawalRight(personalization: string): boolean {
  return personalization.trim() === '';
}
