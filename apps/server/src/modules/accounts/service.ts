import { randomUUID } from 'node:crypto';
import {
  type Language,
  type LoginResponse,
  type ProfileUpdate,
  type RegistrationPayload,
  type TokenPair,
  type UserProfile,
} from '@shop/contracts';
import type { Database } from '../../db/client.js';
import { eraseAccount, type Erasure } from '../../data-rights/index.js';
import { lockSignIns } from '../../db/sign-in-lock.js';
import { inTransaction, type TransactionContext } from '../../db/transaction.js';
import { AppError, type FieldErrors } from '../../errors.js';
import { serverText } from '../../i18n/texts.js';
import type { AuthenticatedUser, TokenService } from '../../plugins/auth.js';
import { hashPassword, verifyPassword } from './passwords.js';
import {
  deleteExpiredRefreshTokens,
  findTakenIdentifiers,
  findUserByEmail,
  findUserById,
  insertRefreshToken,
  insertUser,
  lockRefreshToken,
  markRotated,
  revokeSignIns,
  rotatedWithinGrace,
  toUserProfile,
  updateUser,
  type Queryable,
  type UserRow,
} from './queries.js';

const UNIQUE_VIOLATION = '23505';
const UNIQUE_INDEX_FIELDS: Record<string, 'username' | 'email'> = {
  users_username_lower_idx: 'username',
  users_email_lower_idx: 'email',
};

/**
 * Sign-up, sign-in, token rotation and the profile. Routes translate HTTP to these calls;
 * everything that decides something lives here.
 */
export class AccountsService {
  /** Verified when the e-mail is unknown, so a wrong address costs as long as a wrong password. */
  private decoyHash: Promise<string> | undefined;

  constructor(
    private readonly db: Database,
    private readonly transactions: TransactionContext,
    private readonly tokens: TokenService,
  ) {}

  async register(payload: RegistrationPayload, language: Language): Promise<LoginResponse> {
    await this.assertIdentifiersFree(payload, undefined, language);
    const passwordHash = await hashPassword(payload.password);
    let user: UserRow;
    try {
      user = await insertUser(this.db, {
        username: payload.username,
        email: payload.email,
        phoneNumber: payload.phone_number,
        passwordHash,
        language,
      });
    } catch (error) {
      // Two sign-ups with the same name at the same moment: the index decides.
      throw this.uniqueViolationAsValidation(error, language) ?? error;
    }
    return this.startSession(user);
  }

  /** The user for these credentials, or null; the same work whether the e-mail exists or not. */
  async checkCredentials(email: string, password: string): Promise<UserRow | null> {
    const user = await findUserByEmail(this.db, email);
    if (!user) {
      this.decoyHash ??= hashPassword(randomUUID());
      await verifyPassword(await this.decoyHash, password);
      return null;
    }
    return (await verifyPassword(user.passwordHash, password)) ? user : null;
  }

  /** A new sign-in: a new refresh token family, and an access token for it. */
  async startSession(user: UserRow): Promise<LoginResponse> {
    await deleteExpiredRefreshTokens(this.db, user.id);
    const tokens = await this.issueTokens(this.db, user.id, randomUUID());
    return { ...tokens, user: toUserProfile(user) };
  }

  /**
   * Exchanges a refresh token for a new pair. The presented token stops working; presenting
   * it again later (someone kept a copy) ends the whole sign-in it belongs to.
   *
   * Except for a short grace window (REFRESH_TOKEN_REUSE_GRACE_SECONDS, 10 s) right after its
   * rotation: two tabs that found the same expired access token both renew, and the second
   * one gets a fresh pair of the same sign-in instead of signing the customer out. The window
   * counts from the first rotation, so repeating the old token cannot stretch it, and a
   * sign-in that was ended (sign-out, detected reuse) is not revived by it.
   */
  async rotate(refreshToken: string): Promise<TokenPair> {
    const claims = await this.tokens.verify(refreshToken, 'refresh');
    if (!claims) throw invalidRefreshToken();

    const outcome = await inTransaction(this.transactions, async ({ db: tx }) => {
      await lockSignIns(tx, claims.userId);
      const row = await lockRefreshToken(tx, claims.tokenId);
      if (!row || row.userId !== claims.userId || row.familyId !== claims.sessionId) {
        return { kind: 'unknown' } as const;
      }
      if (row.revokedAt !== null) {
        const grace = this.tokens.refreshReuseGraceSeconds;
        if (grace > 0 && (await rotatedWithinGrace(tx, row, grace))) {
          // A second renewal racing the first: a new branch of the same sign-in.
          const pair = await this.issueTokens(tx, row.userId, row.familyId);
          return { kind: 'rotated', pair } as const;
        }
        // Already rotated or revoked: whoever holds the family's newer tokens loses them too.
        await revokeSignIns(tx, row.userId, { only: row.familyId });
        return { kind: 'reused' } as const;
      }
      if (row.expiresAt.getTime() <= Date.now()) return { kind: 'unknown' } as const;
      const pair = await this.issueTokens(tx, row.userId, row.familyId, row.id);
      return { kind: 'rotated', pair } as const;
    });

    // Thrown after the transaction so the family's revocation is committed.
    if (outcome.kind === 'reused') {
      throw new AppError('not_authenticated', { key: 'errors.refreshTokenReused' });
    }
    if (outcome.kind === 'unknown') throw invalidRefreshToken();
    return outcome.pair;
  }

