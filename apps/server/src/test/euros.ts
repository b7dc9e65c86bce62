/**
 * Money columns hold integer cents (ADR 0070); tests written against euros ("49.90") read
 * them through this, so their assertions stay in the API's form. Euros written into a money
 * column go through the contracts' `parseMoney`.
 */

/** SQL text reading a cents column as euros with two decimals, "49.90" (null stays null). */
export function euros(column: string): string {
  return `(${column}::numeric / 100)::numeric(12, 2)::text`;
}
