import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';

/**
 * The secrets in mailed links (password reset, e-mail confirmation, withdrawal; ADR 0013,
 * 0020, 0047): 32 random bytes, and only their SHA-256 is stored, so whoever reads the tables
 * cannot use a link.
 */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a link's token. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A table of mailed links: the token's hash, when it expires, when it was used. */
type LinkTokenTable = PgTable & { tokenHash: PgColumn; usedAt: PgColumn; expiresAt: PgColumn };

/** The link's row while it can still be used: not used yet and not expired. */
export function liveLink(table: LinkTokenTable, tokenHash: string): SQL | undefined {
  return and(eq(table.tokenHash, tokenHash), isNull(table.usedAt), gt(table.expiresAt, sql`now()`));
}

/** Why a link cannot be used, or null when it can. */
export async function linkProblem(
  db: Pick<Database, 'select'>,
  table: LinkTokenTable,
  tokenHash: string,
): Promise<'linkUnknown' | 'linkUsed' | 'linkExpired' | null> {
  const [row] = await db
    .select({
      used: sql<boolean>`${table.usedAt} is not null`,
      expired: sql<boolean>`${table.expiresAt} <= now()`,
    })
    .from(table)
    .where(eq(table.tokenHash, tokenHash));
  if (!row) return 'linkUnknown';
  if (row.used) return 'linkUsed';
  if (row.expired) return 'linkExpired';
  return null;
}
