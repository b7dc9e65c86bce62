import { randomUUID, webcrypto } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config.js';
import { refreshTokens, users } from '../db/schema.js';
import { AppError } from '../errors.js';

/**
 * Who is calling. Tokens are JWTs signed with HS256 and the configured secret; verification
 * accepts HS256 only (no `none`, no algorithm chosen by the token). Claims:
 *   sub  the user id          type  'access' | 'refresh'
 *   jti  the token's own id   sid   the session (refresh token family) it belongs to
 *   iat, exp
 * The accounts module issues and rotates tokens; every other module only asks
 * `app.authenticate` / `app.requireStaff` and reads `request.user`.
 */

export const TOKEN_ALGORITHM = 'HS256';

/** Session ids are the refresh token family's UUID; anything else is not one of ours. */
const SESSION_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * SQL: the access token's sign-in has not ended. A sign-in is a refresh token family, and it
 * is live while the family still holds a token that is neither revoked nor expired: sign-out,
 * a password change (other sign-ins), a password reset (all) and a detected refresh-token reuse
 * revoke every live token of a family, so its access tokens stop working at the next request
 * instead of 15 minutes later. A rotation revokes the old token and inserts its successor in
 * one transaction, and the reuse grace window (ADR 0015) only ever adds tokens to a live
 * family, so neither ends a sign-in. Meant for the guards' own queries: no extra round trip.
 */
export function sessionIsLive(userId: AnyPgColumn, sessionId: Placeholder | string): SQL {
  return sql`exists (
    select 1 from ${refreshTokens}
     where ${refreshTokens.familyId} = ${sessionId}
       and ${refreshTokens.userId} = ${userId}
       and ${refreshTokens.revokedAt} is null
       and ${refreshTokens.expiresAt} > now()
  )`;
}

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  userId: number;
  type: TokenType;
  tokenId: string;
  sessionId: string;
  expiresAt: Date;
}

export interface SignedToken {
  token: string;
  tokenId: string;
  expiresAt: Date;
}

export class TokenService {
  /**
   * The HMAC key, imported into Web Crypto once. Given the raw bytes instead, jose imports
   * them again for every sign and verify, which was a large share of an authenticated
   * request's CPU time.
   */
  private readonly key: Promise<webcrypto.CryptoKey>;

  constructor(private readonly settings: Config['auth']) {
    if (settings.jwtSecret === undefined) {
      // server.ts fills it in from the secret file; a test passes JWT_SECRET.
      throw new Error('No JWT secret: set JWT_SECRET, or start through withJwtSecret().');
    }
    this.key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(settings.jwtSecret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  /** Seconds a just-rotated refresh token still renews its sign-in (see AccountsService.rotate). */
  get refreshReuseGraceSeconds(): number {
    return this.settings.refreshReuseGraceSeconds;
  }

  async sign(
    type: TokenType,
    userId: number,
    sessionId: string,
    tokenId: string = randomUUID(),
  ): Promise<SignedToken> {
    const ttl =
      type === 'access'
        ? this.settings.accessTokenTtlSeconds
        : this.settings.refreshTokenTtlSeconds;
    const issuedAt = Math.floor(Date.now() / 1000);
    const expiresAt = issuedAt + ttl;
    return new SignJWT({ type, sid: sessionId })
      .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: 'JWT' })
      .setSubject(String(userId))
      .setJti(tokenId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(await this.key)
      .then((token) => ({ token, tokenId, expiresAt: new Date(expiresAt * 1000) }));
  }

  /** The token's claims, or null when it is malformed, forged, expired or of another type. */
  async verify(token: string, type: TokenType): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: [TOKEN_ALGORITHM],
        requiredClaims: ['sub', 'jti', 'iat', 'exp'],
      });
      const userId = Number(payload.sub);
      if (
        payload.type !== type ||
        typeof payload.sid !== 'string' ||
        !SESSION_ID_PATTERN.test(payload.sid) ||
        typeof payload.jti !== 'string' ||
        !Number.isSafeInteger(userId) ||
        userId <= 0 ||
        payload.exp === undefined
      ) {
        return null;
      }
      return {
        userId,
        type,
        tokenId: payload.jti,
        sessionId: payload.sid,
        expiresAt: new Date(payload.exp * 1000),
      };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}

