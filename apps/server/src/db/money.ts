import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { moneyFromCents, moneyToApi } from '@shop/contracts';

const toApi = (value: unknown) => moneyToApi(moneyFromCents(Number(value)));

/**
 * A money column (integer cents, ADR 0070) selected straight into the API's form, "49.90",
 * for reads whose rows are the answer.
 */
export function apiMoney(amount: SQLWrapper): SQL<string> {
  return sql<string>`${amount}`.mapWith(toApi);
}
