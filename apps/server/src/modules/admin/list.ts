import { asc, count, desc, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import type { FastifyReply } from 'fastify';
import type { AdminListQuery } from '@shop/contracts';
import { AppError } from '../../errors.js';

/** Rows per page when react-admin sends no range. */
const DEFAULT_PAGE = 25;

export interface Page {
  limit: number;
  offset: number;
}

export function pageOf(query: AdminListQuery): Page {
  const [from, to] = query.range ?? [0, DEFAULT_PAGE - 1];
  return { offset: from, limit: to - from + 1 };
}

/** The ORDER BY for `sort`, from the columns a list allows; anything else is a 400. */
export function orderOf(
  query: AdminListQuery,
  columns: Record<string, AnyPgColumn | SQL>,
  fallback: SQL[],
): SQL[] {
  if (!query.sort) return fallback;
  const [field, direction] = query.sort;
  const column = columns[field];
  if (!column) {
    throw AppError.validation(
      {
        sort: [
          {
            key: 'admin.errors.cannotSortBy',
            values: { field, columns: Object.keys(columns).join(', ') },
          },
        ],
      },
      { key: 'admin.errors.cannotSort' },
    );
  }
  return [direction === 'DESC' ? desc(column) : asc(column), ...fallback];
}

/** A filter value as a string, or undefined when it is absent or empty. */
export function filterText(filter: Record<string, unknown> | undefined, key: string) {
  const value = filter?.[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw AppError.validation({
      [`filter.${key}`]: [{ key: 'admin.errors.expectedTextOrNumber' }],
    });
  }
  return String(value).trim() || undefined;
}

export function filterBoolean(filter: Record<string, unknown> | undefined, key: string) {
  const value = filter?.[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  throw AppError.validation({ [`filter.${key}`]: [{ key: 'admin.errors.expectedBoolean' }] });
}

export function filterNumber(filter: Record<string, unknown> | undefined, key: string) {
  const text = filterText(filter, key);
  if (text === undefined) return undefined;
  const number = Number(text);
  if (!Number.isSafeInteger(number)) {
    throw AppError.validation({ [`filter.${key}`]: [{ key: 'admin.errors.expectedWholeNumber' }] });
  }
  return number;
}

/** react-admin's getMany sends `filter={"id":[1,2,3]}`. */
export function filterIds(filter: Record<string, unknown> | undefined): number[] | undefined {
  const value = filter?.id;
  if (value === undefined) return undefined;
  const list = Array.isArray(value) ? value : [value];
  const ids = list.map(Number);
  if (!ids.every((id) => Number.isSafeInteger(id) && id > 0)) {
    throw AppError.validation({ 'filter.id': [{ key: 'admin.errors.expectedIds' }] });
  }
  return ids;
}

/** Escapes LIKE wildcards so a search for "50%" looks for those characters. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The header react-admin's simple REST provider reads the total from. */
export function sendRange<T>(
  reply: FastifyReply,
  resource: string,
  page: Page,
  rows: T[],
  total: number,
): T[] {
  const last = rows.length === 0 ? page.offset : page.offset + rows.length - 1;
  reply.header('content-range', `${resource} ${page.offset}-${last}/${total}`);
  reply.header('access-control-expose-headers', 'Content-Range');
  return rows;
}

/**
 * What every admin list filters on: react-admin's getMany ids, and the free text `q` looked
 * for (wildcards escaped) in `searchColumns`. A list pushes its own filters onto the result.
 */
export function idAndSearchFilters(
  query: AdminListQuery,
  idColumn: AnyPgColumn,
  searchColumns: AnyPgColumn[],
): (SQL | undefined)[] {
  const filters: (SQL | undefined)[] = [];
  const ids = filterIds(query.filter);
  if (ids) filters.push(inArray(idColumn, ids.length ? ids : [0]));
  const search = filterText(query.filter, 'q');
  if (search) {
    const pattern = containing(search);
    filters.push(or(...searchColumns.map((column) => ilike(column, pattern))));
  }
  return filters;
}

/**
 * One page of an admin list and the count of all its rows: `rows` is the list's own
 * `select … from … join …` made `$dynamic()`, `where` its filters, `countFrom` the table whose
 * rows are counted, `sortable` the columns react-admin may sort by and `fallback` the order that
 * follows (and breaks ties).
 */
export async function listPage<Select extends PgSelect>(
  db: Pick<Database, 'select'>,
  query: AdminListQuery,
  list: {
    rows: Select;
    countFrom: PgTable;
    where: SQL | undefined;
    sortable: Record<string, AnyPgColumn | SQL>;
    fallback: SQL[];
  },
): Promise<{ page: Page; rows: Awaited<Select>; total: number }> {
  const page = pageOf(query);
  const rows = (await list.rows
    .where(list.where)
    .orderBy(...orderOf(query, list.sortable, list.fallback))
    .limit(page.limit)
    .offset(page.offset)) as Awaited<Select>;
  const [totals] = await db.select({ total: count() }).from(list.countFrom).where(list.where);
  return { page, rows, total: totals?.total ?? 0 };
}
