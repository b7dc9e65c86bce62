/**
 * Money columns hold integer cents (ADR 0070); tests written against euros ("49.90") read and
 * write them through these, so their assertions stay in the API's form.
 */

/** SQL text reading a cents column as euros with two decimals, "49.90" (null stays null). */
export function euros(column: string): string {
  return `(${column}::numeric / 100)::numeric(12, 2)::text`;
}

/** SQL text turning a euro amount ("49.90", a query parameter) into cents for a money column. */
export function cents(parameter: string): string {
  return `round(${parameter}::text::numeric * 100)::integer`;
}