export interface AuthenticatedUser {
  id: number;
  username: string;
  email: string;
  phoneNumber: string;
  isStaff: boolean;
  isSuperuser: boolean;
  /** The refresh token family the access token was issued for. */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** preHandler: answers 401 unless a valid access token of an existing user is sent. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * preHandler for a hot route whose own query also confirms the account (one database
     * round trip instead of two): answers 401 unless a valid access token is sent, and sets
     * `request.accessClaims`. `request.user` stays null; the route's query must also ask
     * `sessionIsLive`, and the route must throw `unknownAccountError(reply)` when its query
     * finds no such account or live sign-in, which gives the answer `authenticate` gives.
     */
    authenticateToken: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: like authenticate, then 403 unless the user is staff. */
    requireStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by `app.authenticate`; null on routes that do not require sign-in. */
    user: AuthenticatedUser | null;
    /** Set by `app.authenticateToken`: the verified access token's claims. */
    accessClaims: TokenClaims | null;
  }
}

/** The signed-in user of a route guarded by `app.authenticate`. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user)
    throw new AppError('not_authenticated', { key: 'errors.authenticationRequired' });
  return request.user;
}

/** The claims `app.authenticateToken` verified for a route it guards. */
export function accessClaimsOf(request: FastifyRequest): TokenClaims {
  if (!request.accessClaims)
    throw new AppError('not_authenticated', { key: 'errors.authenticationRequired' });
  return request.accessClaims;
}

/** The answer to a well-signed token whose account no longer exists (or a bad token). */
export function unknownAccountError(reply: FastifyReply): AppError {
  reply.header('www-authenticate', 'Bearer error="invalid_token"');
  return new AppError('not_authenticated', { key: 'errors.accessTokenInvalid' });
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const tokens = new TokenService(app.config.auth);
    app.decorate('tokens', tokens);
    app.decorateRequest('user', null);

    // Asked on every authenticated request: built once, and prepared once per connection
    // (a named statement), so neither Drizzle nor PostgreSQL plans it again.
    const findUser = app.database.db
      .select({
        id: users.id,
        username: users.username,
        email: users.email,
        phoneNumber: users.phoneNumber,
        isStaff: users.isStaff,
        isSuperuser: users.isSuperuser,
      })
      .from(users)
      .where(
        and(
          eq(users.id, sql.placeholder('userId')),
          sessionIsLive(users.id, sql.placeholder('sessionId')),
        ),
      )
      .prepare('auth_find_user');

    /** The access token's claims, or the 401 every guarded route gives. */
    async function verifiedClaims(request: FastifyRequest, reply: FastifyReply) {
      const token = bearerToken(request);
      if (!token) {
        reply.header('www-authenticate', 'Bearer');
        throw new AppError('not_authenticated', { key: 'errors.credentialsMissing' });
      }
      const claims = await tokens.verify(token, 'access');
      if (!claims) throw unknownAccountError(reply);
      return claims;
    }

    async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const claims = await verifiedClaims(request, reply);
      // A deleted account's tokens and an ended sign-in's stop working at once, and staff
      // rights are read fresh.
      const [row] = await findUser.execute({
        userId: claims.userId,
        sessionId: claims.sessionId,
      });
      if (!row) throw unknownAccountError(reply);
      request.user = { ...row, sessionId: claims.sessionId };
    }

    app.decorate('authenticate', authenticate);
    app.decorateRequest('accessClaims', null);
    app.decorate('authenticateToken', async (request: FastifyRequest, reply: FastifyReply) => {
      request.accessClaims = await verifiedClaims(request, reply);
    });
    app.decorate('requireStaff', async (request: FastifyRequest, reply: FastifyReply) => {
      await authenticate(request, reply);
      if (!request.user?.isStaff) {
        throw new AppError('permission_denied', { key: 'errors.permissionDenied' });
      }
    });
  },
  { name: 'auth' },
);
