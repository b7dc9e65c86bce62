import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { UserProfile } from '@shop/contracts';
import type { Database } from '../../db/client.js';
import { lockSignIns } from '../../db/sign-in-lock.js';
import type { DatabaseTransaction } from '../../db/transaction.js';
import { refreshTokens, users } from '../../db/schema.js';

/** A transaction handle or the database itself: the queries below work with either. */
export type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type UserRow = typeof users.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export function toUserProfile(
  user: Pick<UserRow, 'username' | 'email' | 'phoneNumber' | 'isStaff' | 'isSuperuser'>,
): UserProfile {
  return {
    username: user.username,
    email: user.email,
    phone_number: user.phoneNumber,
    is_staff: user.isStaff,
    is_superuser: user.isSuperuser,
  };
}

/** E-mail addresses are unique and compared without regard to case. */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return user;
}

export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** Which of the username and e-mail address another account already uses. */
export async function findTakenIdentifiers(
  db: Queryable,
  candidate: { username?: string; email: string },
  exceptUserId?: number,
): Promise<{ username: boolean; email: boolean }> {
  const sameEmail = sql`lower(${users.email}) = lower(${candidate.email})`;
  const sameUsername =
    candidate.username === undefined
      ? undefined
      : sql`lower(${users.username}) = lower(${candidate.username})`;
  const rows = await db
    .select({
      usernameTaken: sameUsername ?? sql<boolean>`false`,
      emailTaken: sameEmail,
    })
    .from(users)
    .where(
      and(
        or(sameEmail, sameUsername),
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    );
  return {
    username: rows.some((row) => Boolean(row.usernameTaken)),
    email: rows.some((row) => Boolean(row.emailTaken)),
  };
}

export async function insertUser(
  db: Queryable,
  values: {
    username: string;
    email: string;
    phoneNumber: string;
    passwordHash: string;
    language: string;
  },
): Promise<UserRow> {
  const [user] = await db.insert(users).values(values).returning();
  if (!user) throw new Error('Inserting the user returned no row.');
  return user;
}

export async function updateUser(
  db: Queryable,
  id: number,
  values: { phoneNumber: string; passwordHash?: string },
): Promise<UserRow | undefined> {
  const [user] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return user;
}

// ---------------------------------------------------------------------------------------------
// Refresh tokens
// ---------------------------------------------------------------------------------------------

export async function insertRefreshToken(
  db: Queryable,
  token: { id: string; userId: number; familyId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(token);
}

/** The token's row, locked until the transaction ends so two rotations cannot both win. */
export async function lockRefreshToken(
  db: Queryable,
  id: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, id)).for('update');
  return row;
}

export async function markRotated(db: Queryable, id: string, replacedBy: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()`, replacedBy })
    .where(eq(refreshTokens.id, id));
}

/**
 * Whether the token was rotated (not revoked by a sign-out or a detected reuse) less than
 * `seconds` ago, by the database's clock, and its sign-in still has a live token.
 */
export async function rotatedWithinGrace(
  db: Queryable,
  token: Pick<RefreshTokenRow, 'id' | 'userId' | 'familyId'>,
  seconds: number,
): Promise<boolean> {
  const result = await db.execute<{ within: boolean }>(sql`
    select
      exists (
        select 1 from ${refreshTokens}
         where ${refreshTokens.id} = ${token.id}
           and ${refreshTokens.replacedBy} is not null
           and ${refreshTokens.revokedAt} > now() - make_interval(secs => ${seconds})
      )
      and exists (
        select 1 from ${refreshTokens}
         where ${refreshTokens.userId} = ${token.userId}
           and ${refreshTokens.familyId} = ${token.familyId}
           and ${refreshTokens.revokedAt} is null
      ) as within
  `);
  return result.rows[0]?.within === true;
}

/** Which of a user's sign-ins (refresh-token families) end. */
export type SignInsToRevoke =
  | { only: string } // one sign-in: signing out, a reused token
  | { allBut: string } // every other sign-in: a password change keeps the one that made it
  | 'all'; // a password reset, an erased account

/** Ends sign-ins: every live token of the families chosen stops working. */
export async function revokeSignIns(
  tx: DatabaseTransaction,
  userId: number,
  which: SignInsToRevoke,
) {
  await lockSignIns(tx, userId);
  const families =
    which === 'all'
      ? undefined
      : 'only' in which
        ? eq(refreshTokens.familyId, which.only)
        : ne(refreshTokens.familyId, which.allBut);
  await tx
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), families, isNull(refreshTokens.revokedAt)));
}

/** Expired rows are of no use, not even for reuse detection (the JWT has expired too). */
export async function deleteExpiredRefreshTokens(db: Queryable, userId: number): Promise<void> {
  await db
    .delete(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), lt(refreshTokens.expiresAt, sql`now()`)));
}
