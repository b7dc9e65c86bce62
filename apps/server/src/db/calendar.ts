import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { SHOP_TIME_ZONE } from '@shop/contracts';

/**
 * The shop's calendar in SQL: the same Brussels days as the contracts' calendar
 * (packages/contracts/src/calendar.ts), for queries that group, bound or compare by day.
 */

/** The shop's time zone as an SQL literal, for `at time zone`. */
export const SHOP_ZONE: SQL = sql.raw(`'${SHOP_TIME_ZONE}'`);

/** Today's date in Brussels. */
export const brusselsToday: SQL = sql`(now() at time zone ${SHOP_ZONE})::date`;

/** The Brussels date of an instant (a timestamptz column or expression). */
export function brusselsDateOf(moment: SQL | AnyPgColumn): SQL {
  return sql`(${moment} at time zone ${SHOP_ZONE})::date`;
}

/** The last instant of a Brussels day (a date expression): validity runs to its end. */
export function endOfBrusselsDay(day: SQL | AnyPgColumn): SQL {
  return sql`((${day})::date + 1)::timestamp at time zone ${SHOP_ZONE} - interval '1 microsecond'`;
}