  /** Signing out: the refresh token's whole family stops working. Unknown tokens are ignored. */
  async revoke(refreshToken: string): Promise<void> {
    const claims = await this.tokens.verify(refreshToken, 'refresh');
    if (!claims) return;
    await inTransaction(this.transactions, ({ db: tx }) =>
      revokeSignIns(tx, claims.userId, { only: claims.sessionId }),
    );
  }

  /**
   * Updates the phone number and the password; a new password also signs out every other
   * session. The e-mail address is not changed here: a new one waits for its link
   * (email-change.ts). A new address or password needs the current password.
   */
  async updateProfile(
    user: AuthenticatedUser,
    update: ProfileUpdate,
    language: Language,
  ): Promise<UserProfile> {
    if (isEmailChange(user, update) || update.password !== undefined) {
      await this.assertCurrentPassword(user.id, update.current_password, language);
    }
    const passwordHash =
      update.password === undefined ? undefined : await hashPassword(update.password);
    return inTransaction(this.transactions, async ({ db: tx }) => {
      const updated = await updateUser(tx, user.id, {
        phoneNumber: update.phone_number,
        ...(passwordHash === undefined ? {} : { passwordHash }),
      });
      if (!updated) throw new AppError('not_authenticated', { key: 'errors.accountGone' });
      if (passwordHash !== undefined) await revokeSignIns(tx, user.id, { allBut: user.sessionId });
      return toUserProfile(updated);
    });
  }

  /** The customer erases their own account (ADR 0035), confirmed by the current password. */
  async erase(
    user: AuthenticatedUser,
    currentPassword: string,
    language: Language,
  ): Promise<Erasure> {
    await this.assertCurrentPassword(user.id, currentPassword, language);
    return inTransaction(this.transactions, (tx) => eraseAccount(tx, user.id));
  }

  /** A 400 on `current_password` when it is missing or not the account's password. */
  private async assertCurrentPassword(
    userId: number,
    currentPassword: string | undefined,
    language: Language,
  ): Promise<void> {
    if (currentPassword === undefined || currentPassword === '') {
      throw invalidFields(
        { current_password: [serverText(language, 'validation.currentPasswordRequired')] },
        language,
      );
    }
    const user = await findUserById(this.db, userId);
    if (!user) throw new AppError('not_authenticated', { key: 'errors.accountGone' });
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      throw invalidFields(
        { current_password: [serverText(language, 'validation.currentPasswordWrong')] },
        language,
      );
    }
  }

  private async issueTokens(
    db: Queryable,
    userId: number,
    familyId: string,
    replacing?: string,
  ): Promise<TokenPair> {
    const refresh = await this.tokens.sign('refresh', userId, familyId);
    const access = await this.tokens.sign('access', userId, familyId);
    await insertRefreshToken(db, {
      id: refresh.tokenId,
      userId,
      familyId,
      expiresAt: refresh.expiresAt,
    });
    if (replacing !== undefined) await markRotated(db, replacing, refresh.tokenId);
    return { access: access.token, refresh: refresh.token };
  }

  private async assertIdentifiersFree(
    candidate: { username?: string; email: string },
    exceptUserId: number | undefined,
    language: Language,
  ): Promise<void> {
    const taken = await findTakenIdentifiers(this.db, candidate, exceptUserId);
    const fields: FieldErrors = {};
    if (taken.username) fields.username = [serverText(language, 'validation.usernameTaken')];
    if (taken.email) fields.email = [serverText(language, 'validation.emailTaken')];
    if (Object.keys(fields).length > 0) throw invalidFields(fields, language);
  }

  private uniqueViolationAsValidation(error: unknown, language: Language): AppError | null {
    for (let current = error; current instanceof Error; current = current.cause) {
      const { code, constraint } = current as { code?: unknown; constraint?: unknown };
      const field = typeof constraint === 'string' ? UNIQUE_INDEX_FIELDS[constraint] : undefined;
      if (code === UNIQUE_VIOLATION && field) {
        const message = serverText(
          language,
          field === 'email' ? 'validation.emailTaken' : 'validation.usernameTaken',
        );
        return invalidFields({ [field]: [message] }, language);
      }
    }
    return null;
  }
}

/** Whether a profile update asks for another e-mail address than the account's. */
export function isEmailChange(user: Pick<AuthenticatedUser, 'email'>, update: ProfileUpdate) {
  return update.email !== user.email;
}

export function invalidFields(fields: FieldErrors, language: Language): AppError {
  return AppError.validation(fields, serverText(language, 'validation.invalidFields'));
}

function invalidRefreshToken(): AppError {
  return new AppError('not_authenticated', { key: 'errors.refreshTokenInvalid' });
}
